// The one test setup for code that reaches the database: each test (or each file) gets its
// own empty DATA_DIR; config() reads it again and db() (app/db.server.ts) opens a new SQLite
// file there, seeded as at a first start (server/seed-site.ts). App code keeps its one way to the
// database, `await db()`; tests reach the same file the same way.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { config, reloadConfig } from "#app/config.server.ts";
import { closeDb, db } from "#app/db.server.ts";
import { seedSite } from "#server/seed-site.ts";

// The logger reads its level once, when first imported: quiet unless a run asks otherwise.
process.env.LOG_LEVEL ??= "silent";

export type FreshDataDir = {
  /** The current test's DATA_DIR. */
  readonly dir: string;
};

/**
 * Call at the top of a test file. `each: false` shares one DATA_DIR across the file's tests
 * (for tests that build on each other). `seed: false` leaves the tables empty, as a test that
 * seeds what it needs (or checks seeding itself) wants; by default the database is seeded with the
 * content, the menu, the placeholder media and the schedule as at a first start.
 */
export function freshDataDirs({ each = true, seed = true }: { each?: boolean; seed?: boolean } = {}): FreshDataDir {
  let dir = "";
  const saved = process.env.DATA_DIR;
  const start = async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-dir-"));
    process.env.DATA_DIR = dir;
    reloadConfig();
    await closeDb();
    if (seed) await seedSite(await db(), config().DATA_DIR);
  };
  const end = async () => {
    await closeDb();
    fs.rmSync(dir, { recursive: true, force: true });
    if (saved === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = saved;
    reloadConfig();
  };
  if (each) {
    beforeEach(start);
    afterEach(end);
  } else {
    beforeAll(start);
    afterAll(end);
  }
  return {
    get dir() {
      return dir;
    },
  };
}
