import type { RequestHandler } from "express";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { languages, localizePath } from "#app/lib/lang.ts";
import { contentEdits } from "#app/shell/content/content-version.server.ts";
import { publicPages } from "#app/shell/seo/pages.ts";
import { rememberedCurrency } from "#app/features/menu/rules/currency-choice.ts";
import { onShutdown } from "../shutdown.ts";
import { dataVersion, closeDataVersionConnection } from "./data-version.ts";
import { htmlCache } from "./middleware.ts";

// The HTML cache of the site's public pages (docs/decisions/0009-html-cache.md): which addresses,
// what their content version is, the restaurant's day, the menu's currency variant.

const restaurantDay = new Intl.DateTimeFormat("en-CA", { timeZone: restaurantTimeZone, year: "numeric", month: "2-digit", day: "2-digit" });

/** The cache of the site's public pages, in both languages, as server/app.ts mounts it. */
export function publicPageCache(): RequestHandler {
  onShutdown(closeDataVersionConnection, "html cache");
  const paths = new Set(publicPages.flatMap((page) => languages.map((lang) => localizePath(page.path, lang))));
  const menuPaths = new Set(languages.map((lang) => localizePath("/menu", lang)));
  return htmlCache({
    paths,
    async contentVersion() {
      return `${contentEdits()}.${await dataVersion()}`;
    },
    day: () => restaurantDay.format(new Date()),
    cookieVariant: (path, cookieHeader) => (menuPaths.has(path) ? (rememberedCurrency(cookieHeader) ?? "") : undefined),
  }).middleware;
}
