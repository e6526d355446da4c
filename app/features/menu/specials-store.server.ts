// Today's specials as SQLite holds them (docs/product.md §14.8): one block a date, written whole
// (nothing half-saved) and published, so the kept pages show it at their next view. The block
// is not printed: the card images and the PDF are not drawn again.
import { asc, eq, gte } from "drizzle-orm";
import { menuSpecials } from "../../../db/schema";
import { z } from "../../zod.ts";
import { db } from "../../db.server";
import { publish } from "../../shell/content/content-version.server";
import type { SpecialItem, Specials } from "./rules/specials";

const storedItems = z.array(
  z.object({ nameEn: z.string(), nameEs: z.string(), descriptionEn: z.string(), descriptionEs: z.string(), cents: z.number().int().min(0) }),
);

type Row = typeof menuSpecials.$inferSelect;

function fromRow(row: Row): Specials & { updatedAt: Date; updatedBy: string | null } {
  const items: SpecialItem[] = storedItems.parse(JSON.parse(row.items));
  return { date: row.date, titleEn: row.titleEn, titleEs: row.titleEs, items, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
}

/** The block of one date, if any. */
export async function specialsOn(date: string): Promise<Specials | undefined> {
  const [row] = await (await db()).select().from(menuSpecials).where(eq(menuSpecials.date, date)).limit(1);
  return row ? fromRow(row) : undefined;
}

/** The blocks of `today` and later, soonest first (the owners' list). */
export async function upcomingSpecials(today: string) {
  const rows = await (await db()).select().from(menuSpecials).where(gte(menuSpecials.date, today)).orderBy(asc(menuSpecials.date));
  return rows.map(fromRow);
}

/** Sets (or replaces) the block of its date. */
export async function saveSpecials(specials: Specials, by: string, now = new Date()): Promise<void> {
  const row = {
    date: specials.date,
    titleEn: specials.titleEn,
    titleEs: specials.titleEs,
    items: JSON.stringify(specials.items.map(({ nameEn, nameEs, descriptionEn, descriptionEs, cents }) => ({ nameEn, nameEs, descriptionEn, descriptionEs, cents }))),
    updatedAt: now,
    updatedBy: by,
  };
  await (await db())
    .insert(menuSpecials)
    .values(row)
    .onConflictDoUpdate({ target: menuSpecials.date, set: { titleEn: row.titleEn, titleEs: row.titleEs, items: row.items, updatedAt: now, updatedBy: by } });
  await publish();
}

/** Removes the block of a date; false when there was none. */
export async function deleteSpecials(date: string): Promise<boolean> {
  const removed = await (await db()).delete(menuSpecials).where(eq(menuSpecials.date, date)).returning({ date: menuSpecials.date });
  if (removed.length > 0) await publish();
  return removed.length > 0;
}
