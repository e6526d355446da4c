import { describe, expect, it } from "vitest";
import { seatingSlotsOn } from "#app/booking/bookable-slots.ts";
import { weekdays } from "#app/booking/wall-time.ts";
import siteFacts from "#content/site.json";
import { to12HourLabel } from "#app/lib/clock.ts";
import { FIRST_SLOT, LAST_SLOT } from "#app/booking/time-slots.ts";
import { scheduleFromSiteFacts } from "./schedule-defaults.ts";
import { seededSchedule } from "#tests/support/site/schedule-fixture.ts";

describe("the first schedule, from content/site.json", () => {
  it("offers on every weekday exactly the spec's slots: 64, every 15 minutes from 07:00 to 22:45", () => {
    const schedule = scheduleFromSiteFacts(siteFacts);
    const slots = seatingSlotsOn(schedule, "2027-01-04");
    expect(slots).toHaveLength(64);
    expect([slots[0], slots.at(-1)]).toEqual([FIRST_SLOT, LAST_SLOT]);
    expect([slots[0], slots.at(-1)].map((s) => to12HourLabel(s!))).toEqual(["7:00 AM", "10:45 PM"]);
    // 4–10 January 2027: one of each weekday.
    for (let day = 4; day <= 10; day++) {
      expect(seatingSlotsOn(schedule, `2027-01-${String(day).padStart(2, "0")}`)).toEqual(slots);
    }
    expect(Object.keys(schedule.weekly)).toEqual([...weekdays]);
  });

  it("is the schedule the tests start from (tests/support/site/schedule-fixture.ts)", () => {
    expect(scheduleFromSiteFacts(siteFacts)).toEqual(seededSchedule);
  });
});
