import type { Lang } from "./lang";

/**
 * A typed dictionary in both languages (docs/contributing.md §3.4): Spanish must have exactly
 * the keys of English, so a missing translation is a compile error.
 */
export function bilingual<const T extends Record<string, string>>(texts: {
  en: T;
  es: { [K in keyof T]: string };
}): Record<Lang, { readonly [K in keyof T]: string }> {
  return texts;
}
