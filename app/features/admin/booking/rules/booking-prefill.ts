import { bookingSources, type BookingSource } from "./booking-schema.ts";

// A booking by hand may start filled in from its address (?date=&time=&source=): the day view's
// walk-in link (app/features/admin/day/day-view.tsx) opens it with today, the next slot and
// "at the door". Anything not a bookable date, a seating time or a source is left out, never an error.

export type BookingPrefill = { fecha?: string; hora?: string; source?: BookingSource };

export function bookingPrefill(params: URLSearchParams, dates: { min: string; max: string }, times: readonly string[]): BookingPrefill {
  const date = params.get("date") ?? "";
  const time = params.get("time") ?? "";
  const source = params.get("source") ?? "";
  return {
    ...(/^\d{4}-\d{2}-\d{2}$/.test(date) && date >= dates.min && date <= dates.max ? { fecha: date } : {}),
    ...(times.includes(time) ? { hora: time } : {}),
    ...((bookingSources as readonly string[]).includes(source) ? { source: source as BookingSource } : {}),
  };
}
