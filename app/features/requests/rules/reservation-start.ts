import { firstInstantAfter, instantOfWallTime } from "#app/booking/wall-time.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";

// When a reservation begins, and the rule a no-show follows (decision-steps.ts guards the other
// decisions). Read by the owners' pages' loaders and actions; kept out of decision-steps.ts, which
// those pages' scripts import, so the scripts carry no date library.

/** The moment a reservation begins, in the restaurant's time zone; undefined without a date. */
export function reservationStart(r: { reservationDate: string | null; reservationTime: string | null }): Date | undefined {
  if (!r.reservationDate) return undefined;
  const time = r.reservationTime ?? "00:00";
  return instantOfWallTime(r.reservationDate, time, restaurantTimeZone) ?? firstInstantAfter(r.reservationDate, time, restaurantTimeZone);
}

/** A guest can be marked as not having come only once their reservation's time has begun. */
export function noShowOpen(r: { reservationDate: string | null; reservationTime: string | null }, now: Date): boolean {
  const start = reservationStart(r);
  return start === undefined || now.getTime() >= start.getTime();
}
