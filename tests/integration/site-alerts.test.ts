import path from "node:path";
import { eq } from "drizzle-orm";
import { outbox } from "#db/schema.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../support/site/eventually.ts";
import { siteDb, startBuiltSite, tempDataDir, type BuiltSite } from "../support/site/built-site.ts";
import { startSmtpSink, type SmtpSink } from "../support/site/smtp-sink.ts";
import { startTelegramStandIn, type TelegramStandIn } from "../support/site/telegram-stand-in.ts";

// docs/operations.md §3 with real parts: the built server, a fresh SQLite file, SMTP on loopback
// and the Telegram stand-in. A problem is told once, by mail and on Telegram, and not again
// while it lasts (across a restart too); a run that was killed, or crashed, is told at the next
// start, with the crash's error.

const TOKEN = "123456789:AAH-alerts_token-for-the-stand-in";

describe("the owners' alerts about the site", () => {
  let smtp: SmtpSink;
  let telegram: TelegramStandIn;
  const sites: BuiltSite[] = [];
  beforeAll(async () => {
    smtp = await startSmtpSink();
    telegram = await startTelegramStandIn(TOKEN);
  });
  afterAll(async () => {
    for (const s of sites) await s.stop().catch(() => undefined);
    await telegram?.close();
    await smtp?.stop();
  });

  const start = async (dataDir: string, extra: Record<string, string> = {}, nodeArgs?: string[]) => {
    const site = await startBuiltSite({
      dataDir,
      nodeArgs,
      env: {
        SMTP_URL: smtp.url,
        SITE_ALERTS: "on",
        MAIL_RETRY_BASE_MS: "200",
        TELEGRAM_BOT_TOKEN: TOKEN,
        TELEGRAM_CHAT_ID: "-100123",
        TELEGRAM_API_URL: telegram.url,
        ...extra,
      },
    });
    sites.push(site);
    await site.waitForLog((l) => l.msg === "site alerts: watching");
    return site;
  };
  const alertMails = () => smtp.mails.filter((m) => (m.parsed.messageId ?? "").startsWith("<alert."));

  it("tells a problem once, by mail and on Telegram, and not again after a restart while it lasts", async () => {
    const dataDir = tempDataDir();
    const diskFloor = { HEALTH_DISK_MIN_FREE_MB: String(Number.MAX_SAFE_INTEGER) };
    const first = await start(dataDir, diskFloor);
    const [mail] = await eventually(() => (alertMails().length > 0 ? alertMails() : undefined));
    expect(mail!.parsed.subject).toContain("el disco del servidor está casi lleno");
    expect(mail!.parsed.text).toContain("Qué hacer");
    expect(mail!.envelopeTo).toEqual([expect.stringContaining("@")]);
    await eventually(() => (telegram.accepted.some((m) => m.text.includes("disco del servidor")) ? true : undefined));
    await first.stop();

    await start(dataDir, diskFloor);
    // The new process checked at start ("watching" comes after the check): nothing new was queued.
    const db = await siteDb(dataDir);
    try {
      expect(await db.select().from(outbox).where(eq(outbox.kind, "alert"))).toHaveLength(1);
    } finally {
      db.$client.close();
    }
    expect(alertMails()).toHaveLength(1);
    expect(telegram.accepted.filter((m) => m.text.includes("disco del servidor"))).toHaveLength(1);
  });

  it("tells a problem once when two processes start at once on one DATA_DIR", async () => {
    const dataDir = tempDataDir();
    const diskFloor = { HEALTH_DISK_MIN_FREE_MB: String(Number.MAX_SAFE_INTEGER) };
    // The first start creates and migrates the database; the two then start together.
    await (await start(dataDir)).stop();
    await Promise.all([start(dataDir, diskFloor), start(dataDir, diskFloor)]);
    const db = await siteDb(dataDir);
    try {
      expect(await db.select().from(outbox).where(eq(outbox.kind, "alert"))).toHaveLength(1);
    } finally {
      db.$client.close();
    }
    for (const s of sites.splice(-2)) await s.stop();
  });

  it("tells at the next start that the site was killed, or crashed and why", async () => {
    const dataDir = tempDataDir();
    const killed = await start(dataDir);
    const before = alertMails().length;
    await killed.kill();
    await start(dataDir);
    const restart = await eventually(() => alertMails().slice(before).find((m) => m.parsed.subject?.includes("se ha reiniciado")));
    expect(restart.parsed.text).toContain("sin cerrarse bien");

    // A crash: the fatal log's marker gives its error to the alert.
    const crashing = sites.at(-1)!;
    await crashing.stop();
    const fault = await start(dataDir, {}, ["--import", path.resolve("tests/support/children/crash-on-signal.ts")]);
    const beforeCrash = alertMails().length;
    fault.process.kill("SIGUSR2");
    await fault.exited;
    await start(dataDir);
    const crash = await eventually(() => alertMails().slice(beforeCrash).find((m) => m.parsed.subject?.includes("se ha reiniciado")));
    expect(crash.parsed.text).toContain("an exception nobody caught");
    // An orderly stop and start is no restart to tell.
    const count = alertMails().length;
    await sites.at(-1)!.stop();
    await start(dataDir);
    expect(alertMails()).toHaveLength(count);
  });
});
