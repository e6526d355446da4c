import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contactRequests, outbox, requestStatusChanges } from "#db/schema.ts";
import { insertRequest } from "#tests/support/site/admin-requests.ts";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { db as processDb } from "#app/db.server.ts";
import siteFacts from "#content/site.json";
import { scheduleFromSiteFacts } from "#app/features/schedule/rules/schedule-defaults.ts";
import { saveSchedule, currentSchedule } from "#app/features/schedule/schedule-store.server.ts";
import { undoActor, undoneBy } from "#app/features/requests/rules/decision-steps.ts";
import { slotLoadsOf } from "#app/features/schedule/capacity.server.ts";
import { slotKey } from "#app/features/schedule/rules/slot-key.ts";
import { changeStatus, undoableUntil, undoDecision, UNDONE_MAIL } from "./inbox.server.ts";

// The guarded decisions (app/features/requests/rules/decision-steps.ts) in changeStatus, the one
// place an owner's status change happens: the mail held for the undo window, the undo, the
// no-show's time rule and the cap on every confirmation.

freshDataDirs({ seed: false });
let db: Db;
beforeEach(async () => {
  db = await processDb();
});

const OWNER = "ana@example.com";
const DAY = "2027-03-05";
const at = new Date("2027-03-01T15:00:00Z");
const later = (ms: number) => new Date(at.getTime() + ms);
const statusOf = async (id: string) => (await db.select().from(contactRequests).where(eq(contactRequests.id, id)))[0]?.status;
const mailsOf = (id: string) => db.select().from(outbox).where(eq(outbox.requestId, id));

describe("the undo window", () => {
  it("holds the guest's mail until the window has passed, and undo withdraws it and restores the status", async () => {
    const id = await insertRequest(db);
    const decided = await changeStatus(id, "declined", OWNER, "Lo sentimos.", at);
    expect(decided).toMatchObject({ outcome: "changed", mailQueued: true, undoUntil: later(60_000) });
    const [held] = await mailsOf(id);
    expect(held).toMatchObject({ state: "pending", nextAttemptAt: later(60_000) });
    expect(await undoableUntil(id, later(1_000))).toEqual(later(60_000));

    expect(await undoDecision(id, OWNER, later(30_000))).toEqual({ outcome: "undone", status: "new" });
    expect(await statusOf(id)).toBe("new");
    expect(await mailsOf(id)).toEqual([expect.objectContaining({ id: held!.id, state: "withheld", lastError: UNDONE_MAIL, attempts: 0 })]);
    const changes = await db.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, id));
    expect(changes.map((c) => [c.status, c.changedBy])).toEqual([
      ["declined", OWNER],
      ["new", undoActor(OWNER)],
    ]);
    expect(undoneBy(changes[1]!.changedBy)).toBe(OWNER);
    expect(undoneBy(changes[0]!.changedBy)).toBeUndefined();
    // Nothing left to undo: the last change is the undo itself.
    expect(await undoDecision(id, OWNER, later(31_000))).toEqual({ outcome: "nothing" });
    expect(await undoableUntil(id, later(31_000))).toBeUndefined();
  });

  it("restores the status before the decision, not always 'new'", async () => {
    const id = await insertRequest(db);
    await changeStatus(id, "confirmed", OWNER, "", at);
    await changeStatus(id, "cancelled", OWNER, "", later(120_000));
    expect(await undoDecision(id, OWNER, later(130_000))).toEqual({ outcome: "undone", status: "confirmed" });
    expect(await statusOf(id)).toBe("confirmed");
  });

  it("refuses an undo once the window has passed or the mail was claimed, and changes nothing", async () => {
    const id = await insertRequest(db);
    await changeStatus(id, "confirmed", OWNER, "", at);
    expect(await undoDecision(id, OWNER, later(60_000))).toEqual({ outcome: "too-late" });
    expect(await statusOf(id)).toBe("confirmed");

    const other = await insertRequest(db);
    await changeStatus(other, "confirmed", OWNER, "", at);
    // The worker claimed it (a restart's clock, or the window passed on its side first).
    await db.update(outbox).set({ state: "sending", attempts: 1 }).where(eq(outbox.requestId, other));
    expect(await undoDecision(other, OWNER, later(1_000))).toEqual({ outcome: "too-late" });
    expect(await statusOf(other)).toBe("confirmed");
    expect(await mailsOf(other)).toEqual([expect.objectContaining({ state: "sending" })]);
  });

  it("has nothing to undo for a move that mails nobody", async () => {
    const id = await insertRequest(db, { status: "confirmed" });
    await changeStatus(id, "done", OWNER, "", at);
    expect(await undoDecision(id, OWNER, later(1_000))).toEqual({ outcome: "nothing" });
    expect(await undoDecision("nope", OWNER, later(1_000))).toEqual({ outcome: "not-found" });
  });
});

