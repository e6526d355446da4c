// One field per language of the list, all alike: ("name", schema) → { nameEn: schema, nameEs: schema }.
// The menu's schemas and forms build their per-language fields with it, so their types follow the
// list of languages and a language added to it is a compile error wherever a value names only
// the others (docs/decisions/0031-languages-as-data.md).
import { languages, ownerLanguages, type Lang } from "#app/lib/lang.ts";
import { perLangFields } from "#app/lib/localized-field.ts";

/** `<field>En`, `<field>Es`, … for every language of the list, each holding a V. */
export type PerLang<F extends string, V> = { [K in `${F}${Capitalize<Lang>}`]: V };

/** The keys of a field in every language: "label" → ["labelEn", "labelEs"]. */
export function perLangKeys<F extends string>(field: F): (keyof PerLang<F, unknown>)[] {
  return Object.keys(perLangFields(field, () => "")) as (keyof PerLang<F, unknown>)[];
}

/** The key of a field in one language: ("label", "fr") → "labelFr". */
export function perLangKey<F extends string>(field: F, lang: Lang): keyof PerLang<F, unknown> {
  return perLangKeys(field)[languages.indexOf(lang)]!;
}

export function perLangShape<F extends string, V>(field: F, value: V): PerLang<F, V> {
  return Object.fromEntries(perLangKeys(field).map((key) => [key, value])) as PerLang<F, V>;
}

/**
 * The languages the menu's words must be written in: the owners' own, the default and Spanish
 * (app/lib/lang.ts `ownerLanguages`). The other guest languages' words may wait: the owners' forms
 * mark them missing and the Languages page counts them before the language can be published
 * (docs/decisions/0033-language-publication.md).
 */
export const requiredMenuLanguages: readonly Lang[] = ownerLanguages;

/** Like perLangShape, `required` in the languages the menu must have, `optional` in the others. */
export function requiredPerLangShape<F extends string, R, O>(field: F, required: R, optional: O): PerLang<F, R | O> {
  const keys = perLangKeys(field);
  return Object.fromEntries(languages.map((lang, i) => [keys[i], requiredMenuLanguages.includes(lang) ? required : optional])) as PerLang<F, R | O>;
}
