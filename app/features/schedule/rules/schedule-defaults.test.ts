import { describe, expect, it } from "vitest";
import { seatingSlotsOn, weekdays } from "../../../lib/schedule";
import { siteFacts } from "../../../shell/content/site";
import { timeSlots } from "../../requests/rules/time-slots";
import { scheduleFromSiteFacts } from "./schedule-defaults";

describe("the first schedule, from content/site.json", () => {
  it("offers on every weekday exactly the spec's slots", () => {
    const schedule = scheduleFromSiteFacts(siteFacts);
    // 4–10 January 2027: one of each weekday.
    for (let day = 4; day <= 10; day++) {
      expect(seatingSlotsOn(schedule, `2027-01-${String(day).padStart(2, "0")}`)).toEqual(timeSlots.map((s) => s.value));
    }
    expect(Object.keys(schedule.weekly)).toEqual([...weekdays]);
  });
});
