import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduleRevisions } from "#db/schema.ts";
import { addDaysToIsoDate } from "#app/booking/wall-time.ts";
import { type Schedule } from "#app/booking/schedule.ts";
import { PAX_MAX } from "#app/booking/party-size.ts";
import { formatReservationDate, reservationDateRange } from "#app/booking/reservation-dates.ts";
import { insertRequest } from "#tests/support/site/admin-requests.ts";
import { siteDb, startBuiltSite, type BuiltSite } from "#tests/support/site/built-site.ts";
import { everyDay, seededSchedule } from "#tests/support/site/schedule-fixture.ts";

// GET /api/full-slots is public: the reservation form asks it which slots are full for the
// party being typed. A stranger asks it too, for any date and any party size, to learn how
// busy the restaurant was and will be (how many covers the owners confirmed on a past night).
// It answers only dates a guest can book, and only "full" or not for the party asked.

const CAP = 4;
const schedule: Schedule = { ...seededSchedule, weekly: everyDay([{ opens: "12:00", closes: "23:00" }]), capacity: { Terraza: CAP } };

const range = reservationDateRange();
const yesterday = addDaysToIsoDate(range.min, -1);
const bookable = addDaysToIsoDate(range.min, 10);
const pastTheRange = addDaysToIsoDate(range.max, 1);

let server: BuiltSite;
beforeAll(async () => {
  server = await startBuiltSite();
  const db = await siteDb(server.dataDir);
  try {
    await db.insert(scheduleRevisions).values({ document: JSON.stringify(schedule), changedBy: "owner@example.com" });
    for (const day of [yesterday, bookable, pastTheRange]) {
      await insertRequest(db, { reservationDate: day, reservationTime: "20:00", area: "Terraza", pax: 3, status: "confirmed" });
    }
  } finally {
    db.$client.close();
  }
});
afterAll(() => server?.stop());

const ask = (query: string, lang = "en") => fetch(`${server.url}/api/full-slots?${query}`, { headers: { "Accept-Language": lang } });

/** Every number anywhere in a JSON value. */
function numbersIn(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(numbersIn);
  return [];
}

describe("the full slots of a date, asked by a stranger", () => {
  it("refuses a past date and a date past the bookable range with 400 and the range, in the asker's language", async () => {
    const [min, max] = [formatReservationDate(range.min), formatReservationDate(range.max)];
    for (const date of [yesterday, "2020-01-01", pastTheRange, "2999-12-31"]) {
      for (const pax of ["1", "3", String(PAX_MAX)]) {
        const en = await ask(`date=${date}&pax=${pax}`);
        expect(en.status, `${date} ${pax}`).toBe(400);
        expect(await en.json()).toEqual({ error: "date-out-of-range", message: `Choose a date from ${min} to ${max}.` });
      }
      const es = await ask(`date=${date}&pax=2`, "es-ES,es;q=0.9");
      expect(es.status).toBe(400);
      expect(await es.json()).toEqual({ error: "date-out-of-range", message: `Elige una fecha del ${min} al ${max}.` });
    }
  });

  it("answers a query it cannot read with 400 and what to send, never 500", async () => {
    const queries = ["", "date=2027-02-31", "date=tomorrow", "date[]=x", `date=${bookable}&pax=0`, `date=${bookable}&pax=${PAX_MAX + 1}`, `date=${bookable}&pax=2.5`, `date=${bookable}&pax=-1`];
    for (const query of queries) {
      const response = await ask(query);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { error: string; message: string };
      expect(body.error, query).toMatch(/^(date-invalid|pax-invalid)$/);
      expect(body.message, query).not.toBe("");
    }
    expect(server.logs.filter((l) => Number(l.status) >= 500)).toEqual([]);
  });

  it("for a bookable date says only which slots are full for the party asked, no cover counts", async () => {
    // Three of four covers are confirmed at 8:00 PM: full for two, not for one.
    for (const [pax, full] of [["2", ["20:00"]], ["1", []]] as const) {
      const response = await ask(`date=${bookable}&pax=${pax}`);
      expect(response.status).toBe(200);
      const answer: unknown = await response.json();
      expect(answer).toEqual({ date: bookable, full: { Terraza: full } });
      expect(numbersIn(answer)).toEqual([]);
      expect(JSON.stringify(answer)).not.toMatch(/cover|left|taken|cap/i);
    }
  });
});
