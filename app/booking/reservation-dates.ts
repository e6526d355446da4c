import { TZDate } from "@date-fns/tz";
import { addDays, format, isValid, parse } from "date-fns";
import { restaurantTimeZone } from "./time-zone.ts";

// Reservation dates (docs/product.md §5, §12): "today" and the last bookable day are
// the restaurant's, not the visitor's. Dates travel as ISO "yyyy-MM-dd" strings,
// which compare correctly as text, and are shown as dd/MM/yyyy where a guest types or picks one;
// elsewhere with weekday and month in words (app/lib/formats.ts).

export const DISPLAY_DATE_FORMAT = "dd/MM/yyyy";
export { restaurantTimeZone };

/**
 * How long a reservation lasts in the guest's calendar (the .ics of a confirmation): the form
 * asks only for the arrival time, and a table at a tapas bar is usually kept about two hours.
 */
export const RESERVATION_CALENDAR_MINUTES = 120;

export type DateRange = { readonly min: string; readonly max: string };

/** Today's date where the restaurant is, as ISO "yyyy-MM-dd". */
export function restaurantToday(now: Date = new Date(), timeZone = restaurantTimeZone): string {
  return format(new TZDate(now.getTime(), timeZone), "yyyy-MM-dd");
}

/** From today to 31 December of next year, both included, in the restaurant's time zone. */
export function reservationDateRange(now: Date = new Date(), timeZone = restaurantTimeZone): DateRange {
  const min = restaurantToday(now, timeZone);
  return { min, max: `${Number(min.slice(0, 4)) + 1}-12-31` };
}

/** A calendar day at noon, so no time zone offset can move it to a neighbouring day. */
export function isoToLocalDate(iso: string): Date {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12);
}

export function localDateToIso(date: Date): string {
  return format(date, "yyyy-MM-dd");
}

export function addDaysIso(iso: string, days: number): string {
  return localDateToIso(addDays(isoToLocalDate(iso), days));
}

/**
 * The ISO date of "dd/MM/yyyy" (what the visitor types and the JSON of docs/product.md §3 carries)
 * or of "yyyy-MM-dd" (what a native date input posts without JavaScript); undefined
 * for anything else, including impossible days such as 31/02/2027.
 */
export function parseReservationDate(input: string): string | undefined {
  const text = input.trim();
  const pattern = /^\d{2}\/\d{2}\/\d{4}$/.test(text)
    ? DISPLAY_DATE_FORMAT
    : /^\d{4}-\d{2}-\d{2}$/.test(text)
      ? "yyyy-MM-dd"
      : undefined;
  if (!pattern) return undefined;
  const date = parse(text, pattern, isoToLocalDate("2000-01-01"));
  return isValid(date) ? localDateToIso(date) : undefined;
}

/** "2027-03-05" → "05/03/2027". */
export function formatReservationDate(iso: string): string {
  return format(isoToLocalDate(iso), DISPLAY_DATE_FORMAT);
}

export function isInRange(iso: string, range: DateRange): boolean {
  return iso >= range.min && iso <= range.max;
}
