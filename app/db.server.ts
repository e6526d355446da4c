import { openDb, migrateDb, type Db } from "../db/client";
import { seedContent } from "../db/seed";
import { seedMenu } from "./features/menu/store/menu-seed.server";
import { config } from "./config.server";
import { seedMedia } from "./features/media/media-seed.server";
import { seedSchedule } from "./features/schedule/schedule-seed.server";

let ready: Promise<Db> | undefined;
let seedOnOpen = true;

/**
 * The process's database, the one way app code reaches it: opened, migrated and seeded once
 * (docs/operations.md §2: first start creates and seeds it; later starts keep what is there).
 */
export function db(): Promise<Db> {
  ready ??= (async () => {
    const database = await openDb(config().dbFile);
    await migrateDb(database);
    if (seedOnOpen) {
      await seedContent(database);
      await seedMenu(database);
      await seedMedia(database, config().DATA_DIR);
      await seedSchedule(database);
    }
    return database;
  })();
  return ready;
}

/**
 * Closes the process's database if it is open; the next db() opens the file config() names
 * then, seeded unless `seed` is false (tests/support/fresh-data-dir.ts: a test that starts
 * from empty tables in a fresh DATA_DIR).
 */
export async function closeDb({ seed = true }: { seed?: boolean } = {}): Promise<void> {
  const open = ready;
  ready = undefined;
  seedOnOpen = seed;
  const database = await open?.catch(() => undefined);
  database?.$client.close();
}
