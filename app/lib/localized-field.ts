import { languages, type Lang } from "./lang.ts";

/** "en" → "En": the suffix of a language's field in a record with one field per language. */
type LangSuffix = Capitalize<Lang>;

/** A record with one `<field>En`, `<field>Es`, … per language of the list. */
export type PerLangFields<F extends string> = { readonly [K in `${F}${LangSuffix}`]: string };

function suffix(lang: Lang): LangSuffix {
  return `${lang.charAt(0).toUpperCase()}${lang.slice(1)}` as LangSuffix;
}

/**
 * A field in a language: (card, "title", "es") → card.titleEs. The menu's documents (cards,
 * items, prices, specials) and the schedule's exceptions carry their words this way; typed over
 * the list of languages, so a language added without its field is a compile error at every
 * reader (docs/decisions/0031-languages-as-data.md).
 */
export function localizedField<F extends string>(record: PerLangFields<F>, field: F, lang: Lang): string {
  return record[`${field}${suffix(lang)}`];
}

/** The record's fields of one name in every language: ("title", lang → …) → { titleEn, titleEs }. */
export function perLangFields<F extends string>(field: F, value: (lang: Lang) => string): PerLangFields<F> {
  return Object.fromEntries(languages.map((lang) => [`${field}${suffix(lang)}`, value(lang)])) as PerLangFields<F>;
}
