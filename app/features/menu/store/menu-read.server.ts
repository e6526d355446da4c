// The menu as SQLite holds it, read fresh: an owner's save shows at the next view.
import { asc, inArray } from "drizzle-orm";
import { menuCards, menuCardTitles, menuItems, menuItemTexts, meta } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import { cardsFromRows, menuMetaKeys } from "./menu-rows.server.ts";
import type { MenuCard } from "../rules/menu.ts";

export type StoredMenu = {
  cards: MenuCard[];
  /** The last change of the menu (seed or an owner's save). */
  updatedAt: Date;
  updatedBy: string | null;
};

/** The whole menu: nine cards, both languages, prices in cents (centsToEuroInput for a field). */
export async function readMenu(): Promise<StoredMenu> {
  const database = await db();
  const [cards, titles, items, texts, facts] = await Promise.all([
    database.select().from(menuCards).orderBy(asc(menuCards.position)),
    database.select().from(menuCardTitles),
    database.select().from(menuItems).orderBy(asc(menuItems.cardId), asc(menuItems.position)),
    database.select().from(menuItemTexts),
    database
      .select()
      .from(meta)
      .where(inArray(meta.key, [menuMetaKeys.updatedAt, menuMetaKeys.updatedBy])),
  ]);
  const fact = (key: string) => facts.find((f) => f.key === key)?.value;
  const updatedAt = new Date(fact(menuMetaKeys.updatedAt) ?? 0);
  return { cards: cardsFromRows(cards, titles, items, texts), updatedAt, updatedBy: fact(menuMetaKeys.updatedBy) ?? null };
}
