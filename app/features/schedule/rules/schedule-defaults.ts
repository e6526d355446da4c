import { minutesOfWallTime, weekdays, type Weekday } from "#app/booking/wall-time.ts";
import { type Period, type Schedule } from "#app/booking/schedule.ts";
import { LAST_SLOT } from "#app/booking/time-slots.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";

/**
 * The schedule a site starts with (docs/product.md §17: nothing changes for an existing site until the
 * owners edit it): content/site.json's daily hours every day, no exceptions, the spec's last
 * seating (LAST_SLOT before closing), no minimum notice, booking up to 31 December of next year,
 * no capacity caps.
 */
export function scheduleFromSiteFacts(facts: { readonly openingHours: { readonly opens: string; readonly closes: string } }): Schedule {
  const { opens, closes } = facts.openingHours;
  const periods: readonly Period[] = [{ opens, closes }];
  const weekly = Object.fromEntries(weekdays.map((day) => [day, periods])) as Record<Weekday, readonly Period[]>;
  return {
    timeZone: restaurantTimeZone,
    weekly,
    exceptions: [],
    booking: {
      lastSeatingMinutes: minutesOfWallTime(closes) - minutesOfWallTime(LAST_SLOT),
      noticeMinutes: 0,
      maxDaysAhead: null,
      largePartyMin: null,
    },
    capacity: {},
  };
}
