import fs from "node:fs";
import path from "node:path";
import { openDb, migrateDb, type Db } from "../db/client.ts";
import { config, ConfigError } from "./config.server.ts";

let ready: Promise<Db> | undefined;

/** The device and inode of the file the process's database was opened on. */
type FileIdentity = { dev: number; ino: number };
let openedFile: { path: string; identity: FileIdentity } | undefined;

/**
 * The process's database, the one way app code reaches it: opened and migrated once. The
 * server's start seeds it before it listens (server/seed-site.ts; docs/operations.md §2: first
 * start creates and seeds it, later starts keep what is there). A DATA_DIR whose database is
 * gone but whose photos are there is refused (refuseLostDatabase).
 */
export function db(): Promise<Db> {
  ready ??= (async () => {
    const { dbFile, DATA_DIR } = config();
    refuseLostDatabase(DATA_DIR, dbFile);
    const database = await openDb(dbFile);
    await migrateDb(database);
    const { dev, ino } = fs.statSync(dbFile);
    openedFile = { path: dbFile, identity: { dev, ino } };
    return database;
  })();
  return ready;
}

/**
 * Whether the open database is still the file at DATA_DIR/site.db (docs/operations.md §3): a
 * file deleted or replaced under the running process leaves it writing to a file nobody will
 * read again. `unopened` before db() has opened it.
 */
export type DatabaseFileState = "same" | "missing" | "replaced" | "unopened";

export async function databaseFileState(): Promise<DatabaseFileState> {
  if (!openedFile) return "unopened";
  try {
    const { dev, ino } = await fs.promises.stat(openedFile.path);
    return dev === openedFile.identity.dev && ino === openedFile.identity.ino ? "same" : "replaced";
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "missing";
    throw error;
  }
}

/**
 * A DATA_DIR with photos (media/) but no site.db held a site whose database was lost: opening it
 * would make an empty one beside the photos and keys, and the site would run on without its
 * requests, accounts and texts. A truly empty DATA_DIR (a first start) has no photos yet.
 */
function refuseLostDatabase(dataDir: string, dbFile: string): void {
  if (fs.existsSync(dbFile)) return;
  const media = path.join(dataDir, "media");
  if (!fs.existsSync(media) || fs.readdirSync(media).length === 0) return;
  throw new ConfigError(
    `No database at ${dbFile}, but ${dataDir} holds the photos (media/) of a site that ran: its database is missing. ` +
      `Restore the newest backup into an empty DATA_DIR (docs/operations.md §6), with the server stopped: ` +
      `mv ${dataDir} ${dataDir}.old && mkdir ${dataDir} && cp -a <backup folder>/. ${dataDir}/ ` +
      `(the backup folder is the newest of npm run backup's, e.g. backups/2026-11-21T11-30-09-179Z). ` +
      `To start the site afresh instead, move ${dataDir} aside.`,
  );
}

/**
 * Closes the process's database if it is open; the next db() opens the file config() names
 * then (tests/support/unit/fresh-data-dir.ts: a test's fresh DATA_DIR).
 */
export async function closeDb(): Promise<void> {
  const open = ready;
  ready = undefined;
  openedFile = undefined;
  const database = await open?.catch(() => undefined);
  database?.$client.close();
}
