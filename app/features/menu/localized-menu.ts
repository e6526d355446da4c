// The menu in one language, with prices already formatted: the server formats them so
// the page's HTML and its hydration show exactly the same characters.
import type { Lang } from "#app/lib/lang.ts";
import { cardTitle, itemDescription, itemName, priceLabel, type MenuCard, type MenuCardId } from "./rules/menu.ts";
import { centsToDecimal, formatPrice } from "#app/lib/price.ts";
import { legendOf, markPlaces } from "./marks/localized-marks.ts";

export type LocalizedPrice = { label: string; text: string; /** "4.50", for schema.org */ amount: string };
export type LocalizedItem = {
  id: number;
  name: string;
  description: string;
  prices: LocalizedPrice[];
  /** Marked "not today" by the owners: the words that say so (page/menu-page.server.ts); absent when available. */
  notToday?: string;
  /**
   * Only when the item has dietary or allergen marks (docs/product.md §14.10): their places in
   * the legend of the same cards (legendOf in marks/localized-marks.ts).
   */
  marks?: number[];
};
export type LocalizedCard = { id: MenuCardId; title: string; items: LocalizedItem[] };

export function localizeMenu(cards: MenuCard[], lang: Lang): LocalizedCard[] {
  const { codes } = legendOf(cards.flatMap((card) => card.items), lang);
  return cards.map((card) => ({
    id: card.id,
    title: cardTitle(card, lang),
    items: card.items.map((item) => {
      const marks = markPlaces(item, codes);
      return {
        id: item.id,
        name: itemName(item, lang),
        description: itemDescription(item, lang),
        prices: item.prices.map((price) => ({
          label: priceLabel(price, lang),
          text: formatPrice(price.cents, lang),
          amount: centsToDecimal(price.cents),
        })),
        ...(marks ? { marks } : {}),
      };
    }),
  }));
}
