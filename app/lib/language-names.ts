import { languages, type Lang, type OwnerLang } from "./lang.ts";

/**
 * The guests' languages as the owners' area names them ("English"/"Spanish", "Inglés"/"Español"),
 * in an owners' language: the platform's names (Intl.DisplayNames), with a capital as a label
 * starts. Every language of the list has one, so a guest language added to db/languages.ts asks
 * nothing of the owners' dictionaries (docs/decisions/0031-languages-as-data.md).
 */
export function languageNames(ownerLang: OwnerLang): Record<Lang, string> {
  const inText = languageNamesInText(ownerLang);
  return Object.fromEntries(languages.map((lang) => [lang, inText[lang].charAt(0).toLocaleUpperCase(ownerLang) + inText[lang].slice(1)])) as Record<Lang, string>;
}

/** The same names as written inside a sentence: "Spanish" in English, "español" in Spanish. */
export function languageNamesInText(ownerLang: OwnerLang): Record<Lang, string> {
  const names = new Intl.DisplayNames([ownerLang], { type: "language" });
  return Object.fromEntries(languages.map((lang) => [lang, names.of(lang) ?? lang])) as Record<Lang, string>;
}

/**
 * Each language's name in itself, as a label starts: the public language switch (sent with the
 * root's data, for the published ones) and the owners' switch say it. Written out rather than
 * Intl.DisplayNames' ("français", lower case in French and Russian) so a label reads the same on
 * every platform. Not a field of languageSettings (app/lib/lang.ts), which every public page's
 * script carries.
 */
export const ownLanguageNames = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  it: "Italiano",
  ru: "Русский",
} as const satisfies Record<Lang, string>;
