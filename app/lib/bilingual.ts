import type { Lang, OwnerLang } from "./lang.ts";

/**
 * A value in every language of the list (db/languages.ts). Typing a dictionary this way means
 * adding a language makes the compiler name every dictionary that lacks it
 * (docs/decisions/0031-languages-as-data.md).
 */
export type Dictionary<T> = Record<Lang, T>;

/**
 * One language's words of a dictionary whose English is `T`: its keys, any string. A dictionary
 * whose other languages sit in files of their own (`x-texts.fr.ts`, typed against the English)
 * is annotated `Dictionary<WordsOf<typeof xTextsEn>>`, its English a constant of its own, so the
 * translation's type does not loop back through the dictionary it is part of.
 */
export type WordsOf<T> = { readonly [K in keyof T]: string };

/**
 * A typed dictionary in every language (docs/contributing.md §3.4): English gives the keys, and
 * every other language must have exactly those keys, so a missing translation or a missing
 * language is a compile error.
 */
export function bilingual<const T extends Record<string, string>>(
  texts: { en: T } & { [L in Exclude<Lang, "en">]: { [K in keyof T]: string } },
): Dictionary<WordsOf<T>> {
  return texts;
}

/** A value in every language of the owners' area (app/lib/lang.ts `ownerLanguages`). */
export type OwnersDictionary<T> = Record<OwnerLang, T>;

/**
 * The owners' area's dictionaries: like `bilingual`, over the owners' languages, not the guests'
 * (docs/decisions/0031-languages-as-data.md, its amendment on the owners' area): a guest language
 * added to the list asks nothing of them.
 */
export function ownersBilingual<const T extends Record<string, string>>(
  texts: { en: T } & { [L in Exclude<OwnerLang, "en">]: { [K in keyof T]: string } },
): OwnersDictionary<{ readonly [K in keyof T]: string }> {
  return texts;
}
