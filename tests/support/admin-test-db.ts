import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrateDb, openDb, type Db } from "../../db/client";

/** A fresh, migrated SQLite file in a temp directory, for tests of server modules. */
export async function freshTestDb(): Promise<{ db: Db; close: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-test-"));
  const db = await openDb(path.join(dir, "site.db"));
  await migrateDb(db);
  return {
    db,
    close() {
      db.$client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
