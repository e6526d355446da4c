// docs/product.md §10: English at the root, Spanish under /es. Pure: used by browser and server.
// The languages are data (docs/decisions/0031-languages-as-data.md): the list is db/languages.ts,
// and everything a language needs on the site is its row below.
import { languages, type Lang } from "#db/languages.ts";

export { languages, type Lang };
export const defaultLang: Lang = languages[0];

/**
 * The owners' area's own languages: it speaks these whatever languages the guests' site adds
 * (docs/decisions/0031-languages-as-data.md, its amendment on the owners' area). The owners'
 * dictionaries, the owners' pages' prefixes and their language switch are typed over this list,
 * so a guest language added to db/languages.ts asks nothing of them.
 */
export const ownerLanguages = ["en", "es"] as const satisfies readonly Lang[];
export type OwnerLang = (typeof ownerLanguages)[number];

export function isOwnerLang(value: unknown): value is OwnerLang {
  return ownerLanguages.includes(value as OwnerLang);
}

/** What the site needs of a language. */
export interface LanguageSettings {
  /** The address prefix: "" for the default language (at the root), "/es" for Spanish. */
  readonly prefix: "" | `/${string}`;
  /** BCP 47 tag for <html lang>, hreflang and Intl. */
  readonly tag: string;
  /** Open Graph's locale (og:locale). */
  readonly ogLocale: string;
}

/**
 * Every language's settings. The public switch's words are in app/shell/navigation/navigation-texts.ts,
 * its flag in app/shell/navigation/navigation.css (.flag--<lang>); the language's name in itself
 * (the owners' switch) in app/lib/language-names.ts.
 */
export const languageSettings = {
  en: { prefix: "", tag: "en", ogLocale: "en_US" },
  es: { prefix: "/es", tag: "es", ogLocale: "es_ES" },
  fr: { prefix: "/fr", tag: "fr", ogLocale: "fr_FR" },
  de: { prefix: "/de", tag: "de", ogLocale: "de_DE" },
  it: { prefix: "/it", tag: "it", ogLocale: "it_IT" },
  ru: { prefix: "/ru", tag: "ru", ogLocale: "ru_RU" },
} as const satisfies Record<Lang, LanguageSettings>;

/** A value for every language, made by `f`. */
export function perLang<T>(f: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(languages.map((lang) => [lang, f(lang)])) as Record<Lang, T>;
}

export function isLang(value: unknown): value is Lang {
  return languages.includes(value as Lang);
}

/** Every language but `lang`, in the list's order: what the language switch offers. */
export function otherLangs(lang: Lang): Lang[] {
  return languages.filter((l) => l !== lang);
}

function prefixOf(lang: Lang): string {
  return languageSettings[lang].prefix;
}

/**
 * The languages' prefixes as a regular expression's alternatives without their slash
 * ("es", "es|fr"), for the rules that recognise an address at any spelling
 * (app/lib/admin-paths.ts, app/lib/manage-paths.ts, app/lib/loggable-path.ts). A prefix is a
 * slash and lowercase letters (lang.test.ts holds it), so it needs no escaping in a pattern.
 */
export const prefixAlternatives: string = languages
  .map((lang) => prefixOf(lang).slice(1))
  .filter((prefix) => prefix !== "")
  .join("|");

/** The language an address belongs to: "/es" and "/es/…" are Spanish, the rest English. */
export function langFromPathname(pathname: string): Lang {
  return (
    languages.find((lang) => {
      const prefix = prefixOf(lang);
      return prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`));
    }) ?? defaultLang
  );
}

/**
 * The owners' area's language of an address: its prefix's language when the owners' area speaks
 * it, else the default ("/fr/admin" is no owners' page: the router answers it as not found).
 */
export function ownerLangFromPathname(pathname: string): OwnerLang {
  const lang = langFromPathname(pathname);
  return isOwnerLang(lang) ? lang : ownerLanguages[0];
}

/** Every owners' language but `lang`: what the owners' switch offers. */
export function otherOwnerLangs(lang: OwnerLang): OwnerLang[] {
  return ownerLanguages.filter((l) => l !== lang);
}

/**
 * The address without its language prefix: "/es/menu" → "/menu", "/es" → "/". Never
 * "//…" or "/\…", which a browser would read as another host ("/es//evil.example").
 */
export function stripLang(pathname: string): string {
  const rest = pathname.slice(prefixOf(langFromPathname(pathname)).length);
  return rest === "" ? "/" : rest.replace(/^[/\\]+/, "/");
}

/** The address of a language-neutral path in a language: ("/menu", "es") → "/es/menu". */
export function localizePath(path: string, lang: Lang): string {
  const prefix = prefixOf(lang);
  if (prefix === "") return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** The same page in another language, keeping search and hash. */
export function switchLangHref(
  location: { pathname: string; search?: string; hash?: string },
  to: Lang,
): string {
  return localizePath(stripLang(location.pathname), to) + (location.search ?? "") + (location.hash ?? "");
}

/** BCP 47 tags for Intl and <html lang>. */
export const locales: Record<Lang, string> = perLang((lang) => languageSettings[lang].tag);

/** The language of an answer that has no address to say it (an API): Accept-Language's first tag, else the default. */
export function langFromAcceptLanguage(header: string | null): Lang {
  const first = header?.trim().slice(0, 2).toLowerCase();
  return isLang(first) ? first : defaultLang;
}
