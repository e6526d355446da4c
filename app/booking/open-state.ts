import { periodsOn, type Period, type Schedule } from "./schedule.ts";
import { addDaysToIsoDate, firstInstantAfter, instantOfWallTime, wallMomentAt, type WallMoment } from "./wall-time.ts";

// Whether the restaurant is open at a moment, and when that changes (docs/product.md §17): the
// open/closed line, the "not today" marks and the pages' refresh ask it.

export type OpenState =
  | { readonly open: true; readonly closes: WallMoment }
  | { readonly open: false; readonly opens: WallMoment | undefined };

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
