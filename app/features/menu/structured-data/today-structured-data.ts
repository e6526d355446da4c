// The menu's timed parts in its schema.org Menu (docs/product.md §14.6–§14.8): an item marked
// "not today" is OutOfStock (the others say nothing: available is what a menu means), and
// today's specials are a MenuSection of their own, first, while they last.
import type { LocalizedItem } from "../localized-menu.ts";
import type { LocalizedSpecials } from "../rules/specials.ts";

export const outOfStock = "https://schema.org/OutOfStock";

/** What an item's offers add: its availability when it is marked "not today". */
export function offerAvailability(item: Pick<LocalizedItem, "notToday">): { availability?: string } {
  return item.notToday ? { availability: outOfStock } : {};
}

/** Today's specials as the Menu's first section; none without them. */
export function specialsMenuSections(specials: LocalizedSpecials | null | undefined) {
  if (!specials) return [];
  const section = {
    "@type": "MenuSection",
    name: specials.title,
    hasMenuItem: specials.items.map((item) => ({
      "@type": "MenuItem",
      name: item.name,
      ...(item.description ? { description: item.description } : {}),
      offers: [{ "@type": "Offer", price: item.amount, priceCurrency: "EUR" }],
    })),
  };
  return [section];
}
