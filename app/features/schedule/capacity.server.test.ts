import { describe, expect, it } from "vitest";
import { insertRequest } from "#tests/support/site/admin-requests.ts";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { db } from "#app/db.server.ts";
import type { Schedule } from "#app/booking/schedule.ts";
import { contentEdits } from "#app/shell/content/content-version.server.ts";
import siteFacts from "#content/site.json";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { capacityVerdict, confirmedCoversOn, fullSlotsOn, slotLoadOf } from "./capacity.server.ts";
import { scheduleFromSiteFacts } from "./rules/schedule-defaults.ts";
import { seedSchedule } from "./schedule-seed.server.ts";
import { currentSchedule, currentScheduleAt, saveSchedule, scheduleHistory } from "./schedule-store.server.ts";

// Empty tables: seeding the placeholder photos (before any build has cached them) takes longer
// than a test may.
freshDataDirs({ seed: false });

const DAY = "2027-03-05";
const capped: Schedule = { ...scheduleFromSiteFacts(siteFacts), capacity: { Terraza: 10, Balcón: 4 }, booking: { ...scheduleFromSiteFacts(siteFacts).booking, largePartyMin: 12 } };

async function book(time: string, area: string, pax: number, status: "confirmed" | "new" | "cancelled" = "confirmed") {
  await insertRequest(await db(), { reservationDate: DAY, reservationTime: time, area, pax, status });
}

describe("capacity", () => {
  it("counts confirmed reservations only, per slot and area", async () => {
    await book("20:00", "Terraza", 6);
    await book("20:00", "Terraza", 4);
    await book("20:00", "Terraza", 9, "new");
    await book("20:00", "Interior", 3, "cancelled");
    await book("20:15", "Balcón", 2);
    expect(await confirmedCoversOn(DAY)).toEqual({ "20:00": { Terraza: 10 }, "20:15": { Balcón: 2 } });
  });

  it("lists the full slots of a date per capped area, for the form", async () => {
    await book("20:00", "Terraza", 10);
    await book("20:15", "Balcón", 2);
    expect(await fullSlotsOn(DAY, { schedule: capped })).toEqual({ Terraza: ["20:00"], Balcón: [] });
    // A party of 3 no longer fits where only 2 are left.
    expect(await fullSlotsOn(DAY, { schedule: capped, people: 3 })).toEqual({ Terraza: ["20:00"], Balcón: ["20:15"] });
    // Without caps (the seeded schedule in force), nothing is ever full.
    expect(await fullSlotsOn(DAY)).toEqual({});
  });

  it("answers a reservation: fits, full, or a large party", async () => {
    await book("20:00", "Terraza", 8);
    const r = { date: DAY, time: "20:00", area: "Terraza", pax: 2 };
    expect(await capacityVerdict(capped, r)).toBeUndefined();
    expect(await capacityVerdict(capped, { ...r, pax: 3 })).toEqual({ kind: "full", left: 2 });
    expect(await capacityVerdict(capped, { ...r, area: "Interior", pax: 11 })).toBeUndefined();
    expect(await capacityVerdict(capped, { ...r, area: "Interior", pax: 12 })).toEqual({ kind: "large-party", min: 12 });
    expect(await slotLoadOf(capped, DAY, "20:00", ["Balcón", "Interior", "Terraza"])).toEqual([
      { area: "Balcón", covers: 0, cap: 4 },
      { area: "Interior", covers: 0, cap: undefined },
      { area: "Terraza", covers: 8, cap: 10 },
    ]);
  });
});

describe("the schedule's store", () => {
  it("keeps every version with who saved it, publishes, and leaves past exceptions out", async () => {
    // The first version, as db() writes it at a first start (this file's tables start empty).
    await seedSchedule(await db());
    const now = new Date("2026-12-26T15:00:00Z");
    const before = contentEdits();
    const { timeZone: _, ...edit } = capped;
    const [seeded] = await scheduleHistory(1);
    const outcome = await saveSchedule(
      {
        ...edit,
        exceptions: [
          { from: "2026-12-24", to: "2026-12-25", periods: [], labelEn: "Christmas", labelEs: "Navidad" },
          { from: "2026-12-31", to: "2026-12-31", periods: [], labelEn: "New Year's Eve", labelEs: "Nochevieja" },
        ],
      },
      "owner@example.org",
      seeded!.id,
      now,
    );
    expect(outcome.saved).toBe(true);
    expect(contentEdits()).toBe(before + 1);
    expect((await currentSchedule()).exceptions.map((e) => e.labelEn)).toEqual(["New Year's Eve"]);
    expect((await currentSchedule()).timeZone).toBe(restaurantTimeZone);
    expect((await scheduleHistory(10)).map((h) => h.changedBy)).toEqual(["owner@example.org", "seed"]);
    // A day later than the exception, it drops out of every view by itself.
    expect((await currentScheduleAt(new Date("2027-01-01T15:00:00Z"))).exceptions).toEqual([]);
  });

  it("refuses a save over a version its owner never saw, writing and publishing nothing", async () => {
    await seedSchedule(await db());
    const { timeZone: _, ...edit } = capped;
    const [seeded] = await scheduleHistory(1);
    const ana = await saveSchedule({ ...edit, capacity: { Terraza: 20 } }, "ana@example.org", seeded!.id);
    expect(ana.saved).toBe(true);
    const before = contentEdits();
    // Luis opened the page before Ana saved: his form still says the seeded version.
    const luis = await saveSchedule({ ...edit, capacity: { Terraza: 30 } }, "luis@example.org", seeded!.id);
    expect(luis).toMatchObject({ saved: false, newer: { changedBy: "ana@example.org" } });
    expect(contentEdits()).toBe(before);
    expect((await currentSchedule()).capacity).toEqual({ Terraza: 20 });
    // Told so, he saves again over Ana's version, knowingly.
    const [anas] = await scheduleHistory(1);
    expect((await saveSchedule({ ...edit, capacity: { Terraza: 30 } }, "luis@example.org", anas!.id)).saved).toBe(true);
    expect((await currentSchedule()).capacity).toEqual({ Terraza: 30 });
  });
});
