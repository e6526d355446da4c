import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduleRevisions } from "#db/schema.ts";
import { addDaysToIsoDate, wallMomentAt, weekdayOf } from "#app/booking/wall-time.ts";
import { type Schedule } from "#app/booking/schedule.ts";
import { insertRequest } from "../support/site/admin-requests.ts";
import { siteDb, startBuiltSite, type BuiltSite } from "../support/site/built-site.ts";

// docs/product.md §17: the public pages follow the schedule in force. A revision written to the
// database by another program (as the owners' page does, and then publishes) reaches the
// footer, the notice line and the JSON-LD of kept pages at their next view; the full slots of a
// date count confirmed reservations only.

let server: BuiltSite;
beforeAll(async () => {
  server = await startBuiltSite();
});
afterAll(async () => {
  await server.stop();
});

const get = (path: string) => fetch(server.url + path);
const html = async (path: string) => (await get(path)).text();
const jsonLdOf = (page: string) => JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? "null") as Record<string, unknown>;
const footerOf = (page: string) => /<footer[\s\S]*?<\/footer>/.exec(page)?.[0] ?? "";
const text = (fragment: string) => fragment.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

const today = wallMomentAt(new Date(), "America/Havana").date;
/** A closed day two days ahead (within the notice line's week), and the weekday of one more. */
const closedDay = addDaysToIsoDate(today, 2);
const shortDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const periods = [{ opens: "08:00", closes: "23:00" }];
const schedule: Schedule = {
  timeZone: "America/Havana",
  weekly: { mon: [], tue: periods, wed: periods, thu: periods, fri: periods, sat: [{ opens: "08:00", closes: "12:00" }, { opens: "13:00", closes: "24:00" }], sun: periods },
  exceptions: [{ from: closedDay, to: closedDay, periods: [], labelEn: "Private event", labelEs: "Evento privado" }],
  booking: { lastSeatingMinutes: 15, noticeMinutes: 0, maxDaysAhead: null, largePartyMin: null },
  capacity: { Terraza: 4 },
};

describe("the public pages follow the schedule", () => {
  it("starts with the seeded hours: every day 7:00 AM – 11:00 PM, no notice, no special hours", async () => {
    const page = await html("/");
    expect(text(footerOf(page))).toContain("Every day, 7:00 AM – 11:00 PM");
    expect(page).not.toContain('class="schedule-notice"');
    const jsonLd = jsonLdOf(page);
    expect(jsonLd.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"], opens: "07:00", closes: "23:00" },
    ]);
    expect(jsonLd).not.toHaveProperty("specialOpeningHoursSpecification");
  });

  it("shows a new revision on kept pages at their next view: footer, notice, JSON-LD, open/closed answers", async () => {
    const db = await siteDb(server.dataDir);
    try {
      await db.insert(scheduleRevisions).values({ document: JSON.stringify(schedule), changedBy: "owner@example.com" });
    } finally {
      db.$client.close();
    }
    await expect.poll(async () => text(footerOf(await html("/es"))), { timeout: 5_000 }).toContain("lun, Cerrado");
    const es = await html("/es");
    const footer = text(footerOf(es));
    expect(footer).toContain("mar – vie, 8:00 AM – 11:00 PM");
    expect(footer).toContain("sáb, 8:00 AM – 12:00 PM, 1:00 PM – 12:00 AM");
    expect(footer).toContain(`Cerrado el ${shortDate(closedDay)}: Evento privado`);
    expect(text(/<aside class="schedule-notice"[\s\S]*?<\/aside>/.exec(es)?.[0] ?? "")).toContain(`Cerrado el ${shortDate(closedDay)}: Evento privado`);
    const en = await html("/menu");
    expect(text(/<aside class="schedule-notice"[\s\S]*?<\/aside>/.exec(en)?.[0] ?? "")).toContain(`Closed on ${shortDate(closedDay)}: Private event`);

    const jsonLd = jsonLdOf(es);
    expect(jsonLd.openingHoursSpecification).toContainEqual({ "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday"], opens: "00:00", closes: "00:00" });
    expect(jsonLd.openingHoursSpecification).toContainEqual({ "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "13:00", closes: "23:59" });
    expect(jsonLd.specialOpeningHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", opens: "00:00", closes: "00:00", validFrom: closedDay, validThrough: closedDay },
    ]);

    // The open/closed line is empty in the HTML; its answers are carried, from now on.
    const attribute = /<p class="open-now" data-open-now="([^"]*)"[^>]*><\/p>/.exec(es)?.[1];
    expect(attribute).toBeDefined();
    const states = JSON.parse(attribute!.replace(/&quot;/g, '"')) as [number, string][];
    expect(states.length).toBeGreaterThan(3);
    expect(states.map(([, s]) => s).join("|")).toMatch(/Abierto ahora · cierra a las|Cerrado ahora · abre/);
  });

  it("a kept page allows the schedule script by its hash", async () => {
    // The first answer is rendered while the visitor waits (with its nonce); a later one is the
    // kept page, once the cache has stored it with its compressed bytes (server/html-cache/compression.ts).
    const pattern = /<script>(\(function refreshScheduleLines[\s\S]*?)<\/script>/;
    let kept = await get("/about");
    let script = pattern.exec(await kept.text())?.[1];
    for (let tries = 0; script === undefined && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      kept = await get("/about");
      script = pattern.exec(await kept.text())?.[1];
    }
    expect(script).toBeDefined();
    const hash = createHash("sha256").update(script!, "utf8").digest("base64");
    expect(kept.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
  });
});

describe("GET /api/full-slots", () => {
  // An open day (not Monday, not the closed day) a week or so ahead.
  let day = addDaysToIsoDate(today, 8);
  while (weekdayOf(day) === "mon") day = addDaysToIsoDate(day, 1);

  it("lists the slots where a party no longer fits, counting confirmed reservations only; never cached", async () => {
    const db = await siteDb(server.dataDir);
    try {
      await insertRequest(db, { reservationDate: day, reservationTime: "20:00", area: "Terraza", pax: 3, status: "confirmed" });
      await insertRequest(db, { reservationDate: day, reservationTime: "21:00", area: "Terraza", pax: 4, status: "new" });
    } finally {
      db.$client.close();
    }
    const two = await get(`/api/full-slots?date=${day}&pax=2`);
    expect(two.status).toBe(200);
    expect(two.headers.get("cache-control")).toBe("no-store");
    expect(await two.json()).toEqual({ date: day, full: { Terraza: ["20:00"] } });
    expect(await (await get(`/api/full-slots?date=${day}&pax=1`)).json()).toEqual({ date: day, full: { Terraza: [] } });
  });

  it("answers 400 to a query it cannot read", async () => {
    for (const query of ["", "?date=2027-02-31", "?date=tomorrow", `?date=${day}&pax=0`, `?date=${day}&pax=99`, `?date=${day}&pax=2.5`]) {
      expect((await get(`/api/full-slots${query}`)).status, query).toBe(400);
    }
  });
});
