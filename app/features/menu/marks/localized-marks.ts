// The dietary and allergen marks in one language, as the text menu and the JSON-LD show them
// (docs/product.md §14.10). Made on the server (localizeMenu, ../page/menu-page.server.ts), so the words
// travel in the page's data and the public JavaScript carries no dictionary of marks. An
// item holds only the places of its marks in the page's one legend: the page's data and its
// HTML stay small (the menu page's HTML budget, docs/product.md §14.10).
import type { Lang } from "#app/lib/lang.ts";
import { allergenTexts, dietMarks, dietTexts, isDietCode, marksLegend, type AllergenCode, type DietCode } from "../rules/dietary-marks.ts";

export type LegendMark = {
  symbol: string;
  word: string;
  /** An allergen (shown after "Contains:"); a diet otherwise. */
  allergen?: true;
  /** A diet's schema.org RestrictedDiet address. */
  diet?: string;
};

type Marked = { diets: readonly DietCode[]; allergens: readonly AllergenCode[] };

/** Every mark these items use, once: the legend (diets first, allergens by their EU number). */
export function legendOf(items: readonly Marked[], lang: Lang): { codes: string[]; marks: LegendMark[] } {
  const legend = marksLegend(items, lang);
  return {
    codes: legend.map((m) => m.code),
    marks: legend.map(({ code, symbol, word }) => {
      if (!isDietCode(code)) return { symbol, word, allergen: true };
      const diet = dietMarks[code].schemaOrg;
      return diet ? { symbol, word, diet } : { symbol, word };
    }),
  };
}

/** An item's marks as places in the legend's codes; undefined without marks. */
export function markPlaces(item: Marked, codes: readonly string[]): number[] | undefined {
  const places = [...dietTexts(item.diets, "en"), ...allergenTexts(item.allergens, "en")].map((m) => codes.indexOf(m.code));
  return places.length > 0 ? places : undefined;
}
