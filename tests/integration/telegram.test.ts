import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "#db/schema.ts";
import { startSmtpSink, type SmtpSink } from "../support/site/smtp-sink.ts";
import { startTelegramStandIn, type TelegramStandIn } from "../support/site/telegram-stand-in.ts";
import { eventually } from "../support/site/eventually.ts";
import { fullRequest, postJson, solveAltcha } from "../support/site/contact-requests.ts";
import { runBuiltSiteToExit, siteDb, startBuiltSite, type BuiltSite } from "../support/site/built-site.ts";
import { mailDate } from "../support/site/mail-dates.ts";

// Telegram (docs/operations.md §1) with real parts: the built server, a fresh SQLite file, a real
// SMTP server on loopback and a local HTTP server that speaks the Bot API's sendMessage
// (tests/support/site/telegram-stand-in.ts). A new request arrives there once, with its facts and the
// link to it in the inbox; Telegram's 500 and 429 are retried and the message still arrives
// once; a refusal for good fails the row at once; the bot token never reaches the log.

const TOKEN = "123456789:AAH-test_token-for-the-stand-in";
const CHAT = "-1001234567890";
const SITE = "https://terraza.example";
const year = new Date().getUTCFullYear() + 1;

describe("a new request on Telegram", () => {
  let smtp: SmtpSink;
  let telegram: TelegramStandIn;
  let s: BuiltSite;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    telegram = await startTelegramStandIn(TOKEN);
    s = await startBuiltSite({
      env: {
        SMTP_URL: smtp.url,
        SITE_URL: SITE,
        MAIL_RETRY_BASE_MS: "200",
        TELEGRAM_BOT_TOKEN: TOKEN,
        TELEGRAM_CHAT_ID: CHAT,
        TELEGRAM_API_URL: telegram.url,
      },
    });
  });
  afterAll(async () => {
    await s?.stop();
    await telegram?.close();
    await smtp?.stop();
  });

  async function send(overrides: Record<string, unknown> = {}) {
    const response = await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url), ...overrides }));
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  async function settled(id: string) {
    const db = await siteDb(s.dataDir);
    return eventually(async () => {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, `${id}.telegram`));
      return row && (row.state === "sent" || row.state === "failed") ? row : undefined;
    });
  }

  const callsFor = (id: string) => telegram.calls.filter((c) => c.text.includes(`/admin/requests/${id}`));

  it("arrives once, with the request's facts and the inbox link, as plain text", async () => {
    const id = await send();
    const row = await settled(id);
    expect(row.state).toBe("sent");
    expect(row.attempts).toBe(1);
    const [message] = callsFor(id);
    expect(callsFor(id)).toHaveLength(1);
    expect(message!.chat_id).toBe(CHAT);
    expect(message!.body.parse_mode).toBeUndefined();
    expect(message!.body.link_preview_options).toEqual({ is_disabled: true });
    const text = message!.text;
    expect(text).toContain("Nueva solicitud de reserva");
    expect(text).toContain(`Fecha: ${mailDate(`${year}-06-20`, "es")}`);
    expect(text).toContain("8:30 PM");
    expect(text).toContain("Personas: 4");
    expect(text).toContain("Terraza");
    expect(text).toContain("María José O'Neil");
    expect(text).toContain("Teléfono: +5351234567");
    // Plain text: what the visitor typed arrives as typed, nothing to interpret.
    expect(text).toContain("<script>alert(1)</script> & \"amigos\"");
    expect(text).toContain(`Bandeja: ${SITE}/admin/requests/${id}`);
    // The owners' mail and the guest's acknowledgement still go out as before.
    await smtp.waitFor(2, (m) => m.parsed.messageId?.startsWith(`<${id}.`) ?? false);
  });

  it("is retried after a 500 and after a 429, and delivered exactly once", async () => {
    telegram.failNext(500, 429);
    const id = await send({ lang: "en", name: "john smith", email: "john@example.org" });
    const row = await settled(id);
    expect(row.state).toBe("sent");
    expect(row.attempts).toBe(3);
    expect(callsFor(id)).toHaveLength(3);
    expect(telegram.accepted.filter((c) => c.text.includes(`/admin/requests/${id}`))).toHaveLength(1);
    const warnings = s.logs.filter((l) => l.outboxId === `${id}.telegram` && l.msg === "telegram message not sent");
    expect(warnings.map((l) => l.error)).toEqual(["Telegram 500: Internal Server Error", "Telegram 429: Too Many Requests: retry after 1"]);
  });

  it("fails at once when Telegram refuses for good, and never logs the token", async () => {
    telegram.failNext(400);
    const id = await send({ lang: "en", name: "ana", email: "ana@example.org" });
    const row = await settled(id);
    expect(row.state).toBe("failed");
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBe("Telegram 400: Bad Request: chat not found");
    expect(callsFor(id)).toHaveLength(1);
    expect(s.output.join("\n")).not.toContain(TOKEN.split(":")[1]);
  });
});

describe("Telegram's configuration", () => {
  it("refuses to start with only one of the two variables, saying which", async () => {
    const exit = await runBuiltSiteToExit({ env: { TELEGRAM_BOT_TOKEN: TOKEN } });
    expect(exit.code).not.toBe(0);
    expect(exit.output.join("\n")).toContain("Telegram needs both TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID (only TELEGRAM_BOT_TOKEN is set)");
    expect(exit.output.join("\n")).not.toContain(TOKEN);
  });
});
