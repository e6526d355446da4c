// Which languages a guest is shown (docs/decisions/0033-language-publication.md). Pure: the root
// loader, the sitemap, the pages' alternates and the owners' page build on it.
import { defaultLang, languages, type Lang } from "#app/lib/lang.ts";

/** A guest language that can be published or withdrawn: every language but the default. */
export type GuestLang = Exclude<Lang, (typeof languages)[0]>;

/** A language's recorded state: published or not, by whom and when (null: as the site began). */
export type LanguagePublication = {
  lang: GuestLang;
  published: boolean;
  changedBy: string | null;
  changedAt: Date | null;
};

export function isGuestLang(lang: Lang): lang is GuestLang {
  return lang !== defaultLang;
}

/** Every language but the default, in the list's order: the ones an owner publishes or withdraws. */
export const guestLangs: readonly GuestLang[] = languages.filter(isGuestLang);

/**
 * The published languages, in the list's order: the default always (it cannot be withdrawn), and
 * every other language whose row says published. A language without a row is not published.
 */
export function publishedFrom(rows: readonly { lang: Lang; published: boolean }[]): Lang[] {
  const published = new Set(rows.filter((row) => row.published).map((row) => row.lang));
  return languages.filter((lang) => lang === defaultLang || published.has(lang));
}

/** Every guest language's state, one per language of the list (no row: not published, never changed). */
export function publicationsFrom(rows: readonly LanguagePublication[]): LanguagePublication[] {
  return guestLangs.map((lang) => rows.find((row) => row.lang === lang) ?? { lang, published: false, changedBy: null, changedAt: null });
}
