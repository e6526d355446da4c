import { describe, expect, it } from "vitest";
import { FIRST_SLOT, LAST_SLOT } from "./contact-limits";
import { findSlot, parseSlotTime, timeSlots } from "./time-slots";

describe("time slots (docs/product.md §3)", () => {
  it("has 64 slots every 15 minutes from 07:00 to 22:45", () => {
    expect(timeSlots).toHaveLength(64);
    expect(timeSlots[0]).toEqual({ value: FIRST_SLOT, label: "7:00 AM" });
    expect(timeSlots.at(-1)).toEqual({ value: LAST_SLOT, label: "10:45 PM" });
    expect(new Set(timeSlots.map((s) => s.value)).size).toBe(64);
  });

  it("labels every slot in 12-hour form", () => {
    expect(timeSlots.find((s) => s.value === "15:15")?.label).toBe("3:15 PM");
    expect(timeSlots.find((s) => s.value === "12:00")?.label).toBe("12:00 PM");
    expect(timeSlots.find((s) => s.value === "11:45")?.label).toBe("11:45 AM");
  });

  it("finds a slot by value or by label, and nothing outside the list", () => {
    expect(findSlot("15:15")?.label).toBe("3:15 PM");
    expect(findSlot("3:15 PM")?.value).toBe("15:15");
    expect(findSlot(" 3:15 pm ")?.value).toBe("15:15");
    for (const s of timeSlots) expect(findSlot(s.label)).toBe(s);
    expect(findSlot("06:45")).toBeUndefined();
    expect(findSlot("23:00")).toBeUndefined();
    expect(findSlot("15:10")).toBeUndefined();
    expect(findSlot("")).toBeUndefined();
  });

  it("reads any quarter hour, in 24 or 12 hours, for the schedule to judge", () => {
    expect(parseSlotTime("06:30")).toBe("06:30");
    expect(parseSlotTime(" 6:30 am ")).toBe("06:30");
    expect(parseSlotTime("12:00 AM")).toBe("00:00");
    expect(parseSlotTime("12:15 PM")).toBe("12:15");
    expect(parseSlotTime("11:45 PM")).toBe("23:45");
    for (const s of timeSlots) expect(parseSlotTime(s.label)).toBe(s.value);
    for (const bad of ["15:10", "24:00", "13:00 PM", "7:00", "", "noon"]) expect(parseSlotTime(bad)).toBeUndefined();
  });
});
