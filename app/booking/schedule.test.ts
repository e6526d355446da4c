import { describe, expect, it } from "vitest";
import { bookableSlots, bookingDateRange, seatingSlotsOn, slotRefusal } from "./bookable-slots.ts";
import { firstOpeningAfterToday, openStateAt } from "./open-state.ts";
import { instantOfWallTime, weekdayOf } from "./wall-time.ts";
import { isLargeParty, isSlotFull } from "./covers.ts";
import { upcomingExceptions, weeklyHourGroups, type Schedule } from "./schedule.ts";
import { everyDay, seededSchedule as seedLike } from "#tests/support/site/schedule-fixture.ts";

/** An instant given as Havana wall-clock time in winter (UTC−5) or summer (UTC−4). */
const havana = (local: string, offset: "-05:00" | "-04:00") => new Date(`${local}${offset}`);

describe("the seeded schedule keeps today's behaviour", () => {
  it("offers 07:00 … 22:45 every 15 minutes", () => {
    const slots = seatingSlotsOn(seedLike, "2027-01-15");
    expect(slots[0]).toBe("07:00");
    expect(slots.at(-1)).toBe("22:45");
    expect(slots).toHaveLength(64);
  });

  it("books from today to 31 December of next year", () => {
    expect(bookingDateRange(seedLike, havana("2026-11-27T23:30", "-05:00"))).toEqual({ min: "2026-11-27", max: "2027-12-31" });
  });
});

describe("refusals", () => {
  const schedule: Schedule = {
    ...seedLike,
    weekly: { ...seedLike.weekly, mon: [] },
    exceptions: [{ from: "2026-12-24", to: "2026-12-24", periods: [], labelEn: "Christmas Eve", labelEs: "Nochebuena" }],
    booking: { ...seedLike.booking, noticeMinutes: 120, maxDaysAhead: 60 },
  };
  const now = havana("2026-12-01T18:10", "-05:00"); // a Tuesday

  it("says why, in order", () => {
    expect(weekdayOf("2026-12-07")).toBe("mon");
    expect(slotRefusal(schedule, "2026-11-30", "12:00", now)).toBe("out-of-range");
    expect(slotRefusal(schedule, "2027-02-01", "12:00", now)).toBe("out-of-range");
    expect(slotRefusal(schedule, "2026-12-07", "12:00", now)).toBe("closed-day");
    expect(slotRefusal(schedule, "2026-12-24", "12:00", now)).toBe("closed-day");
    expect(slotRefusal(schedule, "2026-12-02", "23:00", now)).toBe("not-a-slot");
    expect(slotRefusal(schedule, "2026-12-02", "12:10", now)).toBe("not-a-slot");
    expect(slotRefusal(schedule, "2026-12-01", "20:00", now)).toBe("too-soon");
    expect(slotRefusal(schedule, "2026-12-01", "20:15", now)).toBeUndefined();
  });

  it("offers exactly the slots it accepts", () => {
    const offered = bookableSlots(schedule, "2026-12-01", now);
    expect(offered[0]).toBe("20:15");
    for (const time of seatingSlotsOn(schedule, "2026-12-01")) {
      expect(offered.includes(time)).toBe(slotRefusal(schedule, "2026-12-01", time, now) === undefined);
    }
  });

  it("lists the upcoming exceptions", () => {
    expect(upcomingExceptions(schedule, "2026-12-01", 30).map((e) => e.labelEn)).toEqual(["Christmas Eve"]);
    expect(upcomingExceptions(schedule, "2026-12-25", 30)).toEqual([]);
  });
});

describe("daylight saving time in Havana", () => {
  const night: Schedule = { ...seedLike, weekly: everyDay([{ opens: "00:00", closes: "02:00" }]) };

  it("skips the hour that does not exist when summer time begins (8 March 2026)", () => {
    expect(instantOfWallTime("2026-03-08", "00:30", "America/Havana")).toBeUndefined();
    expect(seatingSlotsOn(night, "2026-03-08")).toEqual(["01:00", "01:15", "01:30", "01:45"]);
    expect(seatingSlotsOn(night, "2026-03-07")).toHaveLength(8);
  });

  it("takes the first of the hour that happens twice when it ends (1 November 2026)", () => {
    expect(instantOfWallTime("2026-11-01", "00:30", "America/Havana")?.toISOString()).toBe("2026-11-01T04:30:00.000Z");
    expect(seatingSlotsOn(night, "2026-11-01")).toHaveLength(8);
  });

  it("knows a summer and a winter evening's offset", () => {
    expect(instantOfWallTime("2027-07-10", "20:30", "America/Havana")?.toISOString()).toBe("2027-07-11T00:30:00.000Z");
    expect(instantOfWallTime("2027-01-10", "20:30", "America/Havana")?.toISOString()).toBe("2027-01-11T01:30:00.000Z");
  });
});

describe("open now", () => {
  const split: Schedule = {
    ...seedLike,
    weekly: everyDay([
      { opens: "07:00", closes: "11:00" },
      { opens: "12:00", closes: "23:00" },
    ]),
  };

  it("tells open until the closing, closed until the opening", () => {
    expect(openStateAt(split, havana("2026-12-01T08:00", "-05:00"))).toEqual({ open: true, closes: { date: "2026-12-01", time: "11:00" } });
    expect(openStateAt(split, havana("2026-12-01T11:30", "-05:00"))).toEqual({ open: false, opens: { date: "2026-12-01", time: "12:00" } });
    expect(openStateAt(split, havana("2026-12-01T23:00", "-05:00"))).toEqual({ open: false, opens: { date: "2026-12-02", time: "07:00" } });
  });

  it("joins touching periods and reads midnight as 24:00", () => {
    const late: Schedule = { ...seedLike, weekly: everyDay([{ opens: "12:00", closes: "24:00" }, { opens: "00:00", closes: "00:00" }].slice(0, 1)) };
    expect(openStateAt(late, havana("2026-12-01T22:00", "-05:00"))).toEqual({ open: true, closes: { date: "2026-12-01", time: "24:00" } });
  });

  it("ends a 'not today' mark at the first opening of a later day", () => {
    expect(firstOpeningAfterToday(split, havana("2026-12-01T06:00", "-05:00"))?.toISOString()).toBe("2026-12-02T12:00:00.000Z");
  });

  it("groups equal days for the footer", () => {
    expect(weeklyHourGroups(seedLike)).toHaveLength(1);
    const weekend: Schedule = { ...seedLike, weekly: { ...seedLike.weekly, sun: [] } };
    expect(weeklyHourGroups(weekend).map((g) => g.days.length)).toEqual([6, 1]);
  });
});

describe("capacity", () => {
  const capped: Schedule = { ...seedLike, capacity: { Terraza: 40 }, booking: { ...seedLike.booking, largePartyMin: 13 } };
  const covers = { "20:00": { Terraza: 36, Interior: 50 } };

  it("counts what is left per area and slot", () => {
    expect(isSlotFull(capped, covers, "20:00", "Terraza", 4)).toBe(false);
    expect(isSlotFull(capped, covers, "20:00", "Terraza", 5)).toBe(true);
    expect(isSlotFull(capped, covers, "20:15", "Terraza", 40)).toBe(false);
    expect(isSlotFull(capped, covers, "20:00", "Interior", 25)).toBe(false);
    expect(isLargeParty(capped, 12)).toBe(false);
    expect(isLargeParty(capped, 13)).toBe(true);
    expect(isLargeParty(seedLike, 25)).toBe(false);
  });
});
