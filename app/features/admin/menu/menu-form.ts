// The menu editor's forms (docs/product.md §14.5): one per item, one for a new item, one for a
// card's titles. They run the menu's own schema (app/features/menu/rules/menu.ts) in the browser and in
// the action; its message codes become texts in the area's language here.
import type { MenuItem } from "#app/features/menu/rules/menu.ts";
import { perLangShape, type PerLang } from "#app/features/menu/rules/per-lang-shape.ts";
import { localizedField, perLangFields } from "#app/lib/localized-field.ts";
import { isMenuMessageCode, menuMessages } from "#app/features/menu/rules/menu-messages.ts";
import { centsToEuroInput } from "#app/lib/price.ts";
import type { OwnerLang } from "#app/lib/lang.ts";

/** Conform's formatError: every issue's message code as a text in `lang`. */
export function menuIssueTexts(lang: OwnerLang) {
  return (issues: ReadonlyArray<{ message: string }>): string[] =>
    issues.map((issue) => (isMenuMessageCode(issue.message) ? menuMessages[lang][issue.message] : menuMessages[lang].invalid));
}

/** A price in a field as the owner writes it in their language: "4.50", "4,50". */
export function priceInput(cents: number, lang: OwnerLang): string {
  const text = centsToEuroInput(cents);
  return lang === "es" ? text.replace(".", ",") : text;
}

/** An item's fields, one per language for its words (per-lang-shape.ts): a language added to the list is missing here until written. */
export type ItemFormValue = PerLang<"name", string> &
  PerLang<"description", string> & {
    prices: (PerLang<"label", string> & { eur: string })[];
    diets: string[];
    allergens: string[];
  };

export const emptyPrice: ItemFormValue["prices"][number] = { ...perLangShape("label", ""), eur: "" };

export const emptyItem: ItemFormValue = { ...perLangShape("name", ""), ...perLangShape("description", ""), prices: [emptyPrice], diets: [], allergens: [] };

/** The words of a field in every language, copied from a record to a form's value. */
function copied<F extends string>(record: PerLang<F, string>, field: F): PerLang<F, string> {
  return perLangFields(field, (lang) => localizedField(record, field, lang));
}

/** An item as its form starts. */
export function itemFormValue(item: MenuItem, lang: OwnerLang): ItemFormValue {
  return {
    ...copied(item, "name"),
    ...copied(item, "description"),
    prices: item.prices.map((p) => ({ ...copied(p, "label"), eur: priceInput(p.cents, lang) })),
    diets: [...item.diets],
    allergens: [...item.allergens],
  };
}

/** An item as the editor functions take it back (the undo of a removal): prices as "4.50". */
export function itemInput(item: MenuItem): ItemFormValue {
  return itemFormValue(item, "en");
}

/** Changes whenever anything of the item changes, so its form starts again from the saved values. */
export function itemRevision(item: MenuItem): string {
  let hash = 0;
  for (const char of JSON.stringify(item)) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return (hash >>> 0).toString(36);
}
