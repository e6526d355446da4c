// Today's specials as SQLite holds them (docs/product.md §14.8): one block a date, written whole
// (nothing half-saved) and published, so the kept pages show it at their next view. The block
// is not printed: the card images and the PDF are not drawn again.
import { asc, eq, gte, inArray } from "drizzle-orm";
import { menuSpecials, menuSpecialTitles } from "#db/schema.ts";
import { z } from "#app/zod.ts";
import { languages } from "#app/lib/lang.ts";
import { localizedField, perLangFields } from "#app/lib/localized-field.ts";
import { db } from "#app/db.server.ts";
import { publish } from "#app/shell/content/content-version.server.ts";
import { fieldsFromWords, storedWords, wordsByLang } from "../store/words-by-lang.ts";
import type { SpecialItem, Specials } from "../rules/specials.ts";

// A block's title is a row per language (menu_special_titles); its items' words are objects
// keyed by language beside their price (../store/words-by-lang.ts).
const storedItems = z.array(z.object({ name: storedWords, description: storedWords, cents: z.number().int().min(0) }));

type Row = typeof menuSpecials.$inferSelect;
type TitleRow = typeof menuSpecialTitles.$inferSelect;

function fromRow(row: Row, titles: readonly TitleRow[]): Specials & { updatedAt: Date; updatedBy: string | null } {
  const items: SpecialItem[] = storedItems
    .parse(JSON.parse(row.items))
    .map(({ name, description, cents }) => ({ ...fieldsFromWords("name", name), ...fieldsFromWords("description", description), cents }));
  const title = perLangFields("title", (lang) => titles.find((t) => t.date === row.date && t.lang === lang)?.title ?? "");
  return { date: row.date, ...title, items, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
}

async function titlesOf(dates: string[]): Promise<TitleRow[]> {
  return dates.length === 0 ? [] : (await db()).select().from(menuSpecialTitles).where(inArray(menuSpecialTitles.date, dates));
}

/** The block of one date, if any. */
export async function specialsOn(date: string): Promise<Specials | undefined> {
  const [row] = await (await db()).select().from(menuSpecials).where(eq(menuSpecials.date, date)).limit(1);
  return row ? fromRow(row, await titlesOf([row.date])) : undefined;
}

/** The blocks of `today` and later, soonest first (the owners' list). */
export async function upcomingSpecials(today: string) {
  const rows = await (await db()).select().from(menuSpecials).where(gte(menuSpecials.date, today)).orderBy(asc(menuSpecials.date));
  const titles = await titlesOf(rows.map((r) => r.date));
  return rows.map((row) => fromRow(row, titles));
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
    items: JSON.stringify(
      specials.items.map((item) => ({ name: wordsByLang(item, "name"), description: wordsByLang(item, "description"), cents: item.cents })),
    ),
    updatedAt: now,
    updatedBy: by,
  };
  const titles = languages.map((lang) => ({ date: specials.date, lang, title: localizedField(specials, "title", lang) }));
  // Immediate: the check and the write see no other save between them.
  const outcome = await (await db()).transaction(async (tx) => {
    if (from !== specials.date) {
      const [taken] = await tx.select({ date: menuSpecials.date }).from(menuSpecials).where(eq(menuSpecials.date, specials.date)).limit(1);
      if (taken) return "taken" as const;
      // Its titles' rows go with it (menu_special_titles).
      await tx.delete(menuSpecials).where(eq(menuSpecials.date, from));
    }
    await tx
      .insert(menuSpecials)
      .values(row)
      .onConflictDoUpdate({ target: menuSpecials.date, set: { items: row.items, updatedAt: now, updatedBy: by } });
    await tx.delete(menuSpecialTitles).where(eq(menuSpecialTitles.date, specials.date));
    await tx.insert(menuSpecialTitles).values(titles);
    return "saved" as const;
  }, { behavior: "immediate" });
  if (outcome === "saved") await publish();
  return outcome;
}

/** Removes the block of a date (its titles' rows with it); false when there was none. */
export async function deleteSpecials(date: string): Promise<boolean> {
  const removed = await (await db()).delete(menuSpecials).where(eq(menuSpecials.date, date)).returning({ date: menuSpecials.date });
  if (removed.length > 0) await publish();
  return removed.length > 0;
}
