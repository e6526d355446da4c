import { describe, expect, it } from "vitest";
import { to12HourLabel } from "./clock";

describe("12-hour labels", () => {
  it("labels 24-hour times the way the spec writes them", () => {
    expect(to12HourLabel("07:00")).toBe("7:00 AM");
    expect(to12HourLabel("15:15")).toBe("3:15 PM");
    expect(to12HourLabel("23:00")).toBe("11:00 PM");
    expect(to12HourLabel("12:00")).toBe("12:00 PM");
    expect(to12HourLabel("00:30")).toBe("12:30 AM");
  });

  it("refuses anything that is not HH:mm", () => {
    expect(() => to12HourLabel("7:00")).toThrow(RangeError);
    expect(() => to12HourLabel("24:00")).toThrow(RangeError);
  });
});
