import { TZDate, tzOffset } from "@date-fns/tz";
import { format } from "date-fns";

// The restaurant's schedule and every question asked of it (docs/product.md §17): is a
// date open, which slots are bookable on it and why not, what is the next opening, is it open
// now. The reservation form, the server's checks, the footer, the notice line, the open/closed
// line, the JSON-LD, the inbox and the tests all ask this one module. It is pure: the schedule
// and the instant "now" are arguments, so the same answer comes out in the browser and on the
// server, whatever time zone the device is in. Times are wall-clock times in the schedule's
// time zone (America/Havana, which observes daylight saving time).
//
// The document's validation (what an owner may save) is app/features/schedule/rules/; this
// module trusts a document that passed it.

/** A wall-clock time "HH:mm"; a closing may also be "24:00" (midnight at the end of the day). */
export type WallTime = string;

/** One opening period of a day, opens < closes, within the day (no period runs past midnight). */
export type Period = { readonly opens: WallTime; readonly closes: WallTime };

export const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof weekdays)[number];

/** A date or a range of dates (both included) closed, or open with other hours. */
export type ScheduleException = {
  /** ISO "yyyy-MM-dd". */
  readonly from: string;
  /** ISO "yyyy-MM-dd", on or after `from`. */
  readonly to: string;
  /** Empty: closed all day. */
  readonly periods: readonly Period[];
  readonly labelEn: string;
  readonly labelEs: string;
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

/** Every reservation slot starts on a multiple of this many minutes (docs/product.md §3). */
export const SLOT_MINUTES = 15;

/** Why a date and time cannot be booked, in the order they are checked. */
export type SlotRefusal =
  /** before today or after the last bookable day */
  | "out-of-range"
  /** the whole day is closed (weekly hours or an exception) */
  | "closed-day"
  /** the restaurant is open that day, but this is not one of its seating slots */
  | "not-a-slot"
  /** the slot is sooner than the minimum notice (or already past) */
  | "too-soon";

/** A moment as the restaurant's clock shows it. */
export type WallMoment = { readonly date: string; readonly time: WallTime };

export type OpenState =
  | { readonly open: true; readonly closes: WallMoment }
  | { readonly open: false; readonly opens: WallMoment | undefined };

// ---- wall-clock arithmetic -------------------------------------------------------------------

export function minutesOfWallTime(time: WallTime): number {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export function wallTimeOfMinutes(minutes: number): WallTime {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The ISO date `days` after `iso` (calendar arithmetic, no time zone involved). */
export function addDaysToIsoDate(iso: string, days: number): string {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

export function weekdayOf(iso: string): Weekday {
  const [y, m, d] = iso.split("-").map(Number);
  const sundayFirst = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return weekdays[(sundayFirst + 6) % 7] as Weekday;
}

/** Where the restaurant's clock stands at `now`. */
export function wallMomentAt(now: Date, timeZone: string): WallMoment {
  const local = new TZDate(now.getTime(), timeZone);
  return { date: format(local, "yyyy-MM-dd"), time: format(local, "HH:mm") };
}

/** A date and wall time read as if it were UTC: the instant before the time zone's offset. */
function naiveUtc(date: string, minutes: number): number {
  const [y, m, d] = date.split("-").map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 0, minutes);
}

const HOUR = 60 * 60 * 1000;

/**
 * The instant a wall-clock time happens on a date in the time zone; undefined when that time
 * does not exist that day (the hour skipped when daylight saving time begins). A time that
 * happens twice (the hour repeated when it ends) gives the first.
 */
export function instantOfWallTime(date: string, time: WallTime, timeZone: string): Date | undefined {
  const naive = naiveUtc(date, minutesOfWallTime(time));
  // The offset in force some hours before and after; a wall time is real under either of them
  // when the offset at the instant it names is that same offset.
  const offsets = new Set([tzOffset(timeZone, new Date(naive - 14 * HOUR)), tzOffset(timeZone, new Date(naive + 14 * HOUR))]);
  const instants = [...offsets]
    .map((offset) => naive - offset * 60_000)
    .filter((at) => tzOffset(timeZone, new Date(at)) === (naive - at) / 60_000)
    .toSorted((a, b) => a - b);
  return instants[0] === undefined ? undefined : new Date(instants[0]);
}

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

/**
 * The seating slots of a date by its hours alone: every SLOT_MINUTES from each opening up to the
 * last seating before its closing, leaving out wall times that do not exist that day.
 */
export function seatingSlotsOn(schedule: Schedule, date: string): readonly WallTime[] {
  const slots: WallTime[] = [];
  for (const period of periodsOn(schedule, date)) {
    const last = minutesOfWallTime(period.closes) - schedule.booking.lastSeatingMinutes;
    const first = Math.ceil(minutesOfWallTime(period.opens) / SLOT_MINUTES) * SLOT_MINUTES;
    for (let m = first; m <= last && m < 24 * 60; m += SLOT_MINUTES) {
      const time = wallTimeOfMinutes(m);
      if (instantOfWallTime(date, time, schedule.timeZone)) slots.push(time);
    }
  }
  return slots;
}

/** The days one can book: today (the restaurant's) to the last bookable day, both included. */
export function bookingDateRange(schedule: Schedule, now: Date): { readonly min: string; readonly max: string } {
  const min = wallMomentAt(now, schedule.timeZone).date;
  const endOfNextYear = `${Number(min.slice(0, 4)) + 1}-12-31`;
  const { maxDaysAhead } = schedule.booking;
  const byRule = maxDaysAhead === null ? endOfNextYear : addDaysToIsoDate(min, maxDaysAhead);
  return { min, max: byRule < endOfNextYear ? byRule : endOfNextYear };
}

/** Why this date and time cannot be booked at `now`; undefined when it can. */
export function slotRefusal(schedule: Schedule, date: string, time: WallTime, now: Date): SlotRefusal | undefined {
  const range = bookingDateRange(schedule, now);
  if (date < range.min || date > range.max) return "out-of-range";
  if (isClosedDay(schedule, date)) return "closed-day";
  if (!seatingSlotsOn(schedule, date).includes(time)) return "not-a-slot";
  return isTooSoon(schedule, date, time, now) ? "too-soon" : undefined;
}

function isTooSoon(schedule: Schedule, date: string, time: WallTime, now: Date): boolean {
  const at = instantOfWallTime(date, time, schedule.timeZone);
  return !at || at.getTime() < now.getTime() + schedule.booking.noticeMinutes * 60_000;
}

/** The slots of a date one can book at `now`: what the form offers and the server accepts. */
export function bookableSlots(schedule: Schedule, date: string, now: Date): readonly WallTime[] {
  const range = bookingDateRange(schedule, now);
  if (date < range.min || date > range.max) return [];
  return seatingSlotsOn(schedule, date).filter((time) => !isTooSoon(schedule, date, time, now));
}

/** Why a whole date cannot be booked at `now` (closed, out of range, or every slot too soon). */
export function dateRefusal(schedule: Schedule, date: string, now: Date): SlotRefusal | undefined {
  const range = bookingDateRange(schedule, now);
  if (date < range.min || date > range.max) return "out-of-range";
  if (isClosedDay(schedule, date)) return "closed-day";
  return bookableSlots(schedule, date, now).length > 0 ? undefined : "too-soon";
}

/** The first date from `now` on with a bookable slot, looking `days` ahead; undefined if none. */
export function firstBookableDate(schedule: Schedule, now: Date, days: number): string | undefined {
  const { min, max } = bookingDateRange(schedule, now);
  for (let date = min, i = 0; i <= days && date <= max; date = addDaysToIsoDate(date, 1), i++) {
    if (!dateRefusal(schedule, date, now)) return date;
  }
  return undefined;
}

/** How far open/closed and next-opening answers look ahead before they say "not in sight". */
export const OPENING_SEARCH_DAYS = 366;

/** The opening and closing instants of every period from the day before `now` on, in order. */
function* periodsFrom(schedule: Schedule, now: Date): Generator<{ opens: Date; closes: Date; date: string; period: Period }> {
  const today = wallMomentAt(now, schedule.timeZone).date;
  for (let i = -1; i <= OPENING_SEARCH_DAYS; i++) {
    const date = addDaysToIsoDate(today, i);
    for (const period of periodsOn(schedule, date)) {
      // A time skipped by daylight saving time opens or closes at the first instant after it.
      const opens = instantOfWallTime(date, period.opens, schedule.timeZone) ?? firstInstantAfter(date, period.opens, schedule.timeZone);
      const closes = instantOfWallTime(date, period.closes, schedule.timeZone) ?? firstInstantAfter(date, period.closes, schedule.timeZone);
      yield { opens, closes, date, period };
    }
  }
}

function firstInstantAfter(date: string, time: WallTime, timeZone: string): Date {
  for (let m = minutesOfWallTime(time) + SLOT_MINUTES; m <= 24 * 60; m += SLOT_MINUTES) {
    const at = instantOfWallTime(date, wallTimeOfMinutes(m), timeZone);
    if (at) return at;
  }
  return instantOfWallTime(addDaysToIsoDate(date, 1), "00:00", timeZone) ?? new Date(0);
}

/**
 * Whether the restaurant is open at `now`, and until when; or when it opens next (undefined
 * when nothing opens within OPENING_SEARCH_DAYS). Periods that touch (11:00–11:00) count as one.
 */
export function openStateAt(schedule: Schedule, now: Date): OpenState {
  const t = now.getTime();
  let current: { closes: Date } | undefined;
  for (const p of periodsFrom(schedule, now)) {
    if (current) {
      if (p.opens.getTime() > current.closes.getTime()) break;
      if (p.closes.getTime() > current.closes.getTime()) current = { closes: p.closes };
      continue;
    }
    if (p.opens.getTime() <= t && t < p.closes.getTime()) current = { closes: p.closes };
    else if (p.opens.getTime() > t) return { open: false, opens: wallMomentAt(p.opens, schedule.timeZone) };
  }
  if (current) return { open: true, closes: closingMoment(current.closes, schedule.timeZone) };
  return { open: false, opens: undefined };
}

/** A closing at midnight reads as "24:00" of its day, not "00:00" of the next. */
function closingMoment(at: Date, timeZone: string): WallMoment {
  const moment = wallMomentAt(at, timeZone);
  if (moment.time !== "00:00") return moment;
  return wallMomentAt(new Date(at.getTime() - 1), timeZone).date === moment.date
    ? moment
    : { date: addDaysToIsoDate(moment.date, -1), time: "24:00" };
}

/**
 * The first opening on a later day than today (the restaurant's): when a "not today" mark ends.
 * Undefined when nothing opens within OPENING_SEARCH_DAYS.
 */
export function firstOpeningAfterToday(schedule: Schedule, now: Date): Date | undefined {
  const today = wallMomentAt(now, schedule.timeZone).date;
  for (const p of periodsFrom(schedule, now)) {
    if (p.date > today) return p.opens;
  }
  return undefined;
}

/**
 * The instants in (from, until] at which what the open/closed line says can change: every
 * opening and closing, and every start of a day (a "tomorrow" becomes a "today"). Between two
 * of them openStateAt gives the same answer, so a page can carry the answers ahead of time and
 * the browser pick the one in force by its own clock (app/shell/schedule/schedule-view.ts).
 */
export function openStateChanges(schedule: Schedule, from: Date, until: Date): readonly Date[] {
  const times = new Set<number>();
  const keep = (at: Date) => {
    if (at.getTime() > from.getTime() && at.getTime() <= until.getTime()) times.add(at.getTime());
  };
  const lastDate = wallMomentAt(until, schedule.timeZone).date;
  for (const p of periodsFrom(schedule, from)) {
    if (p.date > lastDate) break;
    keep(p.opens);
    keep(p.closes);
  }
  const today = wallMomentAt(from, schedule.timeZone).date;
  for (let i = 1; ; i++) {
    const date = addDaysToIsoDate(today, i);
    const start = instantOfWallTime(date, "00:00", schedule.timeZone) ?? firstInstantAfter(date, "00:00", schedule.timeZone);
    if (start.getTime() > until.getTime()) break;
    keep(start);
  }
  return [...times].toSorted((a, b) => a - b).map((t) => new Date(t));
}

/** Every seating time of the weekly hours, in order: what a form that knows no date yet offers. */
export function weeklySeatingTimes(schedule: Schedule): readonly WallTime[] {
  const minutes = new Set<number>();
  for (const day of weekdays) {
    for (const period of schedule.weekly[day]) {
      const last = minutesOfWallTime(period.closes) - schedule.booking.lastSeatingMinutes;
      const first = Math.ceil(minutesOfWallTime(period.opens) / SLOT_MINUTES) * SLOT_MINUTES;
      for (let m = first; m <= last && m < 24 * 60; m += SLOT_MINUTES) minutes.add(m);
    }
  }
  return [...minutes].toSorted((a, b) => a - b).map(wallTimeOfMinutes);
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

// ---- capacity --------------------------------------------------------------------------------

/** Covers (people) of confirmed reservations on one date, per slot and area: covers[time][area]. */
export type SlotCovers = Readonly<Record<WallTime, Readonly<Record<string, number>>>>;

/** Seats left in an area's slot, or undefined when the area has no cap. */
export function coversLeft(schedule: Schedule, covers: SlotCovers, time: WallTime, area: string): number | undefined {
  const cap = schedule.capacity[area];
  if (cap === undefined) return undefined;
  return Math.max(0, cap - (covers[time]?.[area] ?? 0));
}

/** Whether a party of `people` no longer fits in the area's slot. */
export function isSlotFull(schedule: Schedule, covers: SlotCovers, time: WallTime, area: string, people: number): boolean {
  const left = coversLeft(schedule, covers, time, area);
  return left !== undefined && people > left;
}

/** Whether a party is large enough to be pointed to WhatsApp and the phone instead. */
export function isLargeParty(schedule: Schedule, people: number): boolean {
  return schedule.booking.largePartyMin !== null && people >= schedule.booking.largePartyMin;
}
