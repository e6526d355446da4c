import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { seedFacts } from "#app/shell/content/seed-facts.ts";
import { reservationIcs, type CalendarReservation } from "./reservation-ics.server.ts";
import { RESERVATION_CALENDAR_MINUTES } from "#app/booking/reservation-dates.ts";

// The confirmation's calendar file, read back by a real iCalendar parser (ical.js, the one
// Thunderbird uses) with the VTIMEZONE the file carries: one event at the right moment.

const base: CalendarReservation = {
  id: "req-1",
  date: "2027-06-20",
  time: "20:30",
  values: { people: "4 people", area: "Terrace", site: seedFacts.name },
  lang: "en",
  stamp: new Date(Date.UTC(2027, 5, 1, 12)),
  domain: "laterraza.example",
  siteUrl: "https://laterraza.example",
  sequence: 0,
  site: seedFacts,
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents("vtimezone");
  // Only the file's own VTIMEZONE: a calendar program that knows no zones gets it right too.
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
  return { zones: zones.map((z) => z.getFirstPropertyValue("tzid")), events };
}

describe("the reservation's calendar file", () => {
  it("is one event at 20:30 Havana time in summer (UTC-4)", () => {
    const { zones, events } = parse(reservationIcs(base));
    expect(zones).toEqual(["America/Havana"]);
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.startDate.zone?.tzid).toBe("America/Havana");
    expect([event.startDate.hour, event.startDate.minute]).toEqual([20, 30]);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-06-21T00:30:00.000Z");
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(RESERVATION_CALENDAR_MINUTES * 60_000);
    expect(event.uid).toBe("req-1@laterraza.example");
    expect(event.location).toContain(seedFacts.address.street);
    expect(event.summary).toBe(`Table at ${seedFacts.name} (4 people)`);
  });

  it("follows Cuba's daylight-saving change: UTC-5 in winter, and on the day it ends", () => {
    const winter = parse(reservationIcs({ ...base, date: "2027-12-20" })).events[0]!;
    expect(winter.startDate.toJSDate().toISOString()).toBe("2027-12-21T01:30:00.000Z");
    // Summer time ends on the first Sunday of November (7 November 2027) at 01:00.
    const before = parse(reservationIcs({ ...base, date: "2027-11-06" })).events[0]!;
    const after = parse(reservationIcs({ ...base, date: "2027-11-07" })).events[0]!;
    expect(before.startDate.toJSDate().toISOString()).toBe("2027-11-07T00:30:00.000Z");
    expect(after.startDate.toJSDate().toISOString()).toBe("2027-11-08T01:30:00.000Z");
    expect([after.startDate.hour, after.startDate.minute]).toEqual([20, 30]);
  });

  it("points to the site's home page, and carries no link to the guest's page (calendars are shared)", () => {
    const en = reservationIcs(base);
    const es = reservationIcs({ ...base, lang: "es" });
    expect(parse(en).events[0]!.component.getFirstPropertyValue("url")).toBe("https://laterraza.example/");
    expect(parse(es).events[0]!.component.getFirstPropertyValue("url")).toBe("https://laterraza.example/es");
    expect(parse(en).events[0]!.description).toBe(`4 people, Terrace. Phone: ${seedFacts.phone}`);
    for (const text of [en, es]) expect(text).not.toContain("/r/");
  });

  it("is the same file when made again (a resend), in the guest's language", () => {
    const es = { ...base, lang: "es" as const, values: { ...base.values, people: "4 personas" } };
    expect(reservationIcs(es)).toBe(reservationIcs(es));
    expect(parse(reservationIcs(es)).events[0]!.summary).toBe(`Mesa en ${seedFacts.name} (4 personas)`);
  });

  it("carries the reservation's SEQUENCE, so a changed reservation's file replaces the one before (same UID)", () => {
    const first = parse(reservationIcs(base)).events[0]!;
    const changed = parse(reservationIcs({ ...base, time: "21:30", sequence: 2 })).events[0]!;
    expect(changed.uid).toBe(first.uid);
    expect(first.sequence).toBe(0);
    expect(changed.sequence).toBe(2);
    expect(reservationIcs({ ...base, sequence: 2 })).toMatch(/^SEQUENCE:2\r$/m);
  });
});
