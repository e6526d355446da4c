// Everything /menu and /es/menu show from the menu data (docs/product.md §14.2, §14.3, §14.4, §14.6).
import { config } from "../../config.server";
import type { Lang } from "../../lib/lang";
import { pageUrl } from "../../shell/seo/urls";
import { logger } from "../../logger.server";
import { localizeMenu } from "./localized-menu";
import { currentMenuEdition } from "./menu-edition.server";
import { menuFiles } from "./menu-files.server";
import { menuName } from "./menu-texts";
import type { MenuPageData } from "./menu-page-data";
import { menuFileUrl, menuPdfPath } from "./rules/menu-urls";
import { isFiltered, parseMenuFilter } from "./rules/dietary-marks";
import { cardTitle } from "./rules/menu";
import { filterCards, menuMarksData } from "./menu-marks-data";

/** `search`: the address's query, the visitor's filter (docs/product.md §14.7). */
export async function loadMenuPage(lang: Lang, search = new URLSearchParams()): Promise<MenuPageData> {
  const { edition } = await currentMenuEdition();
  const filter = parseMenuFilter(search);
  const cards = localizeMenu(filterCards(edition.cards, filter), lang);
  const files = await menuFiles(edition).catch((error: unknown) => {
    logger.error({ err: error }, "menu files could not be made");
    return null;
  });
  return {
    lang,
    cards,
    note: edition.notes[lang],
    disclaimer: edition.disclaimers[lang],
    marks: menuMarksData(edition.cards, filter, edition.marksNotes[lang], lang),
    // A filtered view shows no card images (the printed cards cannot be filtered): none in its data either.
    images: isFiltered(filter) ? null : (files?.images[lang].map((image, i) => ({
      cardId: image.cardId,
      title: edition.cards[i] ? cardTitle(edition.cards[i], lang) : image.cardId,
      webp: menuFileUrl(image.webp),
      png: menuFileUrl(image.png),
      width: image.width,
      height: image.height,
    })) ?? null),
    pdf: files ? { href: menuPdfPath(lang), bytes: files.pdf[lang].bytes } : null,
    pageUrl: pageUrl(config().SITE_URL, "/menu", lang),
    name: menuName(edition.house, lang),
  };
}
