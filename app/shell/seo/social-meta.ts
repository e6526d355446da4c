import type { MetaDescriptor } from "react-router";
import { languageSettings, otherLangs, type Lang } from "#app/lib/lang.ts";
import { pagePath, type PageId } from "./pages.ts";
import { seoTexts } from "./seo-texts.ts";
import { socialImagePath, socialImageSize } from "./social-images.ts";
import { absoluteUrl, pageUrl } from "./urls.ts";

// docs/product.md §15.4: Open Graph and Twitter card tags, one image per page and language. The
// images are drawn at build time from the seed's facts (scripts/, no database then); the tags'
// site name is the stored one.

export type SocialMetaInput = {
  page: PageId;
  lang: Lang;
  /** The canonical origin, config().SITE_URL (the root loader's `siteUrl`). */
  siteUrl: string;
  /** The restaurant's name in force (app/features/facts/), which the page's loader read. */
  siteName: string;
  title: string;
  description: string;
  /** Another image than the page's generated card: a path on the site and its size. */
  image?: { path: string; width: number; height: number; alt: string };
  /** The published languages (app/shell/languages/): og:locale:alternate names only these; every language when not given. */
  published?: readonly Lang[];
};

/** Meta descriptors for a route's `meta` export, to add to its title and description. */
export function socialMeta({ page, lang, siteUrl, siteName, title, description, image, published }: SocialMetaInput): MetaDescriptor[] {
  const picture = image ?? {
    path: socialImagePath(page, lang),
    ...socialImageSize,
    alt: seoTexts[lang]["image-alt"],
  };
  const imageUrl = absoluteUrl(siteUrl, picture.path);
  return [
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: pageUrl(siteUrl, pagePath(page), lang) },
    { property: "og:locale", content: languageSettings[lang].ogLocale },
    ...otherLangs(lang).filter((other) => !published || published.includes(other)).map((other) => ({ property: "og:locale:alternate", content: languageSettings[other].ogLocale })),
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(picture.width) },
    { property: "og:image:height", content: String(picture.height) },
    { property: "og:image:alt", content: picture.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: picture.alt },
  ];
}
