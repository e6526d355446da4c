import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactRequests, outbox } from "#db/schema.ts";
import { addDaysIso, restaurantToday } from "#app/booking/reservation-dates.ts";
import { startSmtpSink, type SmtpSink } from "../support/site/smtp-sink.ts";
import { eventually } from "../support/site/eventually.ts";
import { siteDb, startBuiltSite, tempDataDir, type BuiltSite } from "../support/site/built-site.ts";
import { createOwnerAccount } from "../support/site/owner-account.ts";

// The built server starts the daily mails' scheduler (app/features/requests/daily-mails.server.ts)
// beside the outbox worker. With REMINDER_HOUR=0 and DIGEST_HOUR=0 both are due at any hour, so
// a start sends today's digest and the reminders of tomorrow's bookings; restarts send neither
// again, and two processes started at once on one DATA_DIR send one digest. The clock around the
// hours themselves is app/features/requests/daily-mails.server.test.ts. Both wait until the site is
// in use (an owner and a request; tests/integration/first-start.test.ts): each test starts so.

const DAY_MS = 24 * 60 * 60_000;
const env = (smtp: SmtpSink) => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: "web@terraza.example",
  MAIL_TO: "owners@terraza.example",
  REMINDER_HOUR: "0",
  DIGEST_HOUR: "0",
  LOG_LEVEL: "debug",
});

/** A pass of the scheduler has finished in this process (it runs at start). */
const passDone = (site: BuiltSite) =>
  site.waitForLog((l) => l.msg === "daily mails queued" || l.msg === "daily mails: nothing due" || l.msg === "daily mails: pass failed");

async function book(dataDir: string, id: string, createdAt: Date, status: "confirmed" | "declined" = "confirmed") {
  const db = await siteDb(dataDir);
  await db.insert(contactRequests).values({
    id,
    createdAt,
    lang: "en",
    name: id,
    email: `${id}@example.org`,
    country: "Cuba",
    comment: "",
    status,
    reservationDate: addDaysIso(restaurantToday(), 1),
    reservationTime: "20:30",
    area: "Terraza",
    pax: 2,
  });
  db.$client.close();
}

/** An owner account (made by admin:create, which makes the database) and a request answered long ago. */
async function siteInUse(dataDir: string) {
  await createOwnerAccount(dataDir, "owner@terraza.example", "una contraseña bastante larga");
  await book(dataDir, "answered", new Date(Date.now() - 30 * DAY_MS), "declined");
}

describe("the built server's daily mails", () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp?.stop();
  });

  it("sends the digest and a reminder once each, across two restarts", async () => {
    const dataDir = tempDataDir();
    const today = restaurantToday();
    const digestId = `<digest.${today}@terraza.example>`;
    await siteInUse(dataDir);
    const first = await startBuiltSite({ dataDir, env: env(smtp) });
    await first.waitForLog((l) => l.msg === "daily mails scheduled (Havana time)" && l.reminderHour === 0 && l.digestHour === 0);
    await smtp.waitFor(1, (m) => m.parsed.messageId === digestId);
    await first.stop();

    // Tomorrow's bookings: one made days ago (reminded), one made an hour ago (not: within 24 h).
    await book(dataDir, "early", new Date(Date.now() - 3 * DAY_MS));
    await book(dataDir, "recent", new Date(Date.now() - 60 * 60_000));
    const second = await startBuiltSite({ dataDir, env: env(smtp) });
    const [reminder] = await smtp.waitFor(1, (m) => m.parsed.messageId === "<early.reminder@terraza.example>");
    expect(reminder!.envelopeTo).toEqual(["early@example.org"]);
    expect(reminder!.parsed.subject).toMatch(/^See you tomorrow: /);
    await second.stop();

    const third = await startBuiltSite({ dataDir, env: env(smtp) });
    expect((await passDone(third)).msg).toBe("daily mails: nothing due");
    await third.stop();
    const db = await siteDb(dataDir);
    const rows = await db.select().from(outbox).where(eq(outbox.kind, "reminder"));
    expect(rows.map((r) => [r.id, r.state])).toEqual([["early.reminder", "sent"]]);
    db.$client.close();
    expect(smtp.mails.filter((m) => m.parsed.messageId === digestId)).toHaveLength(1);
    expect(smtp.mails.filter((m) => m.envelopeTo.includes("early@example.org"))).toHaveLength(1);
    expect(smtp.mails.filter((m) => m.envelopeTo.includes("recent@example.org"))).toHaveLength(0);
  });

  it("sends one digest when two processes start at once on one DATA_DIR", async () => {
    const dataDir = tempDataDir();
    const today = restaurantToday();
    // A first start makes the database (and today's digest, which goes to .eml files: no SMTP);
    // without its row the day is as yet without a digest, as at the start of any day.
    const { SMTP_URL: _none, ...noSmtp } = env(smtp);
    await siteInUse(dataDir);
    const setup = await startBuiltSite({ dataDir, env: noSmtp });
    await passDone(setup);
    await setup.stop();
    const db = await siteDb(dataDir);
    await db.delete(outbox).where(eq(outbox.kind, "digest"));

    const before = smtp.mails.length;
    const [a, b] = await Promise.all([startBuiltSite({ dataDir, env: env(smtp) }), startBuiltSite({ dataDir, env: env(smtp) })]);
    await Promise.all([passDone(a), passDone(b)]);
    const [row] = await eventually(async () => {
      const sent = await db.select().from(outbox).where(eq(outbox.kind, "digest"));
      return sent.every((r) => r.state === "sent") && sent.length > 0 ? sent : undefined;
    });
    await Promise.all([a.stop(), b.stop()]);
    db.$client.close();
    expect(row).toMatchObject({ id: `digest.${today}`, attempts: 1 });
    const digests = smtp.mails.slice(before).filter((m) => m.parsed.messageId === `<digest.${today}@terraza.example>`);
    expect(digests).toHaveLength(1);
    // Both processes ran their pass; one queued the digest, the other found it queued.
    expect([a, b].map((s) => s.logs.some((l) => l.msg === "daily mails queued")).sort()).toEqual([false, true]);
  });
});
