import { scheduleRevisions } from "#db/schema.ts";
import type { Db } from "#db/client.ts";
import siteFacts from "#content/site.json";
import { scheduleFromSiteFacts } from "./rules/schedule-defaults.ts";

/**
 * Writes the first schedule, from content/site.json, when the database has none (a first start,
 * or a site made before the schedule existed). Takes the database as a parameter: the start
 * seeds the database it opened (server/seed-site.ts, docs/decisions/0028-owners-identity-and-the-composed-start.md).
 */
export async function seedSchedule(database: Db): Promise<void> {
  const [any] = await database.select({ id: scheduleRevisions.id }).from(scheduleRevisions).limit(1);
  if (any) return;
  await database.insert(scheduleRevisions).values({ document: JSON.stringify(scheduleFromSiteFacts(siteFacts)), changedBy: "seed" });
}
