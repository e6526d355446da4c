import { seedContact } from "../content/seed-contact.ts";
import { localizePath, type Lang } from "#app/lib/lang.ts";
import { seoTexts } from "./seo-texts.ts";
import { appIcons, backgroundColor, themeColor } from "./social-images.ts";

// docs/product.md §15.4: the web app manifest, one per language so an installed site opens in the
// visitor's language (served at /manifest.webmanifest and /es/manifest.webmanifest).

export function manifestPath(lang: Lang): string {
  return localizePath("/manifest.webmanifest", lang);
}

export function webManifest(lang: Lang) {
  const t = seoTexts[lang];
  const start = localizePath("/", lang);
  return {
    id: start,
    name: seedContact.name,
    short_name: t.shortName,
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
