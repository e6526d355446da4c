import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDaysToIsoDate, wallMomentAt, wallTimeOfMinutes } from "#app/booking/wall-time.ts";
import { slotRefusal } from "#app/booking/bookable-slots.ts";
import { type Period, type Schedule } from "#app/booking/schedule.ts";
import { dayReason, fullReason, slotReason, timesOffered } from "./schedule-questions.ts";
import { scheduleFormTexts } from "./schedule-form-texts.ts";
import { seededSchedule as base, weekOf } from "#tests/support/site/schedule-fixture.ts";

/** Up to two non-overlapping periods on the quarter hours, or none (closed). */
const periods = fc
  .uniqueArray(fc.integer({ min: 0, max: 96 }), { minLength: 0, maxLength: 4 })
  .map((ends) => ends.toSorted((a, b) => a - b))
  .map((ends) => {
    const list: Period[] = [];
    for (let i = 0; i + 1 < ends.length; i += 2) {
      const [a = 0, b = 0] = [ends[i], ends[i + 1]];
      list.push({ opens: wallTimeOfMinutes(a * 15), closes: b === 96 ? "24:00" : wallTimeOfMinutes(b * 15) });
    }
    return list;
  });

const schedules = fc.record({
  weekly: fc.tuple(periods, periods, periods, periods, periods, periods, periods).map(weekOf),
  noticeMinutes: fc.integer({ min: 0, max: 48 * 60 }),
  lastSeatingMinutes: fc.integer({ min: 0, max: 120 }),
  maxDaysAhead: fc.option(fc.integer({ min: 0, max: 400 })),
  closedOffset: fc.integer({ min: 0, max: 20 }),
});

// 2026–2028 around Havana's daylight-saving days.
const instants = fc.date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2028-12-31T00:00:00Z"), noInvalidDate: true });

describe("the form offers only what the server accepts", () => {
  it("every time the list offers for a date is one slotRefusal accepts", () => {
    fc.assert(
      fc.property(schedules, instants, fc.integer({ min: -2, max: 30 }), (s, now, dayOffset) => {
        const today = wallMomentAt(now, "America/Havana").date;
        const schedule: Schedule = {
          ...base,
          weekly: s.weekly,
          exceptions: [{ from: addDaysToIsoDate(today, s.closedOffset), to: addDaysToIsoDate(today, s.closedOffset + 1), periods: [], labelEn: "Closed", labelEs: "Cerrado" }],
          booking: { ...base.booking, noticeMinutes: s.noticeMinutes, lastSeatingMinutes: s.lastSeatingMinutes, maxDaysAhead: s.maxDaysAhead },
        };
        const date = addDaysToIsoDate(today, dayOffset);
        // A date the form refuses (disabled in the calendar, its reason beside the field) cannot be saved.
        if (dayReason(schedule, date, now, "en", scheduleFormTexts.en)) return;
        const offered = new Set(timesOffered(schedule, date, now));
        for (const time of offered) expect(slotRefusal(schedule, date, time, now)).toBeUndefined();
        // And the other way round: a slot of that day not offered is refused (every hour).
        for (let m = 0; m < 24 * 60; m += 60) {
          const time = wallTimeOfMinutes(m);
          if (!offered.has(time)) expect(slotRefusal(schedule, date, time, now)).toBeDefined();
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe("the form's reasons, in both languages", () => {
  const now = new Date("2026-12-20T12:00:00-05:00");
  const schedule: Schedule = {
    ...base,
    weekly: { ...base.weekly, mon: [] },
    exceptions: [{ from: "2026-12-24", to: "2026-12-24", periods: [], labelEn: "Christmas Eve", labelEs: "Nochebuena" }],
    booking: { ...base.booking, noticeMinutes: 120 },
  };

  it("a closed exception says its label; a closed weekday, an over day and a day out of range say so", () => {
    expect(dayReason(schedule, "2026-12-24", now, "en", scheduleFormTexts.en)).toBe("Closed on 24/12: Christmas Eve");
    expect(dayReason(schedule, "2026-12-24", now, "es", scheduleFormTexts.es)).toBe("Cerrado el 24/12: Nochebuena");
    expect(dayReason(schedule, "2026-12-21", now, "en", scheduleFormTexts.en)).toBe("21/12/2026: closed.");
    expect(dayReason(schedule, "2026-12-19", now, "es", scheduleFormTexts.es)).toBe("19/12/2026: se reserva del 20/12/2026 al 31/12/2027.");
    expect(dayReason(schedule, "2026-12-22", now, "en", scheduleFormTexts.en)).toBeUndefined();
    expect(dayReason(schedule, "2026-12-20", new Date("2026-12-20T22:00:00-05:00"), "en", scheduleFormTexts.en)).toBe("20/12/2026: no more tables can be booked for this day.");
  });

  it("a time inside the notice is said, not silently dropped", () => {
    expect(slotReason(schedule, "2026-12-20", "13:00", now, "en", scheduleFormTexts.en)).toEqual({ field: "hora", text: "1:00 PM can no longer be booked (too soon): choose a later time." });
    expect(slotReason(schedule, "2026-12-20", "13:00", now, "es", scheduleFormTexts.es)?.text).toBe("Ya no se puede reservar a las 1:00 PM (falta poco): elige una hora más tarde.");
    expect(slotReason(schedule, "2026-12-20", "14:00", now, "en", scheduleFormTexts.en)).toBeUndefined();
    expect(slotReason(schedule, "2026-12-24", "14:00", now, "en", scheduleFormTexts.en)).toEqual({ field: "fecha", text: "Closed on 24/12: Christmas Eve" });
  });

  it("a full slot gives the phone it is handed (the owners' one in force), in the visitor's language", () => {
    expect(fullReason("20:00", scheduleFormTexts.en, "+53 5 222 3344")).toBe("8:00 PM is full: choose another time or area, or ask us on WhatsApp or by phone (+53 5 222 3344).");
    expect(fullReason("20:00", scheduleFormTexts.es, "+53 5 222 3344")).toBe("A las 8:00 PM ya no quedan sitios: elige otra hora u otra área, o escríbenos por WhatsApp o llama al +53 5 222 3344.");
  });
});
