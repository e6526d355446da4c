import { desc } from "drizzle-orm";
import { scheduleRevisions } from "../../../db/schema";
import { db } from "../../db.server";
import type { Schedule } from "../../lib/schedule";
import { siteFacts } from "../../shell/content/site";
import { scheduleFromSiteFacts } from "./rules/schedule-defaults";

/** The schedule in force: the newest saved version (db() seeds the first one). */
export async function currentSchedule(): Promise<Schedule> {
  const [row] = await (await db())
    .select({ document: scheduleRevisions.document })
    .from(scheduleRevisions)
    .orderBy(desc(scheduleRevisions.id))
    .limit(1);
  return row ? (JSON.parse(row.document) as Schedule) : scheduleFromSiteFacts(siteFacts);
}
