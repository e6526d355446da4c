import { beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#db/client.ts";
import { guestMessages, requestStatusChanges } from "#db/schema.ts";
import { GUEST_ACTOR } from "#app/features/manage/rules/manage-rules.ts";
import { insertRequest } from "#tests/support/site/admin-requests.ts";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { db as processDb } from "#app/db.server.ts";
import { countUnreadGuestNews, markGuestNewsSeen } from "./guest-news.server.ts";
import { listRequests, parseInboxFilter } from "./inbox.server.ts";

freshDataDirs({ seed: false });
let db: Db;

beforeEach(async () => {
  db = await processDb();
});

const at = (minute: number) => new Date(Date.UTC(2031, 2, 1, 20, minute));
const message = (requestId: string, minute: number) => db.insert(guestMessages).values({ requestId, message: "¿A las 21:30?", createdAt: at(minute) });
const newsOf = async (id: string) => (await listRequests(parseInboxFilter(new URLSearchParams()))).rows.find((r) => r.id === id)?.guestNews;

describe("guest news", () => {
  it("counts a request with a guest message or a guest cancellation until an owner opens it", async () => {
    const quiet = await insertRequest(db, { status: "confirmed" });
    const wrote = await insertRequest(db, { status: "confirmed" });
    const cancelled = await insertRequest(db, { status: "cancelled" });
    const byOwner = await insertRequest(db, { status: "cancelled" });
    await message(wrote, 1);
    await message(wrote, 2);
    await db.insert(requestStatusChanges).values({ requestId: cancelled, status: "cancelled", changedBy: GUEST_ACTOR, changedAt: at(3) });
    // An owner's own cancellation is no news for the owners.
    await db.insert(requestStatusChanges).values({ requestId: byOwner, status: "cancelled", changedBy: "owner@example.com", changedAt: at(3) });

    expect(await countUnreadGuestNews()).toBe(2);
    expect(await newsOf(wrote)).toEqual({ message: true, cancellation: false });
    expect(await newsOf(cancelled)).toEqual({ message: false, cancellation: true });
    expect(await newsOf(quiet)).toEqual({ message: false, cancellation: false });
    expect(await newsOf(byOwner)).toEqual({ message: false, cancellation: false });

    await markGuestNewsSeen(wrote);
    expect(await countUnreadGuestNews()).toBe(1);
    expect(await newsOf(wrote)).toEqual({ message: false, cancellation: false });
    await markGuestNewsSeen(cancelled);
    await markGuestNewsSeen(quiet);
    expect(await countUnreadGuestNews()).toBe(0);
  });

  it("makes a message written after the owner's visit unread again, and an earlier visit never unsees it", async () => {
    const id = await insertRequest(db, { status: "confirmed" });
    await message(id, 1);
    await markGuestNewsSeen(id);
    expect(await countUnreadGuestNews()).toBe(0);

    await message(id, 5);
    expect(await countUnreadGuestNews()).toBe(1);
    await markGuestNewsSeen(id);
    expect(await countUnreadGuestNews()).toBe(0);
    // A message dated before the marker (a clock that went back) does not move it back either.
    await message(id, 0);
    await markGuestNewsSeen(id);
    expect(await countUnreadGuestNews()).toBe(0);
  });

  it("lists the unanswered requests first, newest first, then the rest, newest first", async () => {
    await insertRequest(db, { name: "Old new", status: "new", createdAt: at(1) });
    await insertRequest(db, { name: "Confirmed latest", status: "confirmed", createdAt: at(9) });
    await insertRequest(db, { name: "New latest", status: "new", createdAt: at(5) });
    await insertRequest(db, { name: "Declined", status: "declined", createdAt: at(3) });
    const names = (await listRequests(parseInboxFilter(new URLSearchParams()))).rows.map((r) => r.name);
    expect(names).toEqual(["New latest", "Old new", "Confirmed latest", "Declined"]);
  });
});
