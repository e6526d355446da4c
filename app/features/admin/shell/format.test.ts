import { describe, expect, it } from "vitest";
import { formatInstant, formatInstantSortable, formatIsoDate, isIsoDate, isoDateIn } from "./format.ts";

describe("owners' area dates and times", () => {
  it("writes an instant in the restaurant's time zone, not the server's", () => {
    // 02:30 UTC on 1 May is still 30 April, 22:30 in Havana (UTC-4 in summer).
    const instant = Date.UTC(2026, 4, 1, 2, 30);
    expect(formatInstant(instant, "America/Havana")).toBe("30/04/2026 22:30");
    expect(isoDateIn(instant, "America/Havana")).toBe("2026-04-30");
    expect(formatInstantSortable(instant, "America/Havana")).toBe("2026-04-30 22:30");
    expect(formatInstant(instant, "Europe/Madrid")).toBe("01/05/2026 04:30");
  });

  it("writes midnight as 00:00 and keeps the years' four digits", () => {
    // Havana in winter is UTC-5: 05:05 UTC on 1 January is 00:05 the same day.
    expect(formatInstant(Date.UTC(2027, 0, 1, 5, 5), "America/Havana")).toBe("01/01/2027 00:05");
    expect(formatInstantSortable(new Date(Date.UTC(2027, 0, 1, 4, 59)), "America/Havana")).toBe("2026-12-31 23:59");
  });

  it("writes reservation dates as dd/MM/yyyy", () => {
    expect(formatIsoDate("2026-09-12")).toBe("12/09/2026");
    expect(formatIsoDate("nonsense")).toBe("nonsense");
  });

  it("knows real calendar dates", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(isIsoDate("12/09/2026")).toBe(false);
  });
});
