import { describe, expect, it } from "vitest";
import type { Schedule } from "#app/booking/schedule.ts";
import { dayGroupText, exceptionText, openStateText, weeklyHoursLines } from "#app/booking/schedule-words.ts";
import { NOTICE_DAYS, OPEN_NOW_DAYS, openNowStates, scheduleView } from "./schedule-view.ts";
import { everyDay, seededSchedule as seeded } from "#tests/support/site/schedule-fixture.ts";

/** Havana in winter is UTC−5. */
const havana = (local: string) => new Date(`${local}-05:00`);
const christmasEve = { from: "2026-12-24", to: "2026-12-24", periods: [], labelEn: "Christmas Eve", labelEs: "Nochebuena" };

describe("the footer's weekly hours", () => {
  it("says 'Every day' when all days are alike, in both languages", () => {
    expect(weeklyHoursLines(seeded, "en")).toEqual([{ days: "Every day", hours: "7:00 AM – 11:00 PM" }]);
    expect(weeklyHoursLines(seeded, "es")).toEqual([{ days: "Todos los días", hours: "7:00 AM – 11:00 PM" }]);
  });

  it("groups neighbouring days, with several periods a day and closed days", () => {
    const schedule: Schedule = {
      ...seeded,
      weekly: { ...everyDay([{ opens: "07:00", closes: "11:00" }, { opens: "12:00", closes: "24:00" }]), mon: [], sun: [{ opens: "09:00", closes: "23:00" }] },
    };
    expect(weeklyHoursLines(schedule, "en")).toEqual([
      { days: "Mon", hours: "Closed" },
      { days: "Tue – Sat", hours: "7:00 AM – 11:00 AM, 12:00 PM – 12:00 AM" },
      { days: "Sun", hours: "9:00 AM – 11:00 PM" },
    ]);
    expect(weeklyHoursLines(schedule, "es").map((l) => `${l.days}: ${l.hours}`)).toEqual([
      "lun: Cerrado",
      "mar – sáb: 7:00 AM – 11:00 AM, 12:00 PM – 12:00 AM",
      "dom: 9:00 AM – 11:00 PM",
    ]);
    expect(dayGroupText(["sat", "sun"], "es")).toBe("sáb – dom");
  });
});

describe("the hours in the other languages, on their own clock", () => {
  it("writes the 24-hour clock where the language reads it, and midnight as 0:00", () => {
    const schedule: Schedule = { ...seeded, weekly: { ...everyDay([{ opens: "07:00", closes: "24:00" }]), mon: [] } };
    expect(weeklyHoursLines(schedule, "fr")).toEqual([
      { days: "lun.", hours: "Fermé" },
      { days: "mar. – dim.", hours: "7:00 – 0:00" },
    ]);
    expect(weeklyHoursLines(seeded, "de")).toEqual([{ days: "Täglich", hours: "7:00 – 23:00" }]);
    expect(weeklyHoursLines(seeded, "it")[0]?.hours).toBe("7:00 – 23:00");
    expect(weeklyHoursLines(seeded, "ru")[0]?.hours).toBe("7:00 – 23:00");
  });

  it("says the open/closed line with those times and the language's dates", () => {
    const today = "2026-12-01"; // a Tuesday
    expect(openStateText({ open: true, closes: { date: today, time: "23:00" } }, today, "de")).toBe("Jetzt geöffnet · schließt um 23:00");
    expect(openStateText({ open: false, opens: { date: "2026-12-24", time: "07:00" } }, today, "de")).toBe("Jetzt geschlossen · öffnet am 24.12. um 7:00");
    expect(openStateText({ open: false, opens: { date: "2026-12-24", time: "13:00" } }, today, "fr")).toBe("Fermé en ce moment · ouvre le 24/12 à 13:00");
    expect(openStateText({ open: false, opens: { date: "2026-12-03", time: "13:00" } }, today, "ru")).toBe("Сейчас закрыто · откроемся в четверг в 13:00");
    expect(openStateText({ open: true, closes: { date: today, time: "23:00" } }, today, "it")).toBe("Aperto ora · chiude alle 23:00");
  });
});

