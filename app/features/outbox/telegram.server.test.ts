import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "#db/schema.ts";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { startTelegramStandIn } from "#tests/support/site/telegram-stand-in.ts";
import { ConfigError, parseEnv } from "#app/config.server.ts";
import { db } from "#app/db.server.ts";
import type { StoredRequest } from "../requests/request-mail-parts.server.ts";
import { storeContactRequest } from "../requests/request-queue.server.ts";
import { telegramText } from "../requests/new-request-telegram.server.ts";
import { sendTelegramMessage, TELEGRAM_MAX_TEXT, TelegramError, telegramSettings } from "./telegram.server.ts";

freshDataDirs({ seed: false });
const TOKEN = "42:secret-token";

const stored: StoredRequest = {
  id: "r1",
  createdAt: new Date("2026-11-25T15:00:00Z"),
  lang: "en",
  name: "Ana <b>",
  phone: "+5351234567",
  whatsapp: true,
  email: "ana@example.org",
  country: "Cuba",
  comment: "x".repeat(5_000),
  reservationDate: "2026-12-24",
  reservationTime: "20:30",
  area: "Balcón",
  pax: 2,
  status: "new",
  source: "site",
  manageTokenHash: null,
  manageLinkGeneration: 0,
  ownerSeenGuestAt: null,
};

describe("the Telegram message", () => {
  it("is plain text with the facts and the inbox link, cut to Telegram's limit", () => {
    const text = telegramText(stored, "https://terraza.example");
    expect(text.length).toBeLessThanOrEqual(TELEGRAM_MAX_TEXT);
    expect(text).toMatch(/^Nueva solicitud de reserva\n\nFecha: jueves, 24 de diciembre de 2026\nHora: 8:30 PM/);
    expect(text).toContain("Nombre: Ana <b>");
    expect(text).toContain("x…\n\nBandeja: https://terraza.example/admin/requests/r1");
  });

  it("is configured with both variables or not at all", () => {
    const api = "https://api.telegram.org/";
    expect(telegramSettings({ TELEGRAM_API_URL: api })).toBeUndefined();
    expect(telegramSettings({ TELEGRAM_API_URL: api, TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_CHAT_ID: "-100" })).toEqual({
      apiUrl: "https://api.telegram.org",
      token: TOKEN,
      chatId: "-100",
    });
  });

  it("is refused at start with only one of its two variables, and the daily hours must be hours", () => {
    expect(() => parseEnv({ TELEGRAM_BOT_TOKEN: TOKEN })).toThrow(ConfigError);
    expect(() => parseEnv({ TELEGRAM_CHAT_ID: "-100" })).toThrow("Telegram needs both TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID (only TELEGRAM_CHAT_ID is set)");
    expect(() => parseEnv({ TELEGRAM_BOT_TOKEN: "not a token", TELEGRAM_CHAT_ID: "-100" })).toThrow("TELEGRAM_BOT_TOKEN");
    expect(parseEnv({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_CHAT_ID: "@terraza_owners" }).TELEGRAM_API_URL).toBe("https://api.telegram.org");
    expect(parseEnv({})).toMatchObject({ REMINDER_HOUR: 10, DIGEST_HOUR: 9, DIGEST_UNANSWERED_HOURS: 12 });
    expect(() => parseEnv({ REMINDER_HOUR: "24" })).toThrow("REMINDER_HOUR");
    expect(() => parseEnv({ DIGEST_HOUR: "9.5" })).toThrow("DIGEST_HOUR");
    expect(parseEnv({ REMINDER_HOUR: "off", DIGEST_HOUR: "0" })).toMatchObject({ REMINDER_HOUR: undefined, DIGEST_HOUR: 0 });
  });

  it("is queued with the request, in the same transaction, only when Telegram is configured", async () => {
    const request = { name: "Ana", phone: "", whatsapp: false, email: "ana@example.org", country: "Cuba", comment: "", reservation: null };
    const withTelegram = await storeContactRequest(request, "en", new Date(), { telegram: true });
    const without = await storeContactRequest(request, "en");
    const kinds = async (id: string) => (await (await db()).select().from(outbox).where(eq(outbox.requestId, id))).map((r) => r.id).sort();
    expect(await kinds(withTelegram)).toEqual([`${withTelegram}.guest`, `${withTelegram}.owner`, `${withTelegram}.telegram`]);
    expect(await kinds(without)).toEqual([`${without}.guest`, `${without}.owner`]);
  });

  it("tells a refusal for good from one worth retrying, without the token", async () => {
    const standIn = await startTelegramStandIn(TOKEN);
    const settings = { apiUrl: standIn.url, token: TOKEN, chatId: "-100" };
    try {
      await sendTelegramMessage(settings, "hola");
      expect(standIn.accepted.map((c) => [c.chat_id, c.text])).toEqual([["-100", "hola"]]);
      standIn.failNext(429, 502, 403);
      const outcomes = [];
      for (let i = 0; i < 3; i++) outcomes.push(await sendTelegramMessage(settings, "hola").catch((e: unknown) => e));
      expect(outcomes.map((e) => e instanceof TelegramError && [e.permanent, e.retryAfterMs])).toEqual([
        [false, 1000],
        [false, undefined],
        [true, undefined],
      ]);
      const wrongToken = await sendTelegramMessage({ ...settings, token: "42:other" }, "hola").catch((e: unknown) => e);
      expect(wrongToken).toMatchObject({ message: "Telegram 401: Unauthorized", permanent: true });
    } finally {
      await standIn.close();
    }
    const unreachable = await sendTelegramMessage(settings, "hola").catch((e: unknown) => e);
    expect(unreachable).toBeInstanceOf(TelegramError);
    expect(unreachable).toMatchObject({ permanent: false, message: expect.stringMatching(/^Telegram unreachable \((ECONNREFUSED|UND_ERR_SOCKET)\)$/) });
  });
});
