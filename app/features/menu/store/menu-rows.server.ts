// How the menu (app/features/menu/rules/menu.ts) maps onto the menu_cards / menu_items / meta rows.
import { z } from "#app/zod.ts";
import type { MenuCard, MenuCardId, MenuItem, MenuItemDraft } from "../rules/menu.ts";
import type { menuCards, menuCardTitles, menuItems } from "#db/schema.ts";
import { languages } from "#app/lib/lang.ts";
import { localizedField, perLangFields, type PerLangFields } from "#app/lib/localized-field.ts";
import { isAllergenCode, isDietCode, orderedAllergens, orderedDiets } from "../rules/dietary-marks.ts";

/** Keys of the menu's facts in the meta table. */
export const menuMetaKeys = {
  /** When content/menu.json was seeded: present means "never seed again". */
  seededAt: "menu.seeded_at",
  /** ISO time of the last change of the menu (the update note's date). */
  updatedAt: "menu.updated_at",
  /** Who made that change (an owner's e-mail, or "seed"). */
  updatedBy: "menu.updated_by",
} as const;

const storedPrices = z.array(z.object({ labelEn: z.string(), labelEs: z.string(), cents: z.number().int().min(0) }));

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

export function itemRow(cardId: MenuCardId, item: MenuItemDraft, position: number): ItemInsert {
  return {
    ...(item.id === undefined ? {} : { id: item.id }),
    cardId,
    position,
    nameEn: item.nameEn,
    nameEs: item.nameEs,
    descriptionEn: item.descriptionEn,
    descriptionEs: item.descriptionEs,
    prices: JSON.stringify(item.prices.map(({ labelEn, labelEs, cents }) => ({ labelEn, labelEs, cents }))),
    diets: JSON.stringify(item.diets),
    allergens: JSON.stringify(item.allergens),
  };
}

export function itemFromRow(row: ItemRow): MenuItem {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameEs: row.nameEs,
    descriptionEn: row.descriptionEn,
    descriptionEs: row.descriptionEs,
    prices: storedPrices.parse(JSON.parse(row.prices)),
    diets: orderedDiets(readCodes(row.diets).filter(isDietCode)),
    allergens: orderedAllergens(readCodes(row.allergens).filter(isAllergenCode)),
  };
}

/** A card's titles as rows, one per language (menu_card_titles). */
export function cardTitleRows(cardId: MenuCardId, titles: PerLangFields<"title">): TitleRow[] {
  return languages.map((lang) => ({ cardId, lang, title: localizedField(titles, "title", lang) }));
}

/** Cards in position order, each with its titles and its items in position order. */
export function cardsFromRows(cards: CardRow[], titles: TitleRow[], items: ItemRow[]): MenuCard[] {
  return [...cards]
    .sort((a, b) => a.position - b.position)
    .map((card) => ({
      id: card.id as MenuCardId,
      ...perLangFields("title", (lang) => titles.find((t) => t.cardId === card.id && t.lang === lang)?.title ?? ""),
      items: items
        .filter((item) => item.cardId === card.id)
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map(itemFromRow),
    }));
}
