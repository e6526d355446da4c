import type { Lang } from "#app/lib/lang.ts";
import { appIcons, themeColor } from "./social-images.ts";
import { manifestPath } from "./web-manifest.ts";

/** The favicon set, the web manifest of the page's language and the theme colour (docs/product.md §15.4), for <head>. */
export function SiteIcons({ lang }: { lang: Lang }) {
  return (
    <>
      <meta name="theme-color" content={themeColor} />
      <link rel="icon" href={appIcons.svg} type="image/svg+xml" />
      <link rel="icon" href={appIcons.png192} type="image/png" sizes="192x192" />
      <link rel="apple-touch-icon" href={appIcons.appleTouch} sizes="180x180" />
      <link rel="manifest" href={manifestPath(lang)} />
    </>
  );
}
