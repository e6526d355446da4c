// docs/product.md §15.4 and 0011: every public page's meta tags are computed by its loader, on the
// server; the route's `meta` only returns them (metaFromLoader). The builders, the titles
// and the social-card texts then never travel in the browser's JavaScript.
import type { MetaDescriptor } from "react-router";
import { config } from "#app/config.server.ts";
import { loadTextBlock } from "../content/text-blocks.server.ts";
import type { Lang } from "#app/lib/lang.ts";
import { fill } from "#app/lib/fill.ts";
import { pageMeta } from "./page-meta.ts";
import { publishedLangs } from "../languages/published-languages.server.ts";
import { pageTitles } from "./page-titles.ts";
import { pagePath, type PageId } from "./pages.ts";

/**
 * Title, description, canonical, hreflang alternates and social tags of a public page. `siteName`:
 * the restaurant's name in force, which the page's loader reads (app/features/facts/).
 */
export async function publicPageMeta(page: PageId, lang: Lang, siteName: string): Promise<MetaDescriptor[]> {
  const [{ title, description }, published] = await Promise.all([titleAndDescription(page, lang, siteName), publishedLangs()]);
  return pageMeta({ siteUrl: config().SITE_URL, lang, path: pagePath(page), page, title, description, siteName, published });
}

/** The titles and fixed descriptions of one language, with the restaurant's name in them. */
function titlesFor(lang: Lang, siteName: string): Record<keyof (typeof pageTitles)[Lang], string> {
  const t = pageTitles[lang];
  return Object.fromEntries(Object.entries(t).map(([key, text]) => [key, fill(text, { site: siteName })])) as Record<keyof typeof t, string>;
}

async function titleAndDescription(page: PageId, lang: Lang, siteName: string): Promise<{ title: string; description: string }> {
  const t = titlesFor(lang, siteName);
  switch (page) {
    // The home and photos pages are described by text blocks the owners edit.
    case "home":
      return { title: t.homeTitle, description: await loadTextBlock(lang, "encabezado", "descripcion") };
    case "photos":
      return { title: t.photosTitle, description: await loadTextBlock(lang, "menu", "subtitulo") };
    case "menu":
      return { title: t.menuTitle, description: t.menuDescription };
    case "about":
      return { title: t.aboutTitle, description: t.aboutDescription };
  }
}

/** The not-found page's tags: a title, and no indexing. */
export function notFoundMeta(lang: Lang, siteName: string): MetaDescriptor[] {
  const t = titlesFor(lang, siteName);
  return [
    { title: t.notFoundTitle },
    { name: "description", content: t.notFoundDescription },
    { name: "robots", content: "noindex" },
  ];
}
