import type { Lang } from "./lang.ts";

/**
 * A value in every language of the list (db/languages.ts). Typing a dictionary this way means
 * adding a language makes the compiler name every dictionary that lacks it
 * (docs/decisions/0031-languages-as-data.md).
 */
export type Dictionary<T> = Record<Lang, T>;

/**
 * A typed dictionary in every language (docs/contributing.md §3.4): English gives the keys, and
 * every other language must have exactly those keys, so a missing translation or a missing
 * language is a compile error.
 */
export function bilingual<const T extends Record<string, string>>(
  texts: { en: T } & { [L in Exclude<Lang, "en">]: { [K in keyof T]: string } },
): Dictionary<{ readonly [K in keyof T]: string }> {
  return texts;
}
