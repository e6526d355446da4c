import { TZDate, tzOffset } from "@date-fns/tz";
import { format } from "date-fns";
import { SLOT_MINUTES } from "./time-slots.ts";

// The restaurant's clock (docs/product.md §17): wall-clock times and dates in the schedule's time
// zone (America/Havana, which observes daylight saving time), and the instants they name. Pure,
// so the same answer comes out in the browser and on the server, whatever time zone the device is in.

/** A wall-clock time "HH:mm"; a closing may also be "24:00" (midnight at the end of the day). */
export type WallTime = string;

export const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof weekdays)[number];

/** A moment as the restaurant's clock shows it. */
export type WallMoment = { readonly date: string; readonly time: WallTime };

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

/**
 * The first quarter-hour after `time` that exists on `date`, else the next day's first instant:
 * where an opening or closing at a wall time skipped by daylight saving time falls.
 */
export function firstInstantAfter(date: string, time: WallTime, timeZone: string): Date {
  for (let m = minutesOfWallTime(time) + SLOT_MINUTES; m <= 24 * 60; m += SLOT_MINUTES) {
    const at = instantOfWallTime(date, wallTimeOfMinutes(m), timeZone);
    if (at) return at;
  }
  return instantOfWallTime(addDaysToIsoDate(date, 1), "00:00", timeZone) ?? new Date(0);
}
