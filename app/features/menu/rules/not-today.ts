// The owners' "not today" switch (docs/product.md §14.7): an item the kitchen cannot make today
// is marked until the restaurant's next opening on a later day (Havana time), then it is
// available again by itself. Pure, so the reset is unit-tested with any "now".
import { addDaysToIsoDate, instantOfWallTime, wallMomentAt } from "#app/booking/wall-time.ts";
import { firstOpeningAfterToday } from "#app/booking/open-state.ts";
import { type Schedule } from "#app/booking/schedule.ts";

/** When a mark switched on at `now` ends: the first opening after today; without one (closed for a year), the next midnight. */
export function notTodayUntil(schedule: Schedule, now: Date): Date {
  return firstOpeningAfterToday(schedule, now) ?? nextMidnight(now, schedule.timeZone);
}

/** Whether an item marked until `until` (null: never marked) is unavailable at `now`. */
export function isNotToday(until: Date | null | undefined, now: Date): boolean {
  return until != null && now.getTime() < until.getTime();
}

/** The restaurant's date at `now`, "yyyy-MM-dd". */
export function restaurantDate(now: Date, timeZone: string): string {
  return wallMomentAt(now, timeZone).date;
}

/** The first instant of the restaurant's next day: when a dated block (today's specials) ends. */
export function nextMidnight(now: Date, timeZone: string): Date {
  const tomorrow = addDaysToIsoDate(restaurantDate(now, timeZone), 1);
  // Midnight exists on every day in Havana's rules except when clocks jump at 00:00: then 01:00.
  return instantOfWallTime(tomorrow, "00:00", timeZone) ?? instantOfWallTime(tomorrow, "01:00", timeZone)!;
}
