// The specials form's values (docs/product.md §14.8): a stored block as its fields start, with
// empty rows up to the limit, so owners add a special without JavaScript; and the schema's
// message codes as texts in the area's language.
import type { OwnerLang } from "#app/lib/lang.ts";
import type { Specials } from "#app/features/menu/rules/specials.ts";
import { perLangShape, type PerLang } from "#app/features/menu/rules/per-lang-shape.ts";
import { specialsLimits } from "#app/features/menu/rules/specials-limits.ts";
import { isSpecialsMessageCode, specialsMessages } from "#app/features/menu/rules/specials-messages.ts";
import { isMenuMessageCode, menuMessages } from "#app/features/menu/rules/menu-messages.ts";
import { priceInput } from "./menu-form.ts";

export type SpecialRowValue = PerLang<"name", string> & PerLang<"description", string> & { eur: string };
export type SpecialsFormValue = { date: string; items: SpecialRowValue[] } & PerLang<"title", string>;

const emptyRow: SpecialRowValue = { ...perLangShape("name", ""), ...perLangShape("description", ""), eur: "" };

export function specialsFormValue(date: string, block: Specials | undefined, lang: OwnerLang): SpecialsFormValue {
  const rows: SpecialRowValue[] = (block?.items ?? []).map(({ cents, ...texts }) => ({ ...texts, eur: priceInput(cents, lang) }));
  while (rows.length < specialsLimits.itemsMax) rows.push(emptyRow);
  const { date: _date, items: _items, ...titles } = block ?? { date, items: [], ...perLangShape("title", "") };
  return { date, ...titles, items: rows };
}

/** Conform's formatError: the specials' own codes, then the menu's (names, prices, characters). */
export function specialsIssueTexts(lang: OwnerLang) {
  return (issues: ReadonlyArray<{ message: string }>): string[] =>
    issues.map(({ message }) =>
      isSpecialsMessageCode(message) ? specialsMessages[lang][message] : isMenuMessageCode(message) ? menuMessages[lang][message] : menuMessages[lang].invalid,
    );
}
