import type { Lang, OwnerLang } from "../lib/lang.ts";
import { addDaysToIsoDate, firstInstantAfter, instantOfWallTime, weekdayOf, weekdays, type WallTime, type Weekday } from "./wall-time.ts";

// The restaurant's schedule (docs/product.md §17): the document the owners edit, and its
// calendar (the periods and exception of a date, the weekly groups, the exceptions ahead). The
// questions asked of it sit beside it in app/booking/: which slots can be booked and why not
// (bookable-slots.ts), is it open now and what opens next (open-state.ts), the capacity's
// (covers.ts), all counting with the restaurant's clock (wall-time.ts). The reservation form, the
// server's checks, the footer, the notice line, the open/closed line, the JSON-LD, the inbox and
// the tests all ask these modules. They are pure: the schedule and the instant "now" are
// arguments, so the same answer comes out in the browser and on the server, whatever time zone
// the device is in.
//
// The document's validation (what an owner may save) is app/features/schedule/rules/; these
// modules trust a document that passed it.

/** One opening period of a day, opens < closes, within the day (no period runs past midnight). */
export type Period = { readonly opens: WallTime; readonly closes: WallTime };

/** The field of an exception's label in a language: "labelEn", "labelFr"… */
export type ExceptionLabelField<L extends Lang = Lang> = `label${Capitalize<L>}`;

/**
 * An exception's label ("Christmas Eve") in every guest language. The owners' languages' are
 * required (the owners write them as they always have); the other guest languages' are optional,
 * so a document saved before those languages existed still reads, and an owner may close a day at
 * short notice without writing six labels. A missing one is counted on the owners' Languages page
 * (it keeps the language from being published) and read in the default language meanwhile
 * (exceptionLabel, app/booking/schedule-words.ts).
 */
export type ExceptionLabels = { readonly [L in OwnerLang as ExceptionLabelField<L>]: string } & {
  readonly [L in Exclude<Lang, OwnerLang> as ExceptionLabelField<L>]?: string;
};

/** The field of an exception's label in a language: "fr" → "labelFr". */
export function exceptionLabelField<L extends Lang>(lang: L): ExceptionLabelField<L> {
  return `label${lang.charAt(0).toUpperCase()}${lang.slice(1)}` as ExceptionLabelField<L>;
}

/** A date or a range of dates (both included) closed, or open with other hours. */
export type ScheduleException = ExceptionLabels & {
  /** ISO "yyyy-MM-dd". */
  readonly from: string;
  /** ISO "yyyy-MM-dd", on or after `from`. */
  readonly to: string;
  /** Empty: closed all day. */
  readonly periods: readonly Period[];
};

export type BookingRules = {
  /** The last seating is this many minutes before each closing (15: 07:00–23:00 gives 22:45). */
  readonly lastSeatingMinutes: number;
  /** A slot is bookable only this many minutes ahead of now. */
  readonly noticeMinutes: number;
  /** How many days ahead one can book; null: up to 31 December of next year (docs/product.md §5). */
  readonly maxDaysAhead: number | null;
  /** A party of this many people or more is pointed to WhatsApp and the phone; null: none is. */
  readonly largePartyMin: number | null;
};

/** Covers per 15-minute slot, per area id; an area not named has no cap. */
export type Capacity = Readonly<Record<string, number>>;

export type Schedule = {
  readonly timeZone: string;
  readonly weekly: Readonly<Record<Weekday, readonly Period[]>>;
  readonly exceptions: readonly ScheduleException[];
  readonly booking: BookingRules;
  readonly capacity: Capacity;
};

// ---- the calendar ----------------------------------------------------------------------------

/** The exception in force on a date, if any (the owners' validation keeps them from overlapping). */
export function exceptionOn(schedule: Schedule, date: string): ScheduleException | undefined {
  return schedule.exceptions.find((e) => e.from <= date && date <= e.to);
}

/** The opening periods of a date: its exception's, or its weekday's. */
export function periodsOn(schedule: Schedule, date: string): readonly Period[] {
  return (exceptionOn(schedule, date) ?? { periods: schedule.weekly[weekdayOf(date)] }).periods;
}

export function isClosedDay(schedule: Schedule, date: string): boolean {
  return periodsOn(schedule, date).length === 0;
}

/** The instant a date ends in the time zone (the next day's first instant). */
export function endOfDate(schedule: Schedule, date: string): Date {
  const next = addDaysToIsoDate(date, 1);
  return instantOfWallTime(next, "00:00", schedule.timeZone) ?? firstInstantAfter(next, "00:00", schedule.timeZone);
}

/** Weekdays with the same hours side by side, Monday first: the footer's and JSON-LD's groups. */
export function weeklyHourGroups(schedule: Schedule): readonly { readonly days: readonly Weekday[]; readonly periods: readonly Period[] }[] {
  const groups: { days: Weekday[]; periods: readonly Period[] }[] = [];
  const same = (a: readonly Period[], b: readonly Period[]) =>
    a.length === b.length && a.every((p, i) => p.opens === b[i]?.opens && p.closes === b[i]?.closes);
  for (const day of weekdays) {
    const periods = schedule.weekly[day];
    const last = groups.at(-1);
    if (last && same(last.periods, periods)) last.days.push(day);
    else groups.push({ days: [day], periods });
  }
  return groups;
}

/** Exceptions that end today or later and begin within `days` of today, soonest first. */
export function upcomingExceptions(schedule: Schedule, today: string, days: number): readonly ScheduleException[] {
  const until = addDaysToIsoDate(today, days);
  return schedule.exceptions
    .filter((e) => e.to >= today && e.from <= until)
    .toSorted((a, b) => a.from.localeCompare(b.from));
}

/** The schedule without exceptions that ended before today: what every view shows. */
export function withoutPastExceptions(schedule: Schedule, today: string): Schedule {
  return { ...schedule, exceptions: schedule.exceptions.filter((e) => e.to >= today) };
}
