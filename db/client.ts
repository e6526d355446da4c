import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import * as schema from "./schema";

export type Db = LibSQLDatabase<typeof schema> & { $client: Client };

/** Opens the SQLite file in WAL mode with a busy timeout (several writers, one file). */
export async function openDb(file: string): Promise<Db> {
  // The client keeps a pool of connections; `timeout` sets the busy timeout on every one
  // of them, whereas the PRAGMA below reaches only the connection it runs on.
  const client = createClient({ url: `file:${file}`, timeout: 5000 });
  await client.execute("PRAGMA journal_mode = WAL");
  await client.execute("PRAGMA busy_timeout = 5000");
  await client.execute("PRAGMA foreign_keys = ON");
  return drizzle(client, { schema });
}

/** Applies the migrations in db/migrations (run from the project root). */
export async function migrateDb(db: Db, migrationsFolder = path.resolve("db/migrations")): Promise<void> {
  await migrate(db, { migrationsFolder });
}
