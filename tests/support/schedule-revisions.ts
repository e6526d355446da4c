import { scheduleRevisions } from "../../db/schema";
import { weekdays, type Period, type Schedule, type Weekday } from "../../app/lib/schedule";
import { siteDb } from "./built-site";

// A schedule revision written straight to a site's database, as the owners' schedule page
// saves one (the site's HTML cache sees the write through SQLite's data_version).

const sevenToEleven: readonly Period[] = [{ opens: "07:00", closes: "23:00" }];

/**
 * What a site starts with (app/features/schedule/rules/schedule-defaults.ts from content/site.json,
 * written out: Playwright's loader cannot import the JSON file).
 */
export const seededSchedule: Schedule = {
  timeZone: "America/Havana",
  weekly: Object.fromEntries(weekdays.map((day) => [day, sevenToEleven])) as Record<Weekday, readonly Period[]>,
  exceptions: [],
  booking: { lastSeatingMinutes: 15, noticeMinutes: 0, maxDaysAhead: null, largePartyMin: null },
  capacity: {},
};

export async function insertScheduleRevision(dataDir: string, schedule: Schedule): Promise<void> {
  const db = await siteDb(dataDir);
  try {
    await db.insert(scheduleRevisions).values({ document: JSON.stringify(schedule), changedBy: "owner@example.com" });
  } finally {
    db.$client.close();
  }
}
