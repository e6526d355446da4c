import { openDb, migrateDb, type Db } from "../db/client.ts";
import { config } from "./config.server.ts";

let ready: Promise<Db> | undefined;

/**
 * The process's database, the one way app code reaches it: opened and migrated once. The
 * server's start seeds it before it listens (server/seed-site.ts; docs/operations.md §2: first
 * start creates and seeds it, later starts keep what is there).
 */
export function db(): Promise<Db> {
  ready ??= (async () => {
    const database = await openDb(config().dbFile);
    await migrateDb(database);
    return database;
  })();
  return ready;
}

/**
 * Closes the process's database if it is open; the next db() opens the file config() names
 * then (tests/support/unit/fresh-data-dir.ts: a test's fresh DATA_DIR).
 */
export async function closeDb(): Promise<void> {
  const open = ready;
  ready = undefined;
  const database = await open?.catch(() => undefined);
  database?.$client.close();
}
