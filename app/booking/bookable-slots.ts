import { isClosedDay, periodsOn, type Schedule } from "./schedule.ts";
import { SLOT_MINUTES } from "./time-slots.ts";
import { addDaysToIsoDate, instantOfWallTime, minutesOfWallTime, wallMomentAt, wallTimeOfMinutes, weekdays, type WallTime } from "./wall-time.ts";

// Which slots of the schedule can be booked, and why not (docs/product.md §17): what the
// reservation form offers and the server accepts.

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
