import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "#db/client.ts";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { db } from "#app/db.server.ts";
import { contactRequests, outbox, requestStatusChanges } from "#db/schema.ts";
import { deleteExpiredMailFiles, deleteExpiredRequests, RETENTION_ALWAYS_ALLOWED, retentionCutoff, startRetentionJob } from "./retention.server.ts";

freshDataDirs({ seed: false });
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "retention-"));
  dirs.push(dir);
  return dir;
}

/** The test's own database, in its fresh DATA_DIR. */
function freshDb(): Promise<Db> {
  return db();
}

async function addRequest(database: Db, id: string, createdAt: Date) {
  await database.insert(contactRequests).values({
    id,
    createdAt,
    lang: "en",
    name: "Ana",
    email: "ana@example.com",
    country: "Spain",
    comment: "A table for two",
  });
  await database.insert(outbox).values({ id: `${id}-owner`, requestId: id, kind: "owner", nextAttemptAt: createdAt });
  await database.insert(requestStatusChanges).values({ requestId: id, status: "confirmed", changedBy: "owner" });
}

describe("retention", () => {
  it("counts months back from now", () => {
    expect(retentionCutoff(new Date("2026-03-31T12:00:00Z"), 24).toISOString()).toBe("2024-03-31T12:00:00.000Z");
    expect(retentionCutoff(new Date("2026-03-31T12:00:00Z"), 1).toISOString()).toBe("2026-02-28T12:00:00.000Z");
  });

  it("deletes requests older than the setting with their mails and history, and keeps the rest", async () => {
    const database = await freshDb();
    const now = new Date("2026-06-15T10:00:00Z");
    await addRequest(database, "old", new Date("2024-06-15T09:59:59Z"));
    await addRequest(database, "edge", new Date("2024-06-15T10:00:00Z"));
    await addRequest(database, "new", new Date("2026-06-01T10:00:00Z"));

    const job = startRetentionJob({
      months: 24,
      mailDir: path.join(tempDir(), "mail"),
      now: () => now,
      log: pino({ level: "silent" }),
    });
    const result = await job.runOnce();
    await job.stop();

    expect(result.requests).toBe(1);
    const left = await database.select({ id: contactRequests.id }).from(contactRequests).orderBy(contactRequests.id);
    expect(left.map((r) => r.id)).toEqual(["edge", "new"]);
    expect(await database.select().from(outbox).where(eq(outbox.requestId, "old"))).toEqual([]);
    expect(await database.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, "old"))).toEqual(
      [],
    );
    expect(await database.select().from(outbox)).toHaveLength(2);
  });

  it("deletes mails written to files before the cutoff, and nothing else", async () => {
    const dir = tempDir();
    const old = new Date("2020-01-01T00:00:00Z");
    for (const name of ["old.eml", "new.eml", "old.txt"]) fs.writeFileSync(path.join(dir, name), "x");
    fs.utimesSync(path.join(dir, "old.eml"), old, old);
    fs.utimesSync(path.join(dir, "old.txt"), old, old);
    expect(await deleteExpiredMailFiles(dir, new Date("2024-01-01T00:00:00Z"))).toBe(1);
    expect(fs.readdirSync(dir).sort()).toEqual(["new.eml", "old.txt"]);
    expect(await deleteExpiredMailFiles(path.join(dir, "missing"), new Date())).toBe(0);
  });
});

describe("retention's guards", () => {
  const now = new Date("2026-06-15T10:00:00Z");
  const cutoff = retentionCutoff(now, 24);

  it("keeps a request whose reservation day is not before the cutoff", async () => {
    const database = await freshDb();
    await addRequest(database, "old", new Date("2023-01-01T00:00:00Z"));
    await addRequest(database, "booked-ahead", new Date("2023-01-01T00:00:00Z"));
    await database.update(contactRequests).set({ reservationDate: "2026-07-01" }).where(eq(contactRequests.id, "booked-ahead"));
    expect(await deleteExpiredRequests(cutoff, now)).toBe(1);
    expect((await database.select({ id: contactRequests.id }).from(contactRequests)).map((r) => r.id)).toEqual(["booked-ahead"]);
  });

  it("refuses when the clock reads earlier than the newest request, or a large share would go", async () => {
    const database = await freshDb();
    await addRequest(database, "future", new Date("2026-07-01T00:00:00Z"));
    await addRequest(database, "old", new Date("2023-01-01T00:00:00Z"));
    expect(await deleteExpiredRequests(cutoff, now)).toMatchObject({ refused: "clock-behind", expired: 1, total: 2 });
    await database.delete(contactRequests).where(eq(contactRequests.id, "future"));
    for (let i = 0; i < RETENTION_ALWAYS_ALLOWED; i++) await addRequest(database, `old-${i}`, new Date("2023-01-01T00:00:00Z"));
    expect(await deleteExpiredRequests(cutoff, now)).toMatchObject({ refused: "too-many", expired: RETENTION_ALWAYS_ALLOWED + 1 });
    expect(await database.select().from(contactRequests)).toHaveLength(RETENTION_ALWAYS_ALLOWED + 1);
  });
});
