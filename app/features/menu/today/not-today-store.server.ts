// The owners' "not today" switch (docs/product.md §14.7). It changes only the item's mark, not
// what is printed: the card images and the PDF are not drawn again (publish() without a redraw
// just makes the kept pages stale), and the menu's "last change" note stays as it was.
import { eq, gt } from "drizzle-orm";
import { menuItems } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import { publish } from "#app/shell/content/content-version.server.ts";
import { currentSchedule } from "#app/features/schedule/schedule-store.server.ts";
import { inLineWithSaves } from "../store/menu-write.server.ts";
import { notTodayUntil } from "../rules/not-today.ts";

export type NotTodaySwitch = { ok: true; until: Date | null } | { ok: false; code: "unknownItem" };

/** Marks an item "not today" (until the next opening after today) or clears the mark. */
export async function switchNotToday(itemId: number, on: boolean, now = new Date()): Promise<NotTodaySwitch> {
  const until = on ? notTodayUntil(await currentSchedule(), now) : null;
  const changed = await inLineWithSaves(async () => {
    const database = await db();
    return database.update(menuItems).set({ unavailableUntil: until }).where(eq(menuItems.id, itemId)).returning({ id: menuItems.id });
  });
  if (changed.length === 0) return { ok: false, code: "unknownItem" };
  await publish();
  return { ok: true, until };
}

/** The items marked at `now`, with the end of each mark. */
export async function notTodayItems(now = new Date()): Promise<Map<number, Date>> {
  const rows = await (await db())
    .select({ id: menuItems.id, until: menuItems.unavailableUntil })
    .from(menuItems)
    .where(gt(menuItems.unavailableUntil, now));
  return new Map(rows.flatMap((row) => (row.until ? [[row.id, row.until] as const] : [])));
}
