import { describe, expect, it } from "vitest";
import { to12HourLabel } from "../lib/clock.ts";
import { parseSlotTime } from "./time-slots.ts";

describe("time slots (docs/product.md §3)", () => {
  it("reads any quarter hour, in 24 or 12 hours, for the schedule to judge", () => {
    expect(parseSlotTime("06:30")).toBe("06:30");
    expect(parseSlotTime(" 6:30 am ")).toBe("06:30");
    expect(parseSlotTime("12:00 AM")).toBe("00:00");
    expect(parseSlotTime("12:15 PM")).toBe("12:15");
    expect(parseSlotTime("11:45 PM")).toBe("23:45");
    for (let m = 0; m < 24 * 60; m += 15) {
      const value = `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
      expect(parseSlotTime(to12HourLabel(value))).toBe(value);
    }
    for (const bad of ["15:10", "24:00", "13:00 PM", "7:00", "", "noon"]) expect(parseSlotTime(bad)).toBeUndefined();
  });
});
