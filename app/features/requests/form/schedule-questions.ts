import { fill } from "#app/lib/fill.ts";
import type { Lang } from "#app/lib/lang.ts";
import { bookableSlots, bookingDateRange, dateRefusal, slotRefusal, weeklySeatingTimes } from "#app/booking/bookable-slots.ts";
import { exceptionOn, type Schedule } from "#app/booking/schedule.ts";
import { type WallTime } from "#app/booking/wall-time.ts";
import { exceptionText } from "#app/booking/schedule-words.ts";
import { to12HourLabel } from "#app/lib/clock.ts";
import { formatReservationDate } from "#app/booking/reservation-dates.ts";
import type { ScheduleFormWords } from "./contact-form-words.ts";

// The reservation form's questions to the schedule (app/booking/bookable-slots.ts), in words:
// the form's own (`t`, schedule-form-texts.ts in the page's language, from the page's data) and
// the schedule's exceptions as the schedule words them in `lang`.

/** Why a day cannot be booked at `now`, in the visitor's language; undefined when it can. */
export function dayReason(schedule: Schedule, iso: string, now: Date, lang: Lang, t: ScheduleFormWords): string | undefined {
  const refusal = dateRefusal(schedule, iso, now);
  if (!refusal) return undefined;
  const date = formatReservationDate(iso);
  if (refusal === "out-of-range") {
    const { min, max } = bookingDateRange(schedule, now);
    return fill(t.outOfRange, { date, min: formatReservationDate(min), max: formatReservationDate(max) });
  }
  if (refusal === "closed-day") {
    const exception = exceptionOn(schedule, iso);
    return exception ? exceptionText(exception, lang) : fill(t.closedDay, { date });
  }
  return fill(t.dayOver, { date });
}

/** What to say about a day that is open with other hours (its exception), to show beside it. */
export function dayNote(schedule: Schedule, iso: string, lang: Lang): string | undefined {
  const exception = exceptionOn(schedule, iso);
  return exception ? exceptionText(exception, lang) : undefined;
}

/** Why this date and time cannot be booked at `now` (a date gone, a time too soon or not served); undefined when it can. */
export function slotReason(
  schedule: Schedule,
  iso: string,
  time: string,
  now: Date,
  lang: Lang,
  t: ScheduleFormWords,
): { field: "fecha" | "hora"; text: string } | undefined {
  const refusal = slotRefusal(schedule, iso, time, now);
  if (!refusal) return undefined;
  const date = formatReservationDate(iso);
  if (refusal === "out-of-range" || refusal === "closed-day" || dateRefusal(schedule, iso, now)) {
    return { field: "fecha", text: dayReason(schedule, iso, now, lang, t) ?? fill(t.dateGone, { date }) };
  }
  const label = to12HourLabel(time);
  return refusal === "too-soon" ? { field: "hora", text: fill(t.timeGone, { time: label }) } : { field: "hora", text: fill(t.notASlot, { time: label, date }) };
}

/** The message for a full slot: another time or area, or WhatsApp and the phone (the one in force: the root loader's facts). */
export function fullReason(time: string, t: ScheduleFormWords, phone: string): string {
  return fill(t.full, { time: to12HourLabel(time), phone });
}

/**
 * The times the form's list offers: the slots of the chosen date the schedule still books at
 * `now`; before a bookable date is chosen (none yet, or one typed that the date field refuses
 * with its reason), every seating time of the week, so the time can be chosen first.
 */
export function timesOffered(schedule: Schedule, iso: string | undefined, now: Date): readonly WallTime[] {
  return iso && !dateRefusal(schedule, iso, now) ? bookableSlots(schedule, iso, now) : weeklySeatingTimes(schedule);
}
