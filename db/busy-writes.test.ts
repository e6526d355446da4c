import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { migrateDb, openDb, type Db } from "./client.ts";
import { meta } from "./schema.ts";

// docs/operations.md §12: the site shares its SQLite file with other writers (a backup's copy, a
// checkpoint, a second process). A transaction that meets their write lock fails with
// SQLITE_BUSY after the busy timeout; it must give back its connection and its lock, so a long
// run of such failures neither leaks file descriptors nor leaves the file locked.

const TRANSACTIONS = 1000;
/** Short, so the failures of this test come quickly; the site's own is BUSY_TIMEOUT_MS. */
const BUSY_MS = 5;

const dirs: string[] = [];
const clients: Client[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.close();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const openFileDescriptors = () => fs.readdirSync("/proc/self/fd").length;

describe("SQLite under a concurrent writer", () => {
  it(`runs ${TRANSACTIONS} transactions, some refused with SQLITE_BUSY, without growing file descriptors or keeping the lock`, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "busy-"));
    dirs.push(dir);
    const file = path.join(dir, "site.db");
    const db: Db = await openDb(file, { busyTimeoutMs: BUSY_MS });
    clients.push(db.$client);
    await migrateDb(db);
    await db.insert(meta).values({ key: "counter", value: "0" });
    // The other writer: a connection of its own, as a backup or a second process has.
    const other = createClient({ url: `file:${file}`, timeout: BUSY_MS });
    clients.push(other);

    let committed = 0;
    let busy = 0;
    let descriptorsAfterWarmUp = 0;
    for (let i = 0; i < TRANSACTIONS; i++) {
      // Every fifth transaction meets the other writer's open write transaction; every
      // fiftieth meets a checkpoint in between.
      const holder = i % 5 === 0 ? await other.transaction("write") : undefined;
      if (holder) await holder.execute("UPDATE meta SET value = value WHERE key = 'counter'");
      try {
        await db.transaction(async (tx) => {
          await tx.update(meta).set({ value: sql`${meta.value} + 1` }).where(eq(meta.key, "counter"));
        });
        committed += 1;
      } catch (error) {
        const text = String((error as { code?: unknown; message?: unknown }).code ?? "") + String((error as Error).message);
        expect(text).toMatch(/SQLITE_BUSY|database is locked/);
        busy += 1;
      } finally {
        await holder?.rollback();
      }
      if (i % 50 === 0) await other.execute("PRAGMA wal_checkpoint(PASSIVE)");
      // Between two requests a server's event loop turns; so does this one.
      await new Promise((resolve) => setImmediate(resolve));
      if (i === 99) descriptorsAfterWarmUp = openFileDescriptors();
    }

    expect(busy).toBe(TRANSACTIONS / 5);
    expect(committed).toBe(TRANSACTIONS - busy);
    const [row] = await db.select().from(meta).where(eq(meta.key, "counter"));
    expect(Number(row?.value)).toBe(committed);
    expect(openFileDescriptors()).toBeLessThanOrEqual(descriptorsAfterWarmUp);
    // The lock is free: another connection takes it at once.
    const after = await other.transaction("write");
    await after.execute("UPDATE meta SET value = value WHERE key = 'counter'");
    await after.commit();
  }, 60_000);
});
