import { areas } from "#app/booking/areas.ts";
import type { Schedule } from "#app/booking/schedule.ts";
import { slotLoadOf, type SlotLoad } from "#app/features/schedule/capacity.server.ts";
import { bookingPrefill } from "./rules/booking-prefill.ts";

// The covers already confirmed per area in the slot a booking by hand is for (docs/product.md §17),
// shown beside its date and time before the owner saves: for the address's date and time (the day
// view's walk-in link, or the form's own reload when the owner picks them), and for the posted ones
// whenever the form comes back refused or warned.

/** A slot's load with the date and time it is for: the form shows it only while its fields still say so. */
export type BookingSlotLoad = { readonly date: string; readonly time: string; readonly load: readonly SlotLoad[] };

type Range = { min: string; max: string };

/** The load of the slot `?date=&time=` names; none when either is missing or not bookable. */
export async function bookingSlotLoad(schedule: Schedule, params: URLSearchParams, dates: Range, times: readonly string[]): Promise<BookingSlotLoad | undefined> {
  const { fecha, hora } = bookingPrefill(params, dates, times);
  if (!fecha || !hora) return undefined;
  return { date: fecha, time: hora, load: await slotLoadOf(schedule, fecha, hora, areas) };
}

/** The same for a posted form's date and time fields (fecha, hora). */
export function postedSlotLoad(schedule: Schedule, form: FormData, dates: Range, times: readonly string[]): Promise<BookingSlotLoad | undefined> {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  return bookingSlotLoad(schedule, new URLSearchParams({ date: text("fecha"), time: text("hora") }), dates, times);
}
