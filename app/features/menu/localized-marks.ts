// An item's dietary and allergen marks in one language, as the text menu and the JSON-LD show
// them (docs/product.md §14.7). Made on the server (localizeMenu), so the words travel in
// the page's data and the public JavaScript carries no dictionary of marks.
import type { Lang } from "../../lib/lang";
import { allergenTexts, dietTexts, marksTexts, schemaOrgDiets, type AllergenCode, type DietCode } from "./rules/dietary-marks";

export type ShownMark = { symbol: string; word: string };

export type LocalizedMarks = {
  diets: ShownMark[];
  allergens: ShownMark[];
  /** "Contains" before the allergens; empty without allergens. */
  contains: string;
  /** schema.org RestrictedDiet addresses. */
  suitableForDiet: string[];
};

const shown = ({ symbol, word }: ShownMark): ShownMark => ({ symbol, word });

export function localizedMarks(item: { diets: readonly DietCode[]; allergens: readonly AllergenCode[] }, lang: Lang): LocalizedMarks | undefined {
  if (item.diets.length === 0 && item.allergens.length === 0) return undefined;
  return {
    diets: dietTexts(item.diets, lang).map(shown),
    allergens: allergenTexts(item.allergens, lang).map(shown),
    contains: item.allergens.length > 0 ? marksTexts[lang].contains : "",
    suitableForDiet: schemaOrgDiets(item.diets),
  };
}

