import { describe, expect, it } from "vitest";
import { scheduleFromSiteFacts } from "#app/features/schedule/rules/schedule-defaults.ts";
import siteFacts from "#content/site.json";
import type { Schedule } from "#app/booking/schedule.ts";
import { isNotToday, nextMidnight, notTodayUntil } from "./not-today.ts";

// The site's schedule: 07:00–23:00 every day, America/Havana (UTC−5 in winter, UTC−4 in summer).
const schedule = scheduleFromSiteFacts(siteFacts);
const havana = (local: string, offset = "-05:00") => new Date(`${local}:00${offset}`);

describe("the not-today mark ends by itself at the next opening", () => {
  it("switched on at 06:00, before today's opening: it lasts all today and ends at tomorrow's opening", () => {
    const on = havana("2026-12-01T06:00");
    const until = notTodayUntil(schedule, on);
    expect(until.toISOString()).toBe(havana("2026-12-02T07:00").toISOString());
    expect(isNotToday(until, havana("2026-12-01T20:00"))).toBe(true);
    expect(isNotToday(until, havana("2026-12-01T23:59"))).toBe(true);
    // Past Havana's midnight it is still marked: the kitchen has not opened yet.
    expect(isNotToday(until, havana("2026-12-02T00:30"))).toBe(true);
    expect(isNotToday(until, havana("2026-12-02T06:59"))).toBe(true);
    expect(isNotToday(until, havana("2026-12-02T07:00"))).toBe(false);
  });

  it("switched on at 22:00: it ends at the next morning's opening, not at midnight nor a day later", () => {
    const until = notTodayUntil(schedule, havana("2026-12-01T22:00"));
    expect(until.toISOString()).toBe(havana("2026-12-02T07:00").toISOString());
  });

  it("switched on at 00:30 (already the next day in Havana, though still the evening in UTC): the day after's opening", () => {
    // 00:30 in Havana is 05:30 UTC: the restaurant's date, not the server's, decides.
    expect(notTodayUntil(schedule, havana("2026-12-02T00:30")).toISOString()).toBe(havana("2026-12-03T07:00").toISOString());
  });

  it("skips days the schedule closes: the mark lasts until the restaurant opens again", () => {
    const closedTomorrow: Schedule = {
      ...schedule,
      exceptions: [{ from: "2026-12-02", to: "2026-12-03", periods: [], labelEn: "Closed", labelEs: "Cerrado" }],
    };
    expect(notTodayUntil(closedTomorrow, havana("2026-12-01T12:00")).toISOString()).toBe(havana("2026-12-04T07:00").toISOString());
  });

  it("follows daylight saving time (summer: UTC−4)", () => {
    expect(notTodayUntil(schedule, havana("2027-07-10T22:00", "-04:00")).toISOString()).toBe(havana("2027-07-11T07:00", "-04:00").toISOString());
  });

  it("an item never marked is available", () => {
    expect(isNotToday(null, new Date())).toBe(false);
  });
});

describe("the restaurant's next midnight (when today's specials end)", () => {
  it("is 00:00 of the next Havana day, even when the server's UTC date differs", () => {
    expect(nextMidnight(havana("2026-12-01T22:00"), "America/Havana").toISOString()).toBe(havana("2026-12-02T00:00").toISOString());
    expect(nextMidnight(havana("2026-12-01T00:00"), "America/Havana").toISOString()).toBe(havana("2026-12-02T00:00").toISOString());
  });

  it("is 01:00 on the night Havana's clocks jump from midnight (second Sunday of March)", () => {
    expect(nextMidnight(havana("2026-03-07T20:00"), "America/Havana").toISOString()).toBe(new Date("2026-03-08T05:00:00Z").toISOString());
  });
});
