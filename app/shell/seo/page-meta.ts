// Title, description, canonical and hreflang alternates of every page (docs/product.md §10).
// Built on the server only, by the pages' loaders (page-meta.server.ts, 0011).
import type { MetaDescriptor } from "react-router";
import { languages, defaultLang, type Lang } from "#app/lib/lang.ts";
import type { PageId } from "./pages.ts";
import { seoTexts } from "./seo-texts.ts";
import { socialMeta } from "./social-meta.ts";
import { pageUrl } from "./urls.ts";

export type PageMetaInput = {
  siteUrl: string;
  lang: Lang;
  /** The page's language-neutral path: "/", "/photos", … */
  path: string;
  title: string;
  description: string;
  /** A public page: its Open Graph and Twitter card tags too (docs/product.md §15.4). */
  page?: PageId;
  /** The restaurant's name in force, for og:site_name (with `page`). */
  siteName: string;
  /** The published languages (app/shell/languages/): the only alternates; every language when not given. */
  published?: readonly Lang[];
};

export function pageMeta({ siteUrl, lang, path, title, description: given, page, siteName, published = languages }: PageMetaInput): MetaDescriptor[] {
  const description = usableDescription(given, lang);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: pageUrl(siteUrl, path, lang) },
    ...published.map((l) => ({ tagName: "link" as const, rel: "alternate", hrefLang: l, href: pageUrl(siteUrl, path, l) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: pageUrl(siteUrl, path, defaultLang) },
    ...(page ? socialMeta({ page, lang, siteUrl, siteName, title, description, published }) : []),
  ];
}

/**
 * Descriptions that come from editable text blocks may be emptied or missing
 * ("Missing translation: …"): search engines then get the site's own description.
 */
export function usableDescription(text: string, lang: Lang): string {
  const trimmed = text.trim();
  return trimmed === "" || trimmed.startsWith("Missing translation:") ? seoTexts[lang].description : trimmed;
}
