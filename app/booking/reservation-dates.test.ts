import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDaysIso,
  formatReservationDate,
  parseReservationDate,
  reservationDateRange,
  restaurantTimeZone,
  restaurantToday,
} from "./reservation-dates.ts";

/** An independent oracle: the wall-clock date in Havana according to Intl. */
function havanaDate(instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Havana", year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

describe("reservation dates in the restaurant's time zone (docs/product.md §12)", () => {
  it("uses the site's time zone", () => {
    expect(restaurantTimeZone).toBe("America/Havana");
  });

  it("takes today from Havana, not from the server, across midnight", () => {
    // Havana is UTC-5 in winter: 04:30 UTC on 1 January is still New Year's Eve there.
    expect(reservationDateRange(new Date("2027-01-01T04:30:00Z"))).toEqual({ min: "2026-12-31", max: "2027-12-31" });
    expect(reservationDateRange(new Date("2027-01-01T05:30:00Z"))).toEqual({ min: "2027-01-01", max: "2028-12-31" });
    // In summer (UTC-4) the day changes at 04:00 UTC.
    expect(restaurantToday(new Date("2027-07-01T03:59:00Z"))).toBe("2027-06-30");
    expect(restaurantToday(new Date("2027-07-01T04:00:00Z"))).toBe("2027-07-01");
  });

  it("agrees with Intl for any instant", () => {
    const instant = fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2040-12-31T23:59:59Z"), noInvalidDate: true });
    fc.assert(
      fc.property(instant, (now) => {
        const { min, max } = reservationDateRange(now);
        return min === havanaDate(now) && max === `${Number(havanaDate(now).slice(0, 4)) + 1}-12-31`;
      }),
    );
  });

  it("reads dd/MM/yyyy and ISO dates, and nothing impossible", () => {
    expect(parseReservationDate("05/03/2027")).toBe("2027-03-05");
    expect(parseReservationDate("2027-03-05")).toBe("2027-03-05");
    expect(parseReservationDate("29/02/2028")).toBe("2028-02-29");
    for (const bad of ["29/02/2027", "31/04/2027", "5/3/2027", "2027/03/05", "", "hoy", "05/13/2027", "00/01/2027"]) {
      expect(parseReservationDate(bad), bad).toBeUndefined();
    }
  });

  it("round-trips every day between display and ISO", () => {
    const day = fc.integer({ min: 0, max: 365 * 30 }).map((n) => addDaysIso("2020-01-01", n));
    fc.assert(fc.property(day, (iso) => parseReservationDate(formatReservationDate(iso)) === iso));
  });
});
