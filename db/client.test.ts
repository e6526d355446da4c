import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDb } from "./client.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("openDb", () => {
  it("gives every pooled connection WAL, foreign keys and the busy timeout", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "client-"));
    dirs.push(dir);
    const db = await openDb(path.join(dir, "site.db"));
    // An open transaction holds the first connection, so the next statement opens another.
    const tx = await db.$client.transaction("write");
    try {
      const timeout = await db.$client.execute("PRAGMA busy_timeout");
      const foreignKeys = await db.$client.execute("PRAGMA foreign_keys");
      const journal = await db.$client.execute("PRAGMA journal_mode");
      expect(Object.values(timeout.rows[0] ?? {})).toEqual([5000]);
      expect(Object.values(foreignKeys.rows[0] ?? {})).toEqual([1]);
      expect(Object.values(journal.rows[0] ?? {})).toEqual(["wal"]);
    } finally {
      await tx.rollback();
      db.$client.close();
    }
  });
});
