import type { Db } from "../db/client.ts";
import { seedContent } from "../db/seed.ts";
import { seedMenu } from "../app/features/menu/store/menu-seed.server.ts";
import { seedMedia } from "../app/features/media/media-seed.server.ts";
import { seedSchedule } from "../app/features/schedule/schedule-seed.server.ts";
import { seedSiteFacts } from "../app/features/facts/facts-seed.server.ts";

/**
 * What a first start writes into an empty database (docs/operations.md §2): the texts, the menu,
 * the placeholder photos, the first schedule and the restaurant's first facts (content/site.json). Each seed writes only what is missing, so a
 * later start keeps every edit the owners made. Composed here, at the start (server/app.ts), and
 * by the tests' fresh DATA_DIR (tests/support/unit/fresh-data-dir.ts); app/db.server.ts only opens and
 * migrates, so it imports no feature.
 */
export async function seedSite(database: Db, dataDir: string): Promise<void> {
  await seedContent(database);
  await seedMenu(database);
  await seedMedia(database, dataDir);
  await seedSchedule(database);
  await seedSiteFacts(database);
}
