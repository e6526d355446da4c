import { localizePath, type Lang } from "#app/lib/lang.ts";

/** An absolute URL on the canonical origin (SITE_URL): ("https://x.cu/", "/es/menu") → "https://x.cu/es/menu". */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).href;
}

/** The absolute address of a language-neutral page path in a language. */
export function pageUrl(siteUrl: string, path: string, lang: Lang): string {
  return absoluteUrl(siteUrl, localizePath(path, lang));
}
