import { beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#db/client.ts";
import { insertRequest } from "#tests/support/site/admin-requests.ts";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { db as processDb } from "#app/db.server.ts";
import { eveningDate, eveningOf, todayAndTomorrow } from "./day.server.ts";

freshDataDirs({ seed: false });
let db: Db;

beforeEach(async () => {
  db = await processDb();
});

const DAY = "2026-12-05";

async function book(name: string, time: string | null, area: string | null, pax: number, extra: Parameters<typeof insertRequest>[1] = {}) {
  return insertRequest(db, { name, reservationDate: DAY, reservationTime: time, area, pax, status: "confirmed", ...extra });
}

describe("the evening", () => {
  it("lists the day's confirmed, arrived and no-show reservations by slot, in booking order within a slot", async () => {
    await book("Late", "21:00", "Interior", 2, { createdAt: new Date("2026-12-01T10:00:00Z") });
    await book("Second at eight", "20:00", "Terraza", 4, { createdAt: new Date("2026-12-02T10:00:00Z"), source: "phone", phone: "+5351234567", comment: "Cumpleaños" });
    await book("First at eight", "20:00", "Balcón", 2, { createdAt: new Date("2026-12-01T09:00:00Z") });
    await book("Quarter past", "20:15", "Terraza", 5);
    // Not on the list: another day, or never confirmed. On it without a seat: a no-show.
    await book("Other day", "20:00", "Terraza", 9, { reservationDate: "2026-12-06" });
    // Each booked a minute after the one before: rows made in the same millisecond have no booking order.
    for (const [i, status] of (["new", "declined", "cancelled", "no-show", "done"] as const).entries()) {
      await book(`Status ${status}`, "20:00", "Terraza", 7, { status, createdAt: new Date(Date.UTC(2026, 10, 30, 10, i)) });
    }
    await insertRequest(db, { name: "No reservation", status: "confirmed" });

    const evening = await eveningOf(DAY);
    expect(evening.slots.map((s) => [s.time, s.bookings.map((b) => b.name), s.people])).toEqual([
      ["20:00", ["Status no-show", "Status done", "First at eight", "Second at eight"], 13],
      ["20:15", ["Quarter past"], 5],
      ["21:00", ["Late"], 2],
    ]);
    expect(evening.slots[0]!.bookings[3]).toMatchObject({ pax: 4, area: "Terraza", phone: "+5351234567", comment: "Cumpleaños", source: "phone" });
    expect(evening.slots[0]!.bookings.map((b) => b.status)).toEqual(["no-show", "done", "confirmed", "confirmed"]);
    expect(evening.bookings).toBe(5);
    // The heading tells them apart: four still to come, one arrived; the no-show in neither.
    expect(evening).toMatchObject({ toCome: 4, arrived: 1 });
    expect(evening.people).toBe(20);
  });

  it("counts the covers per area per hour, with totals each way", async () => {
    await book("A", "19:45", "Terraza", 4);
    await book("B", "20:00", "Terraza", 3);
    await book("C", "20:30", "Balcón", 2);
    await book("D", "20:45", "Interior", 6);
    await book("E", "22:45", "Terraza", 1);
    const { covers } = await eveningOf(DAY);
    expect(covers.areas).toEqual(["Balcón", "Interior", "Terraza"]);
    expect(covers.hours).toEqual(["19", "20", "22"]);
    expect(covers.cells).toEqual({ "19": { Terraza: 4 }, "20": { Terraza: 3, Balcón: 2, Interior: 6 }, "22": { Terraza: 1 } });
    expect(covers.byHour).toEqual({ "19": 4, "20": 11, "22": 1 });
    expect(covers.byArea).toEqual({ Balcón: 2, Interior: 6, Terraza: 8 });
    expect(covers.total).toBe(16);
  });

  it("keeps odd old rows visible instead of dropping them: no time last, an unknown area as its own column", async () => {
    await book("No time", null, "Terraza", 2);
    await book("Old area", "20:00", "Azotea", 3);
    const evening = await eveningOf(DAY);
    expect(evening.slots.map((s) => s.time)).toEqual(["20:00", ""]);
    expect(evening.covers.areas).toEqual(["Balcón", "Interior", "Terraza", "Azotea"]);
    expect(evening.covers.hours).toEqual(["20", ""]);
    expect(evening.covers.total).toBe(5);
  });

  it("has nothing for an empty day", async () => {
    const evening = await eveningOf(DAY);
    expect(evening).toMatchObject({ slots: [], bookings: 0, toCome: 0, arrived: 0, people: 0, covers: { hours: [], total: 0 } });
  });

  it("takes today and tomorrow in Havana, whatever the machine's zone", () => {
    // 03:30 UTC on 1 January is still 31 December in Havana (UTC-5).
    const now = new Date("2027-01-01T03:30:00Z");
    expect(todayAndTomorrow(now)).toEqual({ today: "2026-12-31", tomorrow: "2027-01-01" });
    expect(eveningDate(null, now)).toBe("2026-12-31");
    expect(eveningDate("2027-02-28", now)).toBe("2027-02-28");
    expect(eveningDate("2027-02-30", now)).toBe("2026-12-31");
    expect(eveningDate("tomorrow", now)).toBe("2026-12-31");
  });
});
