import { describe, expect, it } from "vitest";
import { is24HourTime, storedTimeLabel, to12HourLabel } from "./clock.ts";

describe("12-hour labels", () => {
  it("labels 24-hour times the way the spec writes them", () => {
    expect(to12HourLabel("07:00")).toBe("7:00 AM");
    expect(to12HourLabel("11:45")).toBe("11:45 AM");
    expect(to12HourLabel("15:15")).toBe("3:15 PM");
    expect(to12HourLabel("22:45")).toBe("10:45 PM");
    expect(to12HourLabel("23:00")).toBe("11:00 PM");
    expect(to12HourLabel("12:00")).toBe("12:00 PM");
    expect(to12HourLabel("00:30")).toBe("12:30 AM");
  });

  it("refuses anything that is not HH:mm", () => {
    for (const text of ["7:00", "24:00", "12:60", "nonsense", ""]) {
      expect(is24HourTime(text)).toBe(false);
      expect(() => to12HourLabel(text)).toThrow(RangeError);
    }
  });

  it("shows a stored time as a label, or as it is when it is not a time", () => {
    expect(storedTimeLabel("20:15")).toBe("8:15 PM");
    expect(storedTimeLabel("nonsense")).toBe("nonsense");
  });
});
