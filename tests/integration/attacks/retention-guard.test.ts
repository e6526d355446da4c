import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { describe, expect, it } from "vitest";
import { migrateDb, openDb } from "#db/client.ts";
import { RETENTION_ALWAYS_ALLOWED } from "#app/features/requests/retention.server.ts";
import { startBuiltSite } from "#tests/support/site/built-site.ts";

// Retention (app/features/requests/retention.server.ts) deletes guests' requests for good. A wrong clock must not
// turn it into a wipe: a pass that sees a clock earlier than the newest request, or that
// would delete a large share of the rows at once, deletes nothing and logs an error. A
// request whose reservation is still ahead is kept whatever its age. `npm run backup`
// drops backups older than the retention period, and beyond BACKUP_KEEP.

const day = 24 * 60 * 60 * 1000;

/** A DATA_DIR with a migrated database holding `rows`, as a stopped site leaves it. */
async function dataDirWith(rows: { id: string; createdAt: number; reservationDate?: string }[]): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "retention-it-"));
  const database = await openDb(path.join(dataDir, "site.db"));
  await migrateDb(database);
  database.$client.close();
  const client = createClient({ url: `file:${path.join(dataDir, "site.db")}` });
  for (const row of rows) {
    await client.execute({
      sql: `INSERT INTO contact_requests (id, created_at, lang, name, email, country, comment, reservation_date, reservation_time, area, pax)
            VALUES (?, ?, 'en', 'Ana', 'ana@example.com', 'Spain', 'A table', ?, ?, ?, ?)`,
      args: [row.id, row.createdAt, row.reservationDate ?? null, row.reservationDate ? "20:00" : null, row.reservationDate ? "Terraza" : null, row.reservationDate ? 2 : null],
    });
  }
  client.close();
  return dataDir;
}

async function idsAfterStart(dataDir: string) {
  const server = await startBuiltSite({ env: { RETENTION_MONTHS: "12" }, dataDir });
  try {
    const line = await server.waitForLog((l) => typeof l.msg === "string" && l.msg.startsWith("retention"));
    const client = createClient({ url: `file:${path.join(dataDir, "site.db")}` });
    const ids = (await client.execute("SELECT id FROM contact_requests ORDER BY id")).rows.map((r) => String(r.id));
    client.close();
    return { line, ids };
  } finally {
    await server.stop();
  }
}

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

describe("retention against a wrong clock", () => {
  it("keeps a request whose reservation is still ahead, whatever its age", async () => {
    const now = Date.now();
    const dataDir = await dataDirWith([
      { id: "old-booked-ahead", createdAt: now - 500 * day, reservationDate: isoDay(now + 30 * day) },
      { id: "old-reservation-past", createdAt: now - 500 * day, reservationDate: isoDay(now - 450 * day) },
      { id: "old-message", createdAt: now - 500 * day },
      ...Array.from({ length: 10 }, (_, i) => ({ id: `recent-${i}`, createdAt: now - i * day })),
    ]);
    const { line, ids } = await idsAfterStart(dataDir);
    expect(line).toMatchObject({ level: 30, requests: 2 });
    expect(ids).toContain("old-booked-ahead");
    expect(ids).not.toContain("old-reservation-past");
    expect(ids).not.toContain("old-message");
  });

  it("deletes nothing, loudly, when the clock reads earlier than the newest request", async () => {
    const now = Date.now();
    // The clock went back a year: the newest request seems to come from the future.
    const dataDir = await dataDirWith([
      { id: "from-the-future", createdAt: now + 365 * day },
      { id: "old", createdAt: now - 500 * day },
    ]);
    const { line, ids } = await idsAfterStart(dataDir);
    expect(line).toMatchObject({ level: 50, refused: "clock-behind" });
    expect(ids).toEqual(["from-the-future", "old"]);
  });

  it("deletes nothing, loudly, when a pass would take a large share of the rows at once", async () => {
    const now = Date.now();
    // As after a clock jump years ahead: most rows look expired.
    const dataDir = await dataDirWith([
      ...Array.from({ length: RETENTION_ALWAYS_ALLOWED + 5 }, (_, i) => ({ id: `old-${String(i).padStart(2, "0")}`, createdAt: now - (400 + i) * day })),
      ...Array.from({ length: 5 }, (_, i) => ({ id: `recent-${i}`, createdAt: now - i * day })),
    ]);
    const { line, ids } = await idsAfterStart(dataDir);
    expect(line).toMatchObject({ level: 50, refused: "too-many", expired: RETENTION_ALWAYS_ALLOWED + 5, total: RETENTION_ALWAYS_ALLOWED + 10 });
    expect(ids).toHaveLength(RETENTION_ALWAYS_ALLOWED + 10);
  });
});

describe("npm run backup", () => {
  it("drops backups older than the retention period, and beyond BACKUP_KEEP", async () => {
    const dataDir = await dataDirWith([]);
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "backups-"));
    const fake = (name: string, createdAt: Date) => {
      fs.mkdirSync(path.join(out, name));
      fs.writeFileSync(path.join(out, name, "backup.json"), JSON.stringify({ createdAt: createdAt.toISOString() }));
    };
    fake("three-years-old", new Date(Date.now() - 3 * 365 * day));
    fake("last-month", new Date(Date.now() - 30 * day));
    fake("last-week", new Date(Date.now() - 7 * day));
    fs.mkdirSync(path.join(out, "not-a-backup"));
    const backup = (env: Record<string, string>) =>
      spawnSync(path.resolve("node_modules/.bin/node"), ["scripts/backup.ts", "--out", out], {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, RETENTION_MONTHS: "24", ...env },
        encoding: "utf8",
      });
    const first = backup({});
    expect(first.status, first.stderr).toBe(0);
    const names = () => fs.readdirSync(out).sort();
    expect(names()).not.toContain("three-years-old");
    expect(names()).toEqual(expect.arrayContaining(["last-month", "last-week", "not-a-backup"]));
    expect(names()).toHaveLength(4);

    const second = backup({ BACKUP_KEEP: "2" });
    expect(second.status, second.stderr).toBe(0);
    // The new one and the newest before it; what it did not write stays.
    expect(names()).not.toContain("last-month");
    expect(names()).not.toContain("last-week");
    expect(names()).toContain("not-a-backup");
    expect(names()).toHaveLength(3);
  });

  it("keeps two weeks of nightly backups when BACKUP_KEEP is not set, not all of RETENTION_MONTHS", async () => {
    const dataDir = await dataDirWith([]);
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "backups-"));
    for (let night = 1; night <= 20; night++) {
      fs.mkdirSync(path.join(out, `night-${night}`));
      fs.writeFileSync(path.join(out, `night-${night}`, "backup.json"), JSON.stringify({ createdAt: new Date(Date.now() - night * day).toISOString() }));
    }
    const result = spawnSync(path.resolve("node_modules/.bin/node"), ["scripts/backup.ts", "--out", out], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, RETENTION_MONTHS: "24" },
      encoding: "utf8",
    });
    expect(result.status, result.stderr).toBe(0);
    // The new one and the 13 nights before it (app/config-defaults.ts BACKUP_KEEP).
    const kept = fs.readdirSync(out).filter((name) => name.startsWith("night-"));
    expect(kept.sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)))).toEqual(Array.from({ length: 13 }, (_, i) => `night-${i + 1}`));
    expect(fs.readdirSync(out)).toHaveLength(14);
  });
});
