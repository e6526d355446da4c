import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { migrateDb, openDb, type Db } from "../db/client";
import { contactRequests, outbox } from "../db/schema";
import { checkHealth } from "./healthz";

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(() => {
  for (const d of dbs.splice(0)) d.$client.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("health", () => {
  it("reports the outbox backlog: pending, sending and failed mail, not sent mail", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "health-"));
    dirs.push(dir);
    const database = await openDb(path.join(dir, "site.db"));
    dbs.push(database);
    await migrateDb(database);
    await database.insert(contactRequests).values({
      id: "r1",
      lang: "es",
      name: "Ana",
      email: "ana@example.com",
      country: "Cuba",
      comment: "Hola",
    });
    const states = ["pending", "pending", "sending", "failed", "sent", "sent", "sent"] as const;
    await database
      .insert(outbox)
      .values(states.map((state, i) => ({ id: `m${i}`, requestId: "r1", kind: "owner" as const, state, nextAttemptAt: new Date() })));

    const health = await checkHealth(async () => database);
    expect(health).toMatchObject({
      status: "ok",
      database: "ok",
      outbox: { pending: 2, sending: 1, failed: 1, total: 4 },
    });
  });

  it("is unavailable when the database cannot be reached", async () => {
    const health = await checkHealth(() => Promise.reject(new Error("SQLITE_CANTOPEN")), pino({ level: "silent" }));
    expect(health).toEqual({ status: "unavailable", database: "unreachable", reason: "database unreachable" });
  });
});
