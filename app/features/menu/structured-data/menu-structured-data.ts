// schema.org Menu / MenuSection / MenuItem with offers in euros (docs/product.md §14.6), in the
// page's language. Pure: the JSON-LD of /menu, /es/menu and every other language's, and its tests.
import { languageSettings, type Lang } from "#app/lib/lang.ts";
import type { LocalizedCard, LocalizedItem } from "../localized-menu.ts";
import type { LocalizedSpecials } from "../rules/specials.ts";
import { offerAvailability, specialsMenuSections } from "./today-structured-data.ts";
import type { MarksKey } from "../marks/menu-marks.tsx";

export type MenuJsonLdInput = {
  cards: LocalizedCard[];
  lang: Lang;
  pageUrl: string;
  name: string;
  specials?: LocalizedSpecials | null;
  marks?: MarksKey;
};

export function menuJsonLd({ cards, lang, pageUrl, name, specials, marks }: MenuJsonLdInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Menu",
    // Lets the Restaurant's hasMenu (docs/product.md §15) point at this node.
    "@id": `${pageUrl}#menu`,
    name,
    url: pageUrl,
    inLanguage: languageSettings[lang].tag,
    hasMenuSection: [...specialsMenuSections(specials), ...cards.map((card) => ({
      "@type": "MenuSection",
      name: card.title,
      hasMenuItem: card.items.map((item) => ({
        "@type": "MenuItem",
        name: item.name,
        ...itemMarks(item, marks),
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


/**
 * An item's diets as schema.org's suitableForDiet, and its allergens at the end of its
 * description (schema.org has no allergen property): "…. Contains: milk, nuts" (docs/product.md §14.10).
 */
function itemMarks(item: LocalizedItem, key: MarksKey | undefined): { description?: string; suitableForDiet?: string[] } {
  const marks = key ? (item.marks ?? []).flatMap((i) => key.legend[i] ?? []) : [];
  const diets = marks.flatMap((m) => m.diet ?? []);
  const allergens = marks.filter((m) => m.allergen).map((m) => m.word);
  const contains = key && allergens.length > 0 ? `${key.contains}: ${allergens.join(", ")}` : "";
  const text = item.description;
  const description = contains ? (text ? `${text}${/[.!?]$/.test(text) ? "" : "."} ${contains}` : contains) : text;
  return { ...(description ? { description } : {}), ...(diets.length > 0 ? { suitableForDiet: diets } : {}) };
}
