// schema.org Menu / MenuSection / MenuItem with offers in euros (docs/product.md §14.6), in the
// page's language. Pure: the JSON-LD of /menu and /es/menu, and its tests.
import type { Lang } from "../../lib/lang";
import type { LocalizedCard } from "./localized-menu";
import type { LocalizedSpecials } from "./rules/specials";
import { offerAvailability, specialsMenuSections } from "./today-structured-data";

export type MenuJsonLdInput = { cards: LocalizedCard[]; lang: Lang; pageUrl: string; name: string; specials?: LocalizedSpecials | null };

export function menuJsonLd({ cards, lang, pageUrl, name, specials }: MenuJsonLdInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Menu",
    // Lets the Restaurant's hasMenu (docs/product.md §15) point at this node.
    "@id": `${pageUrl}#menu`,
    name,
    url: pageUrl,
    inLanguage: lang,
    hasMenuSection: [...specialsMenuSections(specials), ...cards.map((card) => ({
      "@type": "MenuSection",
      name: card.title,
      hasMenuItem: card.items.map((item) => ({
        "@type": "MenuItem",
        name: item.name,
        ...(item.description ? { description: item.description } : {}),
        offers: item.prices.map((price) => ({
          "@type": "Offer",
          ...(price.label ? { name: price.label } : {}),
          price: price.amount,
          priceCurrency: "EUR",
          ...offerAvailability(item),
        })),
      })),
    }))],
  };
}

