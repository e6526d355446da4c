// How the menu (app/features/menu/rules/menu.ts) maps onto the menu_cards / menu_card_titles /
// menu_items / menu_item_texts / meta rows. The owners' words are rows keyed by language, and a
// price's label an object keyed by language inside the item's prices (words-by-lang.ts);
// the menu's documents carry them as one field per language, as before.
import { z } from "#app/zod.ts";
import type { MenuCard, MenuCardId, MenuItem, MenuItemDraft } from "../rules/menu.ts";
import type { Db } from "#db/client.ts";
import { menuItems, menuItemTexts, type menuCards, type menuCardTitles } from "#db/schema.ts";
import { languages } from "#app/lib/lang.ts";
import { localizedField, perLangFields, type PerLangFields } from "#app/lib/localized-field.ts";
import { isAllergenCode, isDietCode, orderedAllergens, orderedDiets } from "../rules/dietary-marks.ts";
import { fieldsFromWords, storedWords, wordsByLang } from "./words-by-lang.ts";

/** Keys of the menu's facts in the meta table. */
export const menuMetaKeys = {
  /** When content/menu.json was seeded: present means "never seed again". */
  seededAt: "menu.seeded_at",
  /** ISO time of the last change of the menu (the update note's date). */
  updatedAt: "menu.updated_at",
  /** Who made that change (an owner's e-mail, or MENU_SEED_AUTHOR). */
  updatedBy: "menu.updated_by",
} as const;

/** `menu.updated_by` while the menu is content/menu.json as seeded: no owner has saved a change. */
export const MENU_SEED_AUTHOR = "seed";

const storedPrices = z.array(z.object({ label: storedWords, cents: z.number().int().min(0) }));

// Stored marks are read leniently: a code no longer on the list is dropped, never a failed page.
const storedCodes = z.array(z.string()).catch([]);
const readCodes = (text: string): string[] => {
  try {
    return storedCodes.parse(JSON.parse(text));
  } catch {
    return [];
  }
};

type CardRow = typeof menuCards.$inferSelect;
type TitleRow = typeof menuCardTitles.$inferSelect;
type ItemRow = typeof menuItems.$inferSelect;
type ItemInsert = typeof menuItems.$inferInsert;
type ItemTextRow = typeof menuItemTexts.$inferSelect;
/** What writes the menu: the database in a transaction. */
type Writer = Parameters<Parameters<Db["transaction"]>[0]>[0];

export function itemRow(cardId: MenuCardId, item: MenuItemDraft, position: number): ItemInsert {
  return {
    ...(item.id === undefined ? {} : { id: item.id }),
    cardId,
    position,
    prices: JSON.stringify(item.prices.map((price) => ({ label: wordsByLang(price, "label"), cents: price.cents }))),
    diets: JSON.stringify(item.diets),
    allergens: JSON.stringify(item.allergens),
  };
}

/** An item's name and description as rows, one per language (menu_item_texts). */
export function itemTextRows(itemId: number, item: PerLangFields<"name"> & PerLangFields<"description">): ItemTextRow[] {
  return languages.map((lang) => ({ itemId, lang, name: localizedField(item, "name", lang), description: localizedField(item, "description", lang) }));
}

/** The item of a row, with its words from its rows in `texts` (a language without a row reads as ""). */
export function itemFromRow(row: ItemRow, texts: readonly ItemTextRow[]): MenuItem {
  const text = (lang: string) => texts.find((t) => t.itemId === row.id && t.lang === lang);
  return {
    id: row.id,
    ...perLangFields("name", (lang) => text(lang)?.name ?? ""),
    ...perLangFields("description", (lang) => text(lang)?.description ?? ""),
    prices: storedPrices.parse(JSON.parse(row.prices)).map(({ label, cents }) => ({ ...fieldsFromWords("label", label), cents })),
    diets: orderedDiets(readCodes(row.diets).filter(isDietCode)),
    allergens: orderedAllergens(readCodes(row.allergens).filter(isAllergenCode)),
  };
}

/**
 * Inserts a card's items (`rows[i]` is `items[i]`, at position i) and their words: the words'
 * rows name the ids the items' rows get.
 */
export async function insertItems(tx: Writer, rows: readonly ItemInsert[], items: readonly MenuItemDraft[]): Promise<void> {
  if (rows.length === 0) return;
  const written = await tx.insert(menuItems).values([...rows]).returning({ id: menuItems.id, position: menuItems.position });
  const idAt = new Map(written.map((w) => [w.position, w.id]));
  await tx.insert(menuItemTexts).values(rows.flatMap((row, i) => itemTextRows(idAt.get(row.position)!, items[i]!)));
}

/** A card's titles as rows, one per language (menu_card_titles). */
export function cardTitleRows(cardId: MenuCardId, titles: PerLangFields<"title">): TitleRow[] {
  return languages.map((lang) => ({ cardId, lang, title: localizedField(titles, "title", lang) }));
}

/** Cards in position order, each with its titles and its items in position order. */
export function cardsFromRows(cards: CardRow[], titles: TitleRow[], items: ItemRow[], texts: ItemTextRow[]): MenuCard[] {
  const textsOf = Map.groupBy(texts, (t) => t.itemId);
  return [...cards]
    .sort((a, b) => a.position - b.position)
    .map((card) => ({
      id: card.id as MenuCardId,
      ...perLangFields("title", (lang) => titles.find((t) => t.cardId === card.id && t.lang === lang)?.title ?? ""),
      items: items
        .filter((item) => item.cardId === card.id)
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map((item) => itemFromRow(item, textsOf.get(item.id) ?? [])),
    }));
}
