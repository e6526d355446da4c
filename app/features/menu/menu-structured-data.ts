// schema.org Menu / MenuSection / MenuItem with offers in euros (docs/product.md §14.6), in the
// page's language. Pure: the JSON-LD of /menu and /es/menu, and its tests.
import type { Lang } from "../../lib/lang";
import type { LocalizedCard, LocalizedItem } from "./localized-menu";

export type MenuJsonLdInput = { cards: LocalizedCard[]; lang: Lang; pageUrl: string; name: string };

export function menuJsonLd({ cards, lang, pageUrl, name }: MenuJsonLdInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Menu",
    // Lets the Restaurant's hasMenu (docs/product.md §15) point at this node.
    "@id": `${pageUrl}#menu`,
    name,
    url: pageUrl,
    inLanguage: lang,
    hasMenuSection: cards.map((card) => ({
      "@type": "MenuSection",
      name: card.title,
      hasMenuItem: card.items.map((item) => ({
        "@type": "MenuItem",
        name: item.name,
        ...described(item),
        ...(item.marks?.suitableForDiet.length ? { suitableForDiet: item.marks.suitableForDiet } : {}),
        offers: item.prices.map((price) => ({
          "@type": "Offer",
          ...(price.label ? { name: price.label } : {}),
          price: price.amount,
          priceCurrency: "EUR",
        })),
      })),
    })),
  };
}


/** The description, then the allergens (schema.org has no allergen property): "…. Contains: milk, nuts". */
function described(item: LocalizedItem): { description?: string } {
  const marks = item.marks;
  const contains = marks?.contains ? `${marks.contains}: ${marks.allergens.map((a) => a.word).join(", ")}` : "";
  if (!contains) return item.description ? { description: item.description } : {};
  if (!item.description) return { description: contains };
  return { description: `${item.description}${/[.!?]$/.test(item.description) ? "" : "."} ${contains}` };
}
