import { localizePath, type Lang } from "#app/lib/lang.ts";
import { seoTexts } from "./seo-texts.ts";
import { appIcons, backgroundColor, themeColor } from "./social-images.ts";

// docs/product.md §15.4: the web app manifest, one per language so an installed site opens in the
// visitor's language (served at /manifest.webmanifest and /es/manifest.webmanifest), named with
// the restaurant's name in force (app/features/facts/), which the route's loader reads.

/** Where a home screen or a launcher has room for fewer letters, at most this many are wanted. */
const SHORT_NAME_MAX = 12;

/**
 * The name for where room is short: the name's first words that fit in SHORT_NAME_MAX characters,
 * without a short word left hanging at the end ("La Terraza Trinidad" → "La Terraza", "El Patio
 * de Lola" → "El Patio"); the whole name when it fits, or when even its first word does not.
 */
export function shortNameOf(name: string): string {
  const words = name.trim().split(/\s+/);
  let fitting = 0;
  while (fitting < words.length && words.slice(0, fitting + 1).join(" ").length <= SHORT_NAME_MAX) fitting += 1;
  if (fitting === words.length || fitting === 0) return words.join(" ");
  while (fitting > 1 && words[fitting - 1]!.length <= 3) fitting -= 1;
  return words.slice(0, fitting).join(" ");
}

export function manifestPath(lang: Lang): string {
  return localizePath("/manifest.webmanifest", lang);
}

export function webManifest(lang: Lang, siteName: string) {
  const t = seoTexts[lang];
  const start = localizePath("/", lang);
  return {
    id: start,
    name: siteName,
    short_name: shortNameOf(siteName),
    description: t.description,
    lang,
    dir: "ltr",
    start_url: start,
    scope: "/",
    display: "standalone",
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: [
      { src: appIcons.svg, sizes: "any", type: "image/svg+xml" },
      { src: appIcons.png192, sizes: "192x192", type: "image/png" },
      { src: appIcons.png512, sizes: "512x512", type: "image/png" },
      { src: appIcons.maskable512, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