describe("exceptions in words", () => {
  it("a closed day, a closed range, other hours", () => {
    expect(exceptionText(christmasEve, "en")).toBe("Closed on 24/12: Christmas Eve");
    expect(exceptionText(christmasEve, "es")).toBe("Cerrado el 24/12: Nochebuena");
    const range = { ...christmasEve, to: "2026-12-26", labelEn: "Holidays", labelEs: "Vacaciones" };
    expect(exceptionText(range, "en")).toBe("Closed from 24/12 to 26/12: Holidays");
    expect(exceptionText(range, "es")).toBe("Cerrado del 24/12 al 26/12: Vacaciones");
    const short = { ...christmasEve, periods: [{ opens: "12:00", closes: "17:00" }] };
    expect(exceptionText(short, "en")).toBe("Open 12:00 PM – 5:00 PM on 24/12: Christmas Eve");
    expect(exceptionText(short, "es")).toBe("Abierto 12:00 PM – 5:00 PM el 24/12: Nochebuena");
  });
});

describe("the open/closed line", () => {
  it("open now, closed now with the day when not today", () => {
    const today = "2026-12-01"; // a Tuesday
    expect(openStateText({ open: true, closes: { date: today, time: "23:00" } }, today, "en")).toBe("Open now · closes at 11:00 PM");
    expect(openStateText({ open: true, closes: { date: today, time: "23:00" } }, today, "es")).toBe("Abierto ahora · cierra a las 11:00 PM");
    expect(openStateText({ open: false, opens: { date: today, time: "07:00" } }, today, "en")).toBe("Closed now · opens at 7:00 AM");
    expect(openStateText({ open: false, opens: { date: "2026-12-02", time: "07:00" } }, today, "en")).toBe("Closed now · opens tomorrow at 7:00 AM");
    expect(openStateText({ open: false, opens: { date: "2026-12-02", time: "07:00" } }, today, "es")).toBe("Cerrado ahora · abre mañana a las 7:00 AM");
    expect(openStateText({ open: false, opens: { date: "2026-12-03", time: "13:00" } }, today, "es")).toBe("Cerrado ahora · abre el jueves a la 1:00 PM");
    expect(openStateText({ open: false, opens: { date: "2026-12-03", time: "13:00" } }, today, "en")).toBe("Closed now · opens on Thursday at 1:00 PM");
    expect(openStateText({ open: false, opens: { date: "2026-12-24", time: "07:00" } }, today, "en")).toBe("Closed now · opens on 24/12 at 7:00 AM");
    expect(openStateText({ open: false, opens: undefined }, today, "es")).toBe("Cerrado ahora");
  });

  it("carries every change ahead: each answer equals the one computed at any instant inside it", () => {
    const schedule: Schedule = { ...seeded, weekly: { ...seeded.weekly, wed: [] }, exceptions: [christmasEve] };
    const now = havana("2026-12-01T18:10");
    const states = openNowStates(schedule, now, "en");
    expect(states[0]).toEqual([now.getTime(), "Open now · closes at 11:00 PM"]);
    expect(states.at(-1)).toEqual([now.getTime() + OPEN_NOW_DAYS * 86_400_000, ""]);
    const at = (local: string) => {
      const t = havana(local).getTime();
      return states.filter(([from]) => from <= t).at(-1)?.[1];
    };
    expect(at("2026-12-01T22:59")).toBe("Open now · closes at 11:00 PM");
    expect(at("2026-12-01T23:00")).toBe("Closed now · opens on Thursday at 7:00 AM");
    expect(at("2026-12-02T12:00")).toBe("Closed now · opens tomorrow at 7:00 AM");
    expect(at("2026-12-03T06:59")).toBe("Closed now · opens at 7:00 AM");
    expect(at("2026-12-03T07:00")).toBe("Open now · closes at 11:00 PM");
  });
});

describe("the page's schedule view", () => {
  const schedule: Schedule = { ...seeded, exceptions: [christmasEve] };

  it("shows the notice within NOTICE_DAYS, the next exception in the footer, both until the day ends", () => {
    const early = scheduleView(schedule, havana("2026-12-10T12:00"), "en");
    expect(early.notices).toEqual([]);
    expect(early.next).toEqual({ text: "Closed on 24/12: Christmas Eve", until: havana("2026-12-25T00:00").getTime() });
    const near = scheduleView(schedule, havana(`2026-12-${24 - NOTICE_DAYS}T12:00`), "es");
    expect(near.notices).toEqual([{ text: "Cerrado el 24/12: Nochebuena", until: havana("2026-12-25T00:00").getTime() }]);
    const after = scheduleView(schedule, havana("2026-12-25T00:00"), "en");
    expect(after.notices).toEqual([]);
    expect(after.next).toBeNull();
  });
});
