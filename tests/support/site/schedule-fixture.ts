import { weekdays } from "#app/booking/wall-time.ts";
import { type Period, type Schedule } from "#app/booking/schedule.ts";

// The schedule tests start from: a new site's (app/features/schedule/rules/schedule-defaults.ts
// from content/site.json: 7:00 AM – 11:00 PM every day, no exception, no cap), written out so a
// test shows what it checks against (and because Playwright's loader cannot import the JSON
// file). Each test changes what it is about with a spread.

/** A week from its days' periods, Monday first; a day not given is closed. */
export function weekOf(days: readonly (readonly Period[])[]): Schedule["weekly"] {
  return Object.fromEntries(weekdays.map((day, i) => [day, days[i] ?? []])) as Schedule["weekly"];
}

/** The same periods on every day of the week. */
export function everyDay(periods: readonly Period[]): Schedule["weekly"] {
  return weekOf(weekdays.map(() => periods));
}

export const seededSchedule: Schedule = {
  timeZone: "America/Havana",
  weekly: everyDay([{ opens: "07:00", closes: "23:00" }]),
  exceptions: [],
  booking: { lastSeatingMinutes: 15, noticeMinutes: 0, maxDaysAhead: null, largePartyMin: null },
  capacity: {},
};
