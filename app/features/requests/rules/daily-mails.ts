import { TZDate } from "@date-fns/tz";
import { addDaysIso, restaurantTimeZone, restaurantToday } from "#app/booking/reservation-dates.ts";

// When the daily mails are due (app/features/requests/daily-mails.server.ts queues them): the
// guest's reminder the day before a confirmed reservation and the owners' morning digest. Every
// hour here is the restaurant's (America/Havana), whatever the server's clock zone; Cuba moves its
// clocks at midnight (00:00 → 01:00 in March, 01:00 → 00:00 in November), which TZDate follows.

/**
 * The "none for bookings made within the last 24 h" rule, made exact: a reservation gets a
 * reminder only if its request was made at least this many hours before its reminder time
 * (REMINDER_HOUR on the day before the reservation, Havana time). Measured against that fixed
 * moment, not against when the scheduler happens to run, so a restart cannot change the answer.
 */
export const REMINDER_MIN_BOOKING_AGE_HOURS = 24;

const HOUR_MS = 60 * 60_000;

/** The hour (0–23) on the restaurant's clock at `now`. */
export function restaurantHour(now: Date, timeZone = restaurantTimeZone): number {
  return new TZDate(now.getTime(), timeZone).getHours();
}

/** `hour`:00 on the restaurant's clock on an ISO day (on the March change, 00:00 does not exist and is 01:00). */
export function restaurantMoment(isoDate: string, hour: number, timeZone = restaurantTimeZone): Date {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Date(new TZDate(y ?? 1970, (m ?? 1) - 1, d ?? 1, hour, 0, 0, timeZone).getTime());
}

/** When the reminder of a reservation on `reservationDate` is due: REMINDER_HOUR the day before. */
export function reminderMoment(reservationDate: string, reminderHour: number): Date {
  return restaurantMoment(addDaysIso(reservationDate, -1), reminderHour);
}

/** The rule REMINDER_MIN_BOOKING_AGE_HOURS: was this request made early enough to get a reminder? */
export function bookedEarlyEnoughForReminder(createdAt: Date, reservationDate: string, reminderHour: number): boolean {
  return reminderMoment(reservationDate, reminderHour).getTime() - createdAt.getTime() >= REMINDER_MIN_BOOKING_AGE_HOURS * HOUR_MS;
}

/**
 * The reservation day whose reminders are due at `now`: tomorrow, once the restaurant's clock
 * reads REMINDER_HOUR or later; undefined before it, and always when reminders are off.
 */
export function reminderDayDue(now: Date, reminderHour: number | undefined): string | undefined {
  return reminderHour !== undefined && restaurantHour(now) >= reminderHour ? addDaysIso(restaurantToday(now), 1) : undefined;
}

/** The day whose digest is due at `now`: today, once the restaurant's clock reads DIGEST_HOUR or later. */
export function digestDayDue(now: Date, digestHour: number | undefined): string | undefined {
  return digestHour !== undefined && restaurantHour(now) >= digestHour ? restaurantToday(now) : undefined;
}

/** Requests made before this moment and still 'new' are listed as unanswered in the digest. */
export function unansweredBefore(at: Date, unansweredHours: number): Date {
  return new Date(at.getTime() - unansweredHours * HOUR_MS);
}

/** Outbox ids: one reminder per request and one digest per day, whoever queues them and how often. */
export function reminderOutboxId(requestId: string): string {
  return `${requestId}.reminder`;
}

export function digestOutboxId(isoDate: string): string {
  return `digest.${isoDate}`;
}

export function telegramOutboxId(requestId: string): string {
  return `${requestId}.telegram`;
}

/** Why a queued reminder is not sent after all (outbox.last_error of a 'withheld' row). */
export type ReminderWithheldReason = "not-confirmed" | "reservation-past";

/**
 * Checked when the reminder is about to go out: a reservation cancelled (or otherwise no longer
 * confirmed) since it was queued, or one whose start has passed while the mail waited, gets none.
 */
export function reminderWithheld(
  request: { status: string; reservationDate: string | null; reservationTime: string | null },
  now: Date,
): ReminderWithheldReason | undefined {
  if (request.status !== "confirmed") return "not-confirmed";
  if (!request.reservationDate) return "not-confirmed";
  const [hh, mm] = (request.reservationTime ?? "23:59").split(":").map(Number);
  const start = restaurantMoment(request.reservationDate, hh ?? 23).getTime() + (mm ?? 0) * 60_000;
  return start <= now.getTime() ? "reservation-past" : undefined;
}
