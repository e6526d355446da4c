import type { Db } from "#db/client.ts";
import { siteFactRevisions } from "#db/schema.ts";
import { seedFacts } from "#app/shell/content/seed-facts.ts";
import { insertFactsVersion } from "./facts-store.server.ts";

/**
 * Writes the first version of the facts when the database has none (a first start, or a site
 * made before the facts were stored). Takes the database as a parameter: the start seeds the
 * database it opened (server/seed-site.ts, docs/decisions/0028-owners-identity-and-the-composed-start.md).
 */
export async function seedSiteFacts(database: Db): Promise<void> {
  const [any] = await database.select({ id: siteFactRevisions.id }).from(siteFactRevisions).limit(1);
  if (any) return;
  await database.transaction(async (tx) => {
    await insertFactsVersion(tx, seedFacts, "seed");
  });
}
