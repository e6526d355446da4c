import { languages, defaultLang, type Lang } from "#app/lib/lang.ts";
import { privatePrefixes, publicPages } from "./pages.ts";
import { absoluteUrl, pageUrl } from "./urls.ts";

// docs/product.md §15.4: every public page in both languages, each listing its alternates
// (hreflang en, es and x-default = English), as Google documents for multilingual sites.

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** `published`: the languages a guest is shown (app/shell/languages/); an unpublished one is not listed. */
export function sitemapXml(siteUrl: string, published: readonly Lang[] = languages): string {
  const entries = publicPages.flatMap((page) => {
    const alternates = [
      ...published.map((lang) => ({ hreflang: lang, href: pageUrl(siteUrl, page.path, lang) })),
      { hreflang: "x-default", href: pageUrl(siteUrl, page.path, defaultLang) },
    ];
    const links = alternates
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join("\n");
    return published.map((lang) => `  <url>\n    <loc>${escapeXml(pageUrl(siteUrl, page.path, lang))}</loc>\n${links}\n  </url>`);
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...entries,
    `</urlset>`,
    "",
  ].join("\n");
}

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
