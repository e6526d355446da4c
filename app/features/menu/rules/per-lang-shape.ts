// One field per language of the list, all alike: ("name", schema) → { nameEn: schema, nameEs: schema }.
// The menu's schemas and forms build their per-language fields with it, so their types follow the
// list of languages and a language added to it is a compile error wherever a value names only
// the others (docs/decisions/0031-languages-as-data.md).
import type { Lang } from "#app/lib/lang.ts";
import { perLangFields } from "#app/lib/localized-field.ts";

/** `<field>En`, `<field>Es`, … for every language of the list, each holding a V. */
export type PerLang<F extends string, V> = { [K in `${F}${Capitalize<Lang>}`]: V };

/** The keys of a field in every language: "label" → ["labelEn", "labelEs"]. */
export function perLangKeys<F extends string>(field: F): (keyof PerLang<F, unknown>)[] {
  return Object.keys(perLangFields(field, () => "")) as (keyof PerLang<F, unknown>)[];
}

export function perLangShape<F extends string, V>(field: F, value: V): PerLang<F, V> {
  return Object.fromEntries(perLangKeys(field).map((key) => [key, value])) as PerLang<F, V>;
}
