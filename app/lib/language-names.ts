import type { Lang } from "./lang.ts";

/**
 * The languages' names as a dictionary of the owners' area words them ("English"/"Spanish",
 * "Inglés"/"Español"), by language. Typed over the list of languages: a language added to it
 * without a name here is a compile error (docs/decisions/0031-languages-as-data.md).
 */
export function languageNames(t: { readonly english: string; readonly spanish: string }): Record<Lang, string> {
  return { en: t.english, es: t.spanish };
}

/**
 * Each language's name in itself: the owners' area's language switch says it. Not a field of
 * languageSettings (app/lib/lang.ts), which every public page's script carries.
 */
export const ownLanguageNames = { en: "English", es: "Español" } as const satisfies Record<Lang, string>;
