import type { Db } from "../db/client";
import { seedContent } from "../db/seed";
import { seedMenu } from "../app/features/menu/store/menu-seed.server";
import { seedMedia } from "../app/features/media/media-seed.server";
import { seedSchedule } from "../app/features/schedule/schedule-seed.server";

/**
 * What a first start writes into an empty database (docs/operations.md §2): the texts, the menu,
 * the placeholder photos and the first schedule. Each seed writes only what is missing, so a
 * later start keeps every edit the owners made. Composed here, at the start (server/app.ts), and
 * by the tests' fresh DATA_DIR (tests/support/fresh-data-dir.ts); app/db.server.ts only opens and
 * migrates, so it imports no feature.
 */
export async function seedSite(database: Db, dataDir: string): Promise<void> {
  await seedContent(database);
  await seedMenu(database);
  await seedMedia(database, dataDir);
  await seedSchedule(database);
}
