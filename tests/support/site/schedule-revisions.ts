import { scheduleRevisions } from "#db/schema.ts";
import type { Schedule } from "#app/booking/schedule.ts";
import { siteDb } from "./built-site.ts";

// A schedule revision written straight to a site's database, as the owners' schedule page
// saves one (the site's HTML cache sees the write through SQLite's data_version).

export async function insertScheduleRevision(dataDir: string, schedule: Schedule): Promise<void> {
  const db = await siteDb(dataDir);
  try {
    await db.insert(scheduleRevisions).values({ document: JSON.stringify(schedule), changedBy: "owner@example.com" });
  } finally {
    db.$client.close();
  }
}
