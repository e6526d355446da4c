import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDaysToIsoDate, wallTimeOfMinutes, weekdays, type Weekday } from "./wall-time.ts";
import { bookableSlots, bookingDateRange, dateRefusal, firstBookableDate, slotRefusal } from "./bookable-slots.ts";
import { SLOT_MINUTES } from "./time-slots.ts";
import { type Period, type Schedule } from "./schedule.ts";

// Across random weekly hours, exceptions, notice and last seating (and instants around Havana's
// daylight-saving days): every slot the form is offered (bookableSlots) is one the server accepts
// (slotRefusal), and every slot the server accepts is offered.

const quarter = fc.integer({ min: 0, max: 24 * 4 }).map((q) => q * SLOT_MINUTES);

/** Up to three periods in a day, in order and not overlapping, minutes from 00:00 to 24:00. */
const day: fc.Arbitrary<Period[]> = fc
  .uniqueArray(quarter, { minLength: 0, maxLength: 6 })
  .map((cuts) => cuts.toSorted((a, b) => a - b))
  .map((cuts) => {
    const periods: Period[] = [];
    for (let i = 0; i + 1 < cuts.length; i += 2) periods.push({ opens: wallTimeOfMinutes(cuts[i]!), closes: wallTimeOfMinutes(cuts[i + 1]!) });
    return periods.filter((p) => p.opens !== "24:00");
  });

const now = fc.date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2027-12-31T00:00:00Z"), noInvalidDate: true });

const schedule = (start: Date) =>
  fc.record({
    weekly: fc.tuple(day, day, day, day, day, day, day).map((days) => Object.fromEntries(weekdays.map((d, i) => [d, days[i]])) as Record<Weekday, Period[]>),
    exceptions: fc.array(fc.record({ offset: fc.integer({ min: 0, max: 20 }), length: fc.integer({ min: 0, max: 3 }), periods: day }), { maxLength: 3 }),
    lastSeatingMinutes: fc.integer({ min: 0, max: 8 }).map((q) => q * SLOT_MINUTES),
    noticeMinutes: fc.integer({ min: 0, max: 48 * 60 }),
    maxDaysAhead: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
  }).map(({ weekly, exceptions, lastSeatingMinutes, noticeMinutes, maxDaysAhead }): Schedule => {
    // Exceptions laid end to end from today, so they never overlap (as the owners' form keeps them).
    let next = start.toISOString().slice(0, 10);
    const laid = exceptions.map((e) => {
      const from = addDaysToIsoDate(next, e.offset);
      const to = addDaysToIsoDate(from, e.length);
      next = addDaysToIsoDate(to, 1);
      return { from, to, periods: e.periods, labelEn: "Event", labelEs: "Evento" };
    });
    return {
      timeZone: "America/Havana",
      weekly,
      exceptions: laid,
      booking: { lastSeatingMinutes, noticeMinutes, maxDaysAhead, largePartyMin: null },
      capacity: {},
    };
  });

const allQuarters = Array.from({ length: 24 * 4 }, (_, i) => wallTimeOfMinutes(i * SLOT_MINUTES));

describe("the form offers exactly what the server accepts", () => {
  it("for every date near now and every quarter hour", () => {
    fc.assert(
      fc.property(
        now.chain((at) => fc.tuple(fc.constant(at), schedule(at), fc.integer({ min: -1, max: 25 }))),
        ([at, s, offset]) => {
          const date = addDaysToIsoDate(bookingDateRange(s, at).min, offset);
          const offered = new Set(bookableSlots(s, date, at));
          for (const time of allQuarters) {
            expect(slotRefusal(s, date, time, at) === undefined).toBe(offered.has(time));
          }
          // A date is refused as a whole exactly when nothing is offered on it.
          expect(dateRefusal(s, date, at) === undefined).toBe(offered.size > 0);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("around the daylight-saving days of 2026 and 2027, whatever the hours", () => {
    const around = fc.constantFrom("2026-03-08T04:30:00Z", "2026-11-01T04:30:00Z", "2027-03-14T04:30:00Z", "2027-11-07T04:30:00Z").map((t) => new Date(t));
    fc.assert(
      fc.property(
        around.chain((at) => fc.tuple(fc.constant(at), schedule(at))),
        ([at, s]) => {
          const date = bookingDateRange(s, at).min;
          const offered = bookableSlots(s, date, at);
          for (const time of allQuarters) expect(slotRefusal(s, date, time, at) === undefined).toBe(offered.includes(time));
        },
      ),
      { numRuns: 80 },
    );
  });

  it("the first bookable date is the first one with a slot offered", () => {
    fc.assert(
      fc.property(
        now.chain((at) => fc.tuple(fc.constant(at), schedule(at))),
        ([at, s]) => {
          const first = firstBookableDate(s, at, 30);
          const { min } = bookingDateRange(s, at);
          for (let d = min; first === undefined ? d <= addDaysToIsoDate(min, 30) : d < first; d = addDaysToIsoDate(d, 1)) {
            expect(bookableSlots(s, d, at)).toEqual([]);
          }
          if (first !== undefined) expect(bookableSlots(s, first, at).length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 80 },
    );
  });
});
