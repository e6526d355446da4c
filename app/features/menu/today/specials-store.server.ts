// Today's specials as SQLite holds them (docs/product.md §14.8): one block a date, written whole
// (nothing half-saved) and published, so the kept pages show it at their next view. The block
// is not printed: the card images and the PDF are not drawn again.
import { asc, eq, gte } from "drizzle-orm";
import { menuSpecials } from "#db/schema.ts";
import { z } from "#app/zod.ts";
import { db } from "#app/db.server.ts";
import { publish } from "#app/shell/content/content-version.server.ts";
import type { SpecialItem, Specials } from "../rules/specials.ts";

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

/**
 * Sets the block of its date, in one transaction. `from` is the date whose block the owner opened
 * (the same date by default): a block whose date was changed moves there and leaves its old
 * date, and a save never replaces the block of a date it was not opened for: "taken", and
 * nothing is written (two blocks of a date would otherwise become one, silently).
 */
export async function saveSpecials(specials: Specials, by: string, from = specials.date, now = new Date()): Promise<"saved" | "taken"> {
  const row = {
    date: specials.date,
    titleEn: specials.titleEn,
    titleEs: specials.titleEs,
    items: JSON.stringify(specials.items.map(({ nameEn, nameEs, descriptionEn, descriptionEs, cents }) => ({ nameEn, nameEs, descriptionEn, descriptionEs, cents }))),
    updatedAt: now,
    updatedBy: by,
  };
  // Immediate: the check and the write see no other save between them.
  const outcome = await (await db()).transaction(async (tx) => {
    if (from !== specials.date) {
      const [taken] = await tx.select({ date: menuSpecials.date }).from(menuSpecials).where(eq(menuSpecials.date, specials.date)).limit(1);
      if (taken) return "taken" as const;
      await tx.delete(menuSpecials).where(eq(menuSpecials.date, from));
    }
    await tx
      .insert(menuSpecials)
      .values(row)
      .onConflictDoUpdate({ target: menuSpecials.date, set: { titleEn: row.titleEn, titleEs: row.titleEs, items: row.items, updatedAt: now, updatedBy: by } });
    return "saved" as const;
  }, { behavior: "immediate" });
  if (outcome === "saved") await publish();
  return outcome;
}

/** Removes the block of a date; false when there was none. */
export async function deleteSpecials(date: string): Promise<boolean> {
  const removed = await (await db()).delete(menuSpecials).where(eq(menuSpecials.date, date)).returning({ date: menuSpecials.date });
  if (removed.length > 0) await publish();
  return removed.length > 0;
}