describe("the no-show's time rule", () => {
  it("refuses a no-show before the reservation's time, in Havana, and allows it once it has begun", async () => {
    // 20:00 in Havana on 5 March 2027 is 01:00 UTC on the 6th (UTC-5).
    const id = await insertRequest(db, { status: "confirmed", reservationDate: DAY, reservationTime: "20:00", area: "Terraza", pax: 2 });
    const start = new Date("2027-03-06T01:00:00Z");
    expect(await changeStatus(id, "no-show", OWNER, "", new Date(start.getTime() - 60_000))).toEqual({ outcome: "too-early", startsAt: start });
    expect(await statusOf(id)).toBe("confirmed");
    expect(await changeStatus(id, "no-show", OWNER, "", start)).toMatchObject({ outcome: "changed", mailQueued: false });
  });
});

describe("the cap on a confirmation", () => {
  async function capTerraza(cap: number) {
    const { timeZone: _, ...edit } = scheduleFromSiteFacts(siteFacts);
    expect((await saveSchedule({ ...edit, capacity: { Terraza: cap } }, OWNER, 0)).saved).toBe(true);
  }

  it("refuses to pass the area's cap without the owner's override, and passes it with it", async () => {
    await capTerraza(4);
    await insertRequest(db, { status: "confirmed", reservationDate: DAY, reservationTime: "20:00", area: "Terraza", pax: 3 });
    const id = await insertRequest(db, { reservationDate: DAY, reservationTime: "20:00", area: "Terraza", pax: 3 });
    expect(await changeStatus(id, "confirmed", OWNER, "", at)).toEqual({ outcome: "over-cap", area: "Terraza", left: 1, cap: 4, pax: 3 });
    expect(await statusOf(id)).toBe("new");
    expect(await mailsOf(id)).toEqual([]);
    expect(await changeStatus(id, "confirmed", OWNER, "", at, { passCap: true })).toMatchObject({ outcome: "changed", mailQueued: true });
    expect(await statusOf(id)).toBe("confirmed");
  });

  it("lets a party that fits through, and other areas are not capped", async () => {
    await capTerraza(4);
    await insertRequest(db, { status: "confirmed", reservationDate: DAY, reservationTime: "20:00", area: "Terraza", pax: 3 });
    const fits = await insertRequest(db, { reservationDate: DAY, reservationTime: "20:00", area: "Terraza", pax: 1 });
    const inside = await insertRequest(db, { reservationDate: DAY, reservationTime: "20:00", area: "Interior", pax: 30 });
    expect(await changeStatus(fits, "confirmed", OWNER, "", at)).toMatchObject({ outcome: "changed" });
    expect(await changeStatus(inside, "confirmed", OWNER, "", at)).toMatchObject({ outcome: "changed" });
  });

  it("gives a page's slot loads from one read, keyed by date and time", async () => {
    await capTerraza(4);
    await insertRequest(db, { status: "confirmed", reservationDate: DAY, reservationTime: "20:00", area: "Terraza", pax: 3 });
    await insertRequest(db, { status: "confirmed", reservationDate: "2027-03-06", reservationTime: "21:00", area: "Interior", pax: 5 });
    const loads = await slotLoadsOf(
      await currentSchedule(),
      [
        { reservationDate: DAY, reservationTime: "20:00" },
        { reservationDate: "2027-03-06", reservationTime: "21:00" },
        { reservationDate: null, reservationTime: null },
      ],
      ["Interior", "Terraza"],
    );
    expect(loads).toEqual({
      [slotKey(DAY, "20:00")]: [
        { area: "Interior", covers: 0, cap: undefined },
        { area: "Terraza", covers: 3, cap: 4 },
      ],
      [slotKey("2027-03-06", "21:00")]: [
        { area: "Interior", covers: 5, cap: undefined },
        { area: "Terraza", covers: 0, cap: 4 },
      ],
    });
  });
});
