import { fileAddresses } from "#app/features/media/rules/file-addresses.ts";
import { localizePath, type Lang } from "../lib/lang.ts";
import { loadMenuPage } from "../features/menu/page/menu-page.server.ts";
import { manifestPath } from "../shell/seo/web-manifest.ts";

/**
 * What a visitor of this language can read offline after one visit (docs/product.md §15.5), beside
 * the pages they saw: the menu (its page, its card images, its PDF) and the city map.
 * The address, phone and opening hours are in every page's footer.
 */
export async function offlineSet(lang: Lang): Promise<string[]> {
  const menu = await loadMenuPage(lang);
  return [
    localizePath("/menu", lang),
    ...(menu.files.state === "ready" ? [...(menu.files.images ?? []).map((image) => image.webp), menu.files.pdf.href] : []),
    fileAddresses["city-map"],
    manifestPath(lang),
  ];
}
