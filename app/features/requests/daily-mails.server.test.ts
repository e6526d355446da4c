import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedFacts } from "#app/shell/content/seed-facts.ts";
import { contactRequests, outbox, owners, requestStatusChanges } from "#db/schema.ts";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { startSmtpSink, type SmtpSink } from "#tests/support/site/smtp-sink.ts";
import { eventually } from "#tests/support/site/eventually.ts";
import { closeDb, db } from "#app/db.server.ts";
import { logger } from "#app/logger.server.ts";
import { queueDailyMails, startDailyMails, type DailyMailSettings } from "./daily-mails.server.ts";
import { createMailTransport } from "../outbox/mail-transport.server.ts";
import { manageUrl } from "./manage-token.server.ts";
import { startOutboxWorker, type OutboxWorker } from "../outbox/outbox-worker.server.ts";
import "#app/message-kinds.server.ts";

// The daily mails with real parts in this process: a real SQLite file, the real outbox worker and
// a real SMTP server on loopback; only the clock is set, to the minutes around the mails' Havana
// hours (the scheduler and the worker take `now`). A "restart" is what a new process does: the
// database closed and opened again, a new scheduler and a new worker. Whether the built server
// starts the scheduler is tests/integration/daily-mails.test.ts.

const data = freshDataDirs({ seed: false });
const settings: DailyMailSettings = { reminderHour: 10, digestHour: 9 };
const SITE = "https://terraza.example";
const addresses = { from: "web@terraza.example", to: "owners@terraza.example", siteUrl: SITE, site: seedFacts };

// Wednesday 25 November 2026, Havana on CST (UTC−5): 09:00 there is 14:00 UTC, 10:00 is 15:00 UTC.
const TODAY = "2026-11-25";
const TOMORROW = "2026-11-26";
const clock = { at: new Date("2026-11-25T13:00:00Z") };
const now = () => clock.at;
const setClock = (iso: string) => (clock.at = new Date(iso));

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp?.stop();
});
const workers: OutboxWorker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  smtp.mails.length = 0;
});

function startWorker(): OutboxWorker {
  const worker = startOutboxWorker({
    transport: createMailTransport({ SMTP_URL: smtp.url, DATA_DIR: data.dir }),
    addresses,
    log: logger,
    retryBaseMs: 50,
    digestUnansweredHours: 12,
    now,
  });
  workers.push(worker);
  return worker;
}

type Booking = Partial<typeof contactRequests.$inferInsert> & { id: string; createdAt: Date };
async function book(b: Booking) {
  await (await db()).insert(contactRequests).values({
    lang: "en",
    name: b.id,
    phone: "+53 5 111 2222",
    email: `${b.id}@example.org`,
    country: "Cuba",
    comment: "",
    status: "confirmed",
    reservationDate: TOMORROW,
    reservationTime: "20:30",
    area: "Terraza",
    pax: 2,
    ...b,
  });
}

async function outboxRows() {
  return (await db()).select().from(outbox).orderBy(outbox.id);
}

const mailsTo = (address: string) => smtp.mails.filter((m) => m.envelopeTo.includes(address));

const addOwner = async () => (await db()).insert(owners).values({ email: "owner@terraza.example", passwordHash: "not a real hash", updatedAt: new Date() });

describe("a site not yet in use", () => {
  it("queues no digest or reminder until an owner exists and a request has arrived", async () => {
    setClock("2026-11-25T15:00:00Z"); // 10:00 in Havana: both are due
    expect(await queueDailyMails(now(), settings)).toEqual({ reminders: [] });
    await book({ id: "early", createdAt: new Date("2026-11-20T12:00:00Z") });
    expect(await queueDailyMails(now(), settings)).toEqual({ reminders: [] });
    await (await db()).delete(contactRequests);
    await addOwner();
    expect(await queueDailyMails(now(), settings)).toEqual({ reminders: [] });
    await book({ id: "early", createdAt: new Date("2026-11-20T12:00:00Z") });
    expect(await queueDailyMails(now(), settings)).toEqual({ reminders: ["early.reminder"], digest: `digest.${TODAY}` });
  });
});

