// docs/product.md §10: English at the root, Spanish under /es. Pure: used by browser and server.
export const languages = ["en", "es"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "en";

export function isLang(value: unknown): value is Lang {
  return languages.includes(value as Lang);
}

export function otherLang(lang: Lang): Lang {
  return lang === "en" ? "es" : "en";
}

/** The language an address belongs to: "/es" and "/es/…" are Spanish, the rest English. */
export function langFromPathname(pathname: string): Lang {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

/**
 * The address without its language prefix: "/es/menu" → "/menu", "/es" → "/". Never
 * "//…" or "/\…", which a browser would read as another host ("/es//evil.example").
 */
export function stripLang(pathname: string): string {
  const rest = langFromPathname(pathname) === "en" ? pathname : pathname.slice(3);
  return rest === "" ? "/" : rest.replace(/^[/\\]+/, "/");
}

/** The address of a language-neutral path in a language: ("/menu", "es") → "/es/menu". */
export function localizePath(path: string, lang: Lang): string {
  if (lang === defaultLang) return path;
  return path === "/" ? "/es" : `/es${path}`;
}

/** The same page in another language, keeping search and hash. */
export function switchLangHref(
  location: { pathname: string; search?: string; hash?: string },
  to: Lang,
): string {
  return localizePath(stripLang(location.pathname), to) + (location.search ?? "") + (location.hash ?? "");
}

/** BCP 47 tags for Intl and <html lang>. */
export const locales: Record<Lang, string> = { en: "en", es: "es" };

/** The language of an answer that has no address to say it (an API): Accept-Language's first tag, else English. */
export function langFromAcceptLanguage(header: string | null): Lang {
  return header?.trim().slice(0, 2).toLowerCase() === "es" ? "es" : "en";
}
