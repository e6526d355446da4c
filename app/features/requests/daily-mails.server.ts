import { and, asc, eq, exists, lt, ne, or } from "drizzle-orm";
import type { Logger } from "pino";
import { contactRequests, outbox, owners } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import { logger as defaultLogger } from "#app/logger.server.ts";
import { notifyOutbox } from "../outbox/outbox.server.ts";
import type { DigestContent } from "./digest-mail.server.ts";
import { startPeriodicPass, type PeriodicPass } from "#app/lib/periodic-pass.server.ts";
import {
  bookedEarlyEnoughForReminder,
  digestDayDue,
  digestOutboxId,
  reminderDayDue,
  reminderOutboxId,
  unansweredBefore,
} from "./rules/daily-mails.ts";

// The one scheduler of the daily mails (docs/operations.md §1, "Daily mails"): every minute, and
// at start, it queues in the outbox what is due on the restaurant's clock (America/Havana):
// - from REMINDER_HOUR on, a 'reminder' for each confirmed reservation of tomorrow whose request
//   was made early enough (REMINDER_MIN_BOOKING_AGE_HOURS in ./rules/daily-mails.ts);
// - from DIGEST_HOUR on, today's 'digest' for the owners.
// Each row has a fixed id (`<request>.reminder`, `digest.<yyyy-MM-dd>`) and is inserted with
// INSERT … ON CONFLICT DO NOTHING, so however often this runs, after restarts or in two
// processes at once, each mail is queued once; the outbox worker's claim then sends it once.
// A reminder is checked again when it is sent (a reservation cancelled meanwhile gets none).
// Nothing is queued until the site is in use: an owner account exists and a request has arrived
// (docs/operations.md §1), so a fresh install mails nobody before anyone has set it up.

export const DAILY_MAILS_INTERVAL_MS = 60_000;

/** The Havana hours (REMINDER_HOUR, DIGEST_HOUR); undefined: that mail is off. */
export type DailyMailSettings = { reminderHour: number | undefined; digestHour: number | undefined };

export type QueuedDailyMails = { reminders: string[]; digest?: string };

/** Queues what is due at `now`; returns the ids it newly queued. */
export async function queueDailyMails(now: Date, { reminderHour, digestHour }: DailyMailSettings): Promise<QueuedDailyMails> {
  const database = await db();
  const queued: QueuedDailyMails = { reminders: [] };
  if (!(await siteInUse())) return queued;
  const tomorrow = reminderDayDue(now, reminderHour);
  if (tomorrow && reminderHour !== undefined) {
    const candidates = await database
      .select({ id: contactRequests.id, createdAt: contactRequests.createdAt })
      .from(contactRequests)
      .where(
        and(
          eq(contactRequests.status, "confirmed"),
          eq(contactRequests.reservationDate, tomorrow),
          ne(contactRequests.email, ""),
          // A booking an owner entered by hand is reminded only if its guest was mailed about it
          // (the owner chose to send the confirmation): otherwise the guest never gave us the
          // e-mail to write to, and the first mail they get would be a reminder.
          or(
            eq(contactRequests.source, "site"),
            exists(
              database
                .select({ id: outbox.id })
                .from(outbox)
                .where(and(eq(outbox.requestId, contactRequests.id), eq(outbox.kind, "status"))),
            ),
          ),
        ),
      );
    const due = candidates.filter((r) => bookedEarlyEnoughForReminder(r.createdAt, tomorrow, reminderHour));
    if (due.length > 0) {
      const inserted = await database
        .insert(outbox)
        .values(due.map((r) => ({ id: reminderOutboxId(r.id), requestId: r.id, kind: "reminder" as const, nextAttemptAt: now, createdAt: now })))
        .onConflictDoNothing()
        .returning({ id: outbox.id });
      queued.reminders = inserted.map((r) => r.id);
    }
  }
  const today = digestDayDue(now, digestHour);
  if (today) {
    const [inserted] = await database
      .insert(outbox)
      .values({ id: digestOutboxId(today), kind: "digest", digestDate: today, nextAttemptAt: now, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: outbox.id });
    queued.digest = inserted?.id;
  }
  if (queued.reminders.length > 0 || queued.digest) notifyOutbox();
  return queued;
}

/** An owner account exists and a request has arrived: before both, the daily mails would go to nobody who asked for them. */
export async function siteInUse(): Promise<boolean> {
  const database = await db();
  const [owner] = await database.select({ id: owners.id }).from(owners).limit(1);
  if (!owner) return false;
  const [request] = await database.select({ id: contactRequests.id }).from(contactRequests).limit(1);
  return request !== undefined;
}

/** What a digest lists: `date`'s confirmed reservations, and the requests still 'new' `unansweredHours` before `at`. */
export async function digestContent(date: string, at: Date, unansweredHours: number): Promise<DigestContent> {
  const database = await db();
  const reservations = await database
    .select()
    .from(contactRequests)
    .where(and(eq(contactRequests.status, "confirmed"), eq(contactRequests.reservationDate, date)))
    .orderBy(asc(contactRequests.reservationTime), asc(contactRequests.createdAt));
  const unanswered = await database
    .select()
    .from(contactRequests)
    .where(and(eq(contactRequests.status, "new"), lt(contactRequests.createdAt, unansweredBefore(at, unansweredHours))))
    .orderBy(asc(contactRequests.createdAt));
  return { date, reservations, unanswered, unansweredHours };
}

export type DailyMailsOptions = DailyMailSettings & {
  log?: Logger;
  intervalMs?: number;
  now?: () => Date;
};

export type DailyMails = PeriodicPass<QueuedDailyMails>;

/** Runs a pass immediately and then every `intervalMs` (a minute) until stopped. */
export function startDailyMails(options: DailyMailsOptions): DailyMails {
  const { intervalMs = DAILY_MAILS_INTERVAL_MS, now = () => new Date() } = options;
  const log = options.log ?? defaultLogger;
  log.info({ reminderHour: options.reminderHour ?? "off", digestHour: options.digestHour ?? "off" }, "daily mails scheduled (Havana time)");
  return startPeriodicPass(
    async () => {
      const queued = await queueDailyMails(now(), options);
      if (queued.reminders.length > 0 || queued.digest) log.info({ reminders: queued.reminders.length, digest: queued.digest }, "daily mails queued");
      else log.debug("daily mails: nothing due");
      return queued;
    },
    { intervalMs, failed: (err) => log.error({ err }, "daily mails: pass failed") },
  );
}
