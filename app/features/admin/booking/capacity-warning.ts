import { fill } from "#app/lib/fill.ts";
import { to12HourLabel } from "#app/lib/clock.ts";
import { formatReservationDate } from "#app/booking/reservation-dates.ts";
import type { Schedule } from "#app/booking/schedule.ts";
import type { CapacityQuestion, CapacityVerdict } from "#app/features/schedule/capacity.server.ts";
import type { bookingTexts } from "./booking-texts.ts";

// What an owner reads when a reservation they write down (a booking by hand, a change of one)
// would pass the schedule's capacity or is a large party: nothing is saved until they tick
// "Book anyway" (docs/product.md §17). One sentence for every owner's path.

type WarningTexts = Pick<(typeof bookingTexts)["en"], "bookingFullWarning" | "bookingLargeWarning">;

export function capacityWarningText(t: WarningTexts, verdict: CapacityVerdict, schedule: Schedule, reservation: CapacityQuestion): string {
  return verdict.kind === "large-party"
    ? fill(t.bookingLargeWarning, { pax: reservation.pax, min: verdict.min })
    : fill(t.bookingFullWarning, {
        area: reservation.area,
        left: verdict.left,
        cap: schedule.capacity[reservation.area] ?? 0,
        time: to12HourLabel(reservation.time),
        pax: reservation.pax,
        date: formatReservationDate(reservation.date),
      });
}
