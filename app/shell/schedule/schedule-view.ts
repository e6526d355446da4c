import type { Lang } from "#app/lib/lang.ts";
import { endOfDate, upcomingExceptions, type Schedule } from "#app/booking/schedule.ts";
import { openStateAt, openStateChanges } from "#app/booking/open-state.ts";
import { wallMomentAt } from "#app/booking/wall-time.ts";
import { exceptionText, openStateText, weeklyHoursLines, type HoursLine } from "#app/booking/schedule-words.ts";

// What every public page shows of the schedule (docs/product.md §17), worded on the server
// from app/booking/open-state.ts, so the browser gets short texts and no schedule code (the home
// page's JavaScript budget, docs/decisions/0011). Pages are kept by the HTML cache per
// restaurant day (server/html-cache/public-page-cache.ts), so what changes with the date (the notice line, the
// next exception) is right for the day a page is served; what changes within the day (open
// or closed) is carried as answers ahead of time and picked by the browser's own clock
// (open-now-line.tsx), so no kept page, service worker copy or time zone can make it wrong.

/** How many days ahead an exception shows in the notice line on every page. */
export const NOTICE_DAYS = 7;
/** How far ahead a page carries the open/closed answers; past that it shows none. */
export const OPEN_NOW_DAYS = 8;
/** How far ahead the footer looks for the next exception. */
export const NEXT_EXCEPTION_DAYS = 366;

/** A line shown until an instant (ms since 1970), then hidden by the browser. */
export type TimedLine = { readonly text: string; readonly until: number };

/** From each instant (ms) on, what the open/closed line says; the last entry ("") ends it. */
export type OpenNowStates = readonly (readonly [number, string])[];

export type ScheduleView = {
  readonly hours: readonly HoursLine[];
  readonly next: TimedLine | null;
  readonly notices: readonly TimedLine[];
  readonly openNow: OpenNowStates;
};

export function scheduleView(schedule: Schedule, now: Date, lang: Lang): ScheduleView {
  const today = wallMomentAt(now, schedule.timeZone).date;
  const timed = (e: Schedule["exceptions"][number]): TimedLine => ({ text: exceptionText(e, lang), until: endOfDate(schedule, e.to).getTime() });
  const next = upcomingExceptions(schedule, today, NEXT_EXCEPTION_DAYS)[0];
  return {
    hours: weeklyHoursLines(schedule, lang),
    next: next ? timed(next) : null,
    notices: upcomingExceptions(schedule, today, NOTICE_DAYS).map(timed),
    openNow: openNowStates(schedule, now, lang),
  };
}

/** The open/closed line's text from `now` to OPEN_NOW_DAYS later, at each instant it changes. */
export function openNowStates(schedule: Schedule, now: Date, lang: Lang): OpenNowStates {
  const until = new Date(now.getTime() + OPEN_NOW_DAYS * 24 * 60 * 60_000);
  const states: [number, string][] = [];
  for (const at of [now, ...openStateChanges(schedule, now, until)]) {
    const text = openStateText(openStateAt(schedule, at), wallMomentAt(at, schedule.timeZone).date, lang);
    if (states.at(-1)?.[1] !== text) states.push([at.getTime(), text]);
  }
  states.push([until.getTime(), ""]);
  return states;
}
