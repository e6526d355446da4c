import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { migrateDb, openDb, type Db } from "../db/client.ts";
import { contactRequests, outbox } from "../db/schema.ts";
import { checkHealth, type HealthSetting } from "./healthz.ts";
import { writeOffsiteMarker } from "../app/offsite-backup-marker.server.ts";

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(() => {
  for (const d of dbs.splice(0)) d.$client.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function setting(dataDir: string, limits: Partial<HealthSetting["limits"]> = {}): HealthSetting {
  return { dataDir, limits: { mailMaxAgeMinutes: 60, diskMinFreeMb: 0, offsiteMaxAgeHours: undefined, ...limits } };
}

async function freshDatabase(): Promise<{ dir: string; database: Db }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "health-"));
  dirs.push(dir);
  const database = await openDb(path.join(dir, "site.db"));
  dbs.push(database);
  await migrateDb(database);
  await database.insert(contactRequests).values({ id: "r1", lang: "es", name: "Ana", email: "ana@example.com", country: "Cuba", comment: "Hola" });
  return { dir, database };
}

describe("health", () => {
  it("reports the outbox backlog: pending, sending and failed mail, not sent mail", async () => {
    const { dir, database } = await freshDatabase();
    const states = ["pending", "pending", "sending", "failed", "sent", "sent", "sent"] as const;
    await database
      .insert(outbox)
      .values(states.map((state, i) => ({ id: `m${i}`, requestId: "r1", kind: "owner" as const, state, nextAttemptAt: new Date() })));

    const health = await checkHealth(async () => database, setting(dir));
    expect(health).toMatchObject({
      status: "degraded",
      database: "ok",
      outbox: { pending: 2, sending: 1, failed: 1, total: 4 },
      problems: [{ code: "mail-failed", failed: 1 }],
    });
  });

  it("is unavailable when the database cannot be reached", async () => {
    const health = await checkHealth(() => Promise.reject(new Error("SQLITE_CANTOPEN")), setting(os.tmpdir()), pino({ level: "silent" }));
    expect(health).toEqual({ status: "unavailable", database: "unreachable", reason: "database unreachable" });
  });

  it("is ok with nothing to report, and degraded (still serving) by each problem the real checks find", async () => {
    const { dir, database } = await freshDatabase();
    const now = new Date("2026-11-25T12:00:00Z");
    expect(await checkHealth(async () => database, setting(dir), undefined, now)).toMatchObject({ status: "ok", problems: [] });

    // Mail waiting longer than the limit.
    await database.insert(outbox).values({ id: "late", requestId: "r1", kind: "guest", state: "pending", nextAttemptAt: now, createdAt: new Date(now.getTime() - 61 * 60_000) });
    expect(await checkHealth(async () => database, setting(dir), undefined, now)).toMatchObject({
      status: "degraded",
      problems: [{ code: "mail-delayed", minutes: 61 }],
    });
    await database.delete(outbox);

    // The real disk of the data folder, against a floor no disk here reaches.
    const full = await checkHealth(async () => database, setting(dir, { diskMinFreeMb: Number.MAX_SAFE_INTEGER }), undefined, now);
    expect(full).toMatchObject({ status: "degraded", problems: [{ code: "disk-nearly-full" }] });

    // Off-machine backups: not checked until one has succeeded, then stale after the limit.
    writeOffsiteMarker(dir, { at: new Date(now.getTime() - 49 * 3_600_000).toISOString(), snapshot: "abc" });
    expect(await checkHealth(async () => database, setting(dir), undefined, now)).toMatchObject({
      status: "degraded",
      problems: [{ code: "backup-stale" }],
    });
    writeOffsiteMarker(dir, { at: new Date(now.getTime() - 3_600_000).toISOString(), snapshot: "def" });
    expect(await checkHealth(async () => database, setting(dir), undefined, now)).toMatchObject({ status: "ok" });
  });
});
