import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "#db/schema.ts";
import { restaurantToday } from "#app/booking/reservation-dates.ts";
import { startSmtpSink, type SmtpSink } from "../support/site/smtp-sink.ts";
import { createOwnerAccount } from "../support/site/owner-account.ts";
import { sendRequest } from "../support/site/contact-requests.ts";
import { runBuiltSiteToExit, siteDb, startBuiltSite as startSite, tempDataDir, type BuiltSite, type BuiltSiteOptions } from "../support/site/built-site.ts";

// A first start on a fresh DATA_DIR, and a DATA_DIR that lost its database (docs/operations.md
// §1, §3, §6): the built server, a real SQLite file, a real SMTP sink on loopback.

const smtpEnv = (smtp: SmtpSink) => ({ SMTP_URL: smtp.url, MAIL_FROM: "web@terraza.example", MAIL_TO: "owners@terraza.example", LOG_LEVEL: "debug" });
/** Both daily mails due at any hour of the day. */
const dailyMailsDue = { REMINDER_HOUR: "0", DIGEST_HOUR: "0" };

/** A pass of the daily mails' scheduler has finished (it runs at start). */
const passDone = (site: BuiltSite) =>
  site.waitForLog((l) => l.msg === "daily mails queued" || l.msg === "daily mails: nothing due" || l.msg === "daily mails: pass failed");

/** Every site a test starts is stopped after it, also when the test fails midway. */
const running: BuiltSite[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((site) => site.stop()));
});
async function startBuiltSite(options: BuiltSiteOptions = {}): Promise<BuiltSite> {
  const site = await startSite(options);
  running.push(site);
  return site;
}

async function outboxIds(dataDir: string): Promise<string[]> {
  const db = await siteDb(dataDir);
  const rows = await db.select({ id: outbox.id }).from(outbox);
  db.$client.close();
  return rows.map((r) => r.id);
}

describe("a first start", () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp?.stop();
  });

  it("queues no digest or reminder until an owner exists and a request has arrived, then does", async () => {
    const dataDir = tempDataDir();
    const env = { ...smtpEnv(smtp), ...dailyMailsDue };
    const fresh = await startBuiltSite({ dataDir, env });
    expect((await passDone(fresh)).msg).toBe("daily mails: nothing due");
    await fresh.stop();
    expect(await outboxIds(dataDir)).toEqual([]);

    await createOwnerAccount(dataDir, "owner@terraza.example", "una contraseña bastante larga");
    const withOwner = await startBuiltSite({ dataDir, env });
    expect((await passDone(withOwner)).msg).toBe("daily mails: nothing due");
    // The first request arrives (its own mails go out; still no digest until the next pass).
    expect((await sendRequest(withOwner.url)).status).toBe(201);
    await withOwner.stop();
    expect((await outboxIds(dataDir)).filter((id) => id.startsWith("digest."))).toEqual([]);

    const inUse = await startBuiltSite({ dataDir, env });
    expect(await passDone(inUse)).toMatchObject({ msg: "daily mails queued", digest: `digest.${restaurantToday()}` });
    await smtp.waitFor(1, (m) => m.parsed.messageId === `<digest.${restaurantToday()}@terraza.example>`);
    await inUse.stop();
  });

  it("says where mail goes, and addresses the owners' mail to no real inbox while MAIL_TO is unset", async () => {
    const site = await startBuiltSite({ env: { SMTP_URL: smtp.url } });
    const mailLine = await site.waitForLog((l) => String(l.msg).startsWith("mail is sent through"));
    expect(mailLine.ownersMailTo).toBe("mail-to-not-set@example.invalid");
    // The warning is logged right after that line, before the server listens.
    expect(site.logs.find((l) => String(l.msg).startsWith("MAIL_TO is not set"))).toMatchObject({ level: 40 });
    await site.stop();
  });
});

describe("the database file", () => {
  it("makes /healthz fail when site.db is deleted under the running server", async () => {
    const site = await startBuiltSite({ removeDataDirOnStop: true });
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    fs.rmSync(path.join(site.dataDir, "site.db"));
    const health = await fetch(`${site.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "unavailable", reason: "site.db was deleted" });
    await site.stop();
  });

  it("makes /healthz fail when site.db is replaced under the running server", async () => {
    const site = await startBuiltSite({ removeDataDirOnStop: true });
    const file = path.join(site.dataDir, "site.db");
    fs.copyFileSync(file, `${file}.copy`);
    fs.renameSync(`${file}.copy`, file);
    const health = await fetch(`${site.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "unavailable", reason: "site.db was replaced" });
    await site.stop();
  });

  it("refuses a start on a DATA_DIR with keys and photos but no database, naming the restore command", async () => {
    const first = await startBuiltSite();
    await first.stop();
    const dataDir = first.dataDir;
    for (const file of ["site.db", "site.db-wal", "site.db-shm"]) fs.rmSync(path.join(dataDir, file), { force: true });
    expect(fs.readdirSync(path.join(dataDir, "media")).length).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(dataDir, "session.key"))).toBe(true);

    const refused = await runBuiltSiteToExit({ dataDir });
    expect(refused.code).not.toBe(0);
    const fatal = refused.logs.find((l) => l.level === 60);
    const message = String((fatal?.err as { message?: string } | undefined)?.message);
    expect(message).toContain(`No database at ${path.join(dataDir, "site.db")}`);
    expect(message).toContain(`mv ${dataDir} ${dataDir}.old && mkdir ${dataDir} && cp -a <backup folder>/. ${dataDir}/`);
    expect(fs.existsSync(path.join(dataDir, "site.db"))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("starts on an empty DATA_DIR", async () => {
    const site = await startBuiltSite({ removeDataDirOnStop: true });
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    await site.stop();
  });
});
