import { desc } from "drizzle-orm";
import { scheduleRevisions } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import { wallMomentAt } from "#app/booking/wall-time.ts";
import { withoutPastExceptions, type Schedule } from "#app/booking/schedule.ts";
import { publish } from "#app/shell/content/content-version.server.ts";
import siteFacts from "#content/site.json";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { scheduleFromSiteFacts } from "./rules/schedule-defaults.ts";
import type { ScheduleEdit } from "./rules/schedule-schema.ts";

/** The schedule in force: the newest saved version (db() seeds the first one). */
export async function currentSchedule(): Promise<Schedule> {
  const [row] = await (await db())
    .select({ document: scheduleRevisions.document })
    .from(scheduleRevisions)
    .orderBy(desc(scheduleRevisions.id))
    .limit(1);
  return row ? (JSON.parse(row.document) as Schedule) : scheduleFromSiteFacts(siteFacts);
}

/** The schedule in force as every view shows it: exceptions that already ended left out. */
export async function currentScheduleAt(now: Date): Promise<Schedule> {
  const schedule = await currentSchedule();
  return withoutPastExceptions(schedule, wallMomentAt(now, schedule.timeZone).date);
}

export type ScheduleChange = { readonly id: number; readonly changedBy: string; readonly changedAt: Date };

export type ScheduleSave =
  | { readonly saved: true; readonly schedule: Schedule }
  /** Someone saved another version after the one this edit started from: nothing was written. */
  | { readonly saved: false; readonly newer: ScheduleChange };

/**
 * Saves an owner's schedule (parsed by app/features/schedule/rules/schedule-schema.ts) as the
 * new version in force, in the site's time zone and without exceptions that already ended,
 * then publishes it: every public page shows it at its next view. `basedOn` is the version the
 * owner's form showed (0 for none): the schedule is one document, so saving over a version the
 * owner never saw would silently undo another owner's change.
 */
export async function saveSchedule(edit: ScheduleEdit, by: string, basedOn: number, now = new Date()): Promise<ScheduleSave> {
  const timeZone = restaurantTimeZone;
  const schedule = withoutPastExceptions({ ...edit, timeZone }, wallMomentAt(now, timeZone).date);
  const outcome = await (await db()).transaction(
    async (tx): Promise<ScheduleSave> => {
      const [newest] = await tx
        .select({ id: scheduleRevisions.id, changedBy: scheduleRevisions.changedBy, changedAt: scheduleRevisions.createdAt })
        .from(scheduleRevisions)
        .orderBy(desc(scheduleRevisions.id))
        .limit(1);
      if (newest && newest.id !== basedOn) return { saved: false, newer: newest };
      await tx.insert(scheduleRevisions).values({ document: JSON.stringify(schedule), changedBy: by, createdAt: now });
      return { saved: true, schedule };
    },
    { behavior: "immediate" },
  );
  if (outcome.saved) await publish();
  return outcome;
}

/** Who saved the schedule and when, newest first (the first is the version in force). */
export async function scheduleHistory(limit: number): Promise<readonly ScheduleChange[]> {
  return (await db())
    .select({ id: scheduleRevisions.id, changedBy: scheduleRevisions.changedBy, changedAt: scheduleRevisions.createdAt })
    .from(scheduleRevisions)
    .orderBy(desc(scheduleRevisions.id))
    .limit(limit);
}
