import { openDb, migrateDb, type Db } from "../db/client";
import { seedContent } from "../db/seed";
import { seedMenu } from "./features/menu/menu-seed.server";
import { config } from "./config.server";
import { seedMedia } from "./features/media/media-seed.server";

let ready: Promise<Db> | undefined;

/**
 * The process's database: opened, migrated and seeded once (docs/operations.md §2: first start
 * creates and seeds it; later starts keep what is there).
 */
export function db(): Promise<Db> {
  ready ??= (async () => {
    const database = await openDb(config().dbFile);
    await migrateDb(database);
    await seedContent(database);
    await seedMenu(database);
    await seedMedia({ db: database, dataDir: config().DATA_DIR });
    return database;
  })();
  return ready;
}