describe("the reminder and the morning digest", () => {
  beforeEach(addOwner);

  it("go out exactly once, from their Havana hour on, and not again after a restart", async () => {
    // Tomorrow: booked five days ago (reminded); booked 23 hours before the reminder time (not);
    // cancelled (not).
    // Its guest's link was renewed twice (docs/decisions/0026-guest-link-windows.md): the reminder carries the current one.
    await book({ id: "early", lang: "es", name: "María <b>José</b>", manageLinkGeneration: 2, createdAt: new Date("2026-11-20T12:00:00Z") });
    await book({ id: "late", createdAt: new Date("2026-11-24T16:00:00Z") });
    await book({ id: "gone", status: "cancelled", createdAt: new Date("2026-11-20T12:00:00Z") });
    // Today: three confirmed tables, one declined; two requests still new, one for 18 hours.
    const old = new Date("2026-11-10T12:00:00Z");
    await book({ id: "t2030", name: "Ann <script>", reservationDate: TODAY, reservationTime: "20:30", pax: 4, phone: "+53 5 444 4444", createdAt: old });
    await book({ id: "t1900", name: "Bea", reservationDate: TODAY, reservationTime: "19:00", area: "Balcón", pax: 2, createdAt: old });
    await book({ id: "t2100", name: "Cid", reservationDate: TODAY, reservationTime: "21:00", pax: 3, createdAt: old });
    await book({ id: "tno", name: "Dan", status: "declined", reservationDate: TODAY, createdAt: old });
    await book({ id: "waiting", name: "Eve & co", status: "new", reservationDate: "2026-12-01", createdAt: new Date("2026-11-24T20:00:00Z") });
    await book({ id: "fresh", name: "Fay", status: "new", createdAt: new Date("2026-11-25T10:00:00Z") });

    setClock("2026-11-25T13:59:00Z"); // 08:59 in Havana
    expect(await queueDailyMails(now(), settings)).toEqual({ reminders: [] });
    setClock("2026-11-25T14:00:00Z"); // 09:00: the digest
    expect(await queueDailyMails(now(), settings)).toEqual({ reminders: [], digest: `digest.${TODAY}` });
    setClock("2026-11-25T14:59:00Z");
    expect(await queueDailyMails(now(), settings)).toEqual({ reminders: [] });
    setClock("2026-11-25T15:00:00Z"); // 10:00: the reminders
    expect(await queueDailyMails(now(), settings)).toEqual({ reminders: ["early.reminder"] });
    expect((await outboxRows()).map((r) => [r.id, r.kind, r.requestId, r.digestDate])).toEqual([
      [`digest.${TODAY}`, "digest", null, TODAY],
      ["early.reminder", "reminder", "early", null],
    ]);

    startWorker();
    const [digest] = await smtp.waitFor(1, (m) => m.parsed.messageId === `<digest.${TODAY}@terraza.example>`);
    const [reminder] = await smtp.waitFor(1, (m) => m.parsed.messageId === "<early.reminder@terraza.example>");

    // The digest, in the owners' language: today's tables by time, people per area, the request waiting.
    expect(digest!.envelopeTo).toEqual(["owners@terraza.example"]);
    expect(digest!.parsed.subject).toBe("Hoy miércoles, 25 de noviembre de 2026: 3 reservas, 9 personas – La Terraza Trinidad");
    const text = digest!.parsed.text ?? "";
    expect(text).toContain("Reservas confirmadas para hoy\n- 7:00 PM · Bea · 2 personas · Balcón · +53 5 111 2222\n- 8:30 PM · Ann <script> · 4 personas · Terraza · +53 5 444 4444\n- 9:00 PM · Cid · 3 personas · Terraza");
    expect(text).toContain("Personas por área\nBalcón: 2\nTerraza: 7\nTotal: 9");
    expect(text).toContain(`Solicitudes que esperan respuesta desde hace más de 12 horas\n- Eve & co · martes, 1 de diciembre de 2026, 8:30 PM, 2 personas · recibida el martes, 24 de noviembre de 2026, 3:00 PM\n  ${SITE}/admin/requests/waiting`);
    expect(text).not.toContain("Dan");
    expect(text).not.toContain("Fay");
    // The owners' digest carries no guest's link.
    expect(text).not.toContain("/r/");
    const html = digest!.parsed.html || "";
    expect(html).toContain("Ann &#60;script&#62;");
    expect(html).not.toContain("<script>");
    expect(html).toContain("Eve &#38; co");
    expect(html).toContain(`href="${SITE}/admin/requests/waiting"`);

    // The reminder, in the guest's language, with the manage link and how to reach the restaurant.
    expect(reminder!.envelopeTo).toEqual(["early@example.org"]);
    expect(reminder!.parsed.subject).toBe("Te esperamos mañana: jueves, 26 de noviembre de 2026, 8:30 PM – La Terraza Trinidad");
    const reminderText = reminder!.parsed.text ?? "";
    expect(reminderText).toContain("Hola, María <b>José</b>:");
    expect(reminderText).toContain("Te recordamos tu reserva para 2 personas mañana, jueves, 26 de noviembre de 2026, a las 8:30 PM (Terraza).");
    expect(reminderText).toContain(manageUrl(SITE, "es", { id: "early", manageLinkGeneration: 2 }));
    expect(reminderText).not.toContain(manageUrl(SITE, "es", { id: "early", manageLinkGeneration: 0 }));
    expect(reminderText).toContain("+53 41 994 430");
    expect(reminderText).not.toMatch(/\{\w+\}/);
    expect(reminder!.parsed.html).toContain("María &#60;b&#62;José&#60;/b&#62;");

    // A restart: the database opened again, a new scheduler (it runs at once) and a new worker.
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await closeDb();
    setClock("2026-11-25T15:30:00Z");
    const scheduler = startDailyMails({ ...settings, now, log: logger });
    expect(await scheduler.runOnce()).toEqual({ reminders: [] });
    await scheduler.stop();
    startWorker();
    setClock("2026-11-25T23:00:00Z");
    expect(await queueDailyMails(now(), settings)).toEqual({ reminders: [] });
    const rows = await eventually(async () => {
      const all = await outboxRows();
      return all.every((r) => r.state === "sent") ? all : undefined;
    });
    expect(rows.map((r) => [r.id, r.attempts])).toEqual([
      [`digest.${TODAY}`, 1],
      ["early.reminder", 1],
    ]);
    expect(smtp.mails).toHaveLength(2);
    expect(mailsTo("late@example.org")).toEqual([]);
    expect(mailsTo("gone@example.org")).toEqual([]);
  });

  it("reminds a booking entered by hand only when its guest was mailed the confirmation", async () => {
    const early = new Date("2026-11-20T12:00:00Z");
    await book({ id: "phoned", source: "phone", createdAt: early });
    await book({ id: "phoned-mailed", source: "phone", createdAt: early });
    await (await db()).insert(requestStatusChanges).values({ id: 7, requestId: "phoned-mailed", status: "confirmed", changedBy: "owner@example.org", changedAt: early });
    await (await db())
      .insert(outbox)
      .values({ id: "phoned-mailed.status.7", requestId: "phoned-mailed", kind: "status", statusChangeId: 7, state: "sent", nextAttemptAt: early, createdAt: early });
    await book({ id: "from-site", createdAt: early });
    setClock("2026-11-25T15:00:00Z");
    expect((await queueDailyMails(now(), settings)).reminders.sort()).toEqual(["from-site.reminder", "phoned-mailed.reminder"]);
  });

  it("reminds a guest who wrote in German in German: the day in German words, the German clock, the link under /de", async () => {
    await book({ id: "lena", lang: "de", name: "Lena Müller", createdAt: new Date("2026-11-20T12:00:00Z") });
    setClock("2026-11-25T15:00:00Z");
    expect(await queueDailyMails(now(), settings)).toMatchObject({ reminders: ["lena.reminder"] });
    startWorker();
    const [reminder] = await eventually(async () => {
      const mails = mailsTo("lena@example.org");
      return mails.length > 0 ? mails : undefined;
    });
    expect(reminder!.parsed.subject).toBe("Bis morgen: Donnerstag, 26. November 2026, 20:30 Uhr – La Terraza Trinidad");
    const text = reminder!.parsed.text ?? "";
    expect(text).toContain("Guten Tag Lena Müller,");
    expect(text).toContain("Wir erinnern Sie an Ihre Reservierung für 2 Personen morgen, Donnerstag, 26. November 2026, um 20:30 Uhr (Terrasse).");
    expect(text).toContain(manageUrl(SITE, "de", { id: "lena", manageLinkGeneration: 0 }));
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it("withholds a reminder whose reservation was cancelled after it was queued", async () => {
    await book({ id: "early", createdAt: new Date("2026-11-20T12:00:00Z") });
    setClock("2026-11-25T15:00:00Z");
    expect(await queueDailyMails(now(), settings)).toMatchObject({ reminders: ["early.reminder"] });
    await (await db()).update(contactRequests).set({ status: "cancelled" }).where(eq(contactRequests.id, "early"));
    startWorker();
    const row = await eventually(async () => {
      const [r] = await (await db()).select().from(outbox).where(eq(outbox.id, "early.reminder"));
      return r?.state === "withheld" ? r : undefined;
    });
    expect(row.lastError).toBe("not-confirmed");
    await eventually(async () => ((await outboxRows()).every((r) => r.state !== "pending" && r.state !== "sending") ? true : undefined));
    expect(mailsTo("early@example.org")).toEqual([]);
  });

  it("is one digest a day when two schedulers and two workers run at once, and says so on a quiet day", async () => {
    // The site is in use (a request arrived once, and was answered); today is quiet.
    await book({ id: "answered", status: "declined", createdAt: new Date("2026-11-10T12:00:00Z") });
    setClock("2026-11-25T14:05:00Z");
    const [a, b] = await Promise.all([queueDailyMails(now(), settings), queueDailyMails(now(), settings)]);
    expect([a.digest, b.digest].filter(Boolean)).toEqual([`digest.${TODAY}`]);
    const first = startDailyMails({ ...settings, now, log: logger });
    const second = startDailyMails({ ...settings, now, log: logger });
    await Promise.all([first.runOnce(), second.runOnce()]);
    await Promise.all([first.stop(), second.stop()]);
    startWorker();
    startWorker();
    const [digest] = await smtp.waitFor(1);
    await eventually(async () => ((await outboxRows()).every((r) => r.state === "sent") ? true : undefined));
    expect((await outboxRows()).map((r) => [r.id, r.attempts])).toEqual([[`digest.${TODAY}`, 1]]);
    expect(smtp.mails).toHaveLength(1);
    expect(digest!.parsed.subject).toBe("Hoy miércoles, 25 de noviembre de 2026: 0 reservas, 0 personas – La Terraza Trinidad");
    expect(digest!.parsed.text).toContain("Hoy no hay reservas confirmadas.");
    expect(digest!.parsed.text).toContain("Ninguna solicitud espera respuesta desde hace tanto.");
  });
});
