// Everything /menu and /es/menu show from the menu data (docs/product.md §14.2, §14.3, §14.4, §14.6).
import { config } from "../../config.server";
import type { Lang } from "../../lib/lang";
import { pageUrl } from "../../shell/seo/urls";
import { logger } from "../../logger.server";
import { localizeMenuIn } from "./menu-in-currency";
import { baseCurrency, offeredCurrencies, pickCurrency, ratesLine } from "./rules/currencies";
import { currentMenuEdition } from "./menu-edition.server";
import { menuFiles } from "./menu-files.server";
import { menuToday } from "./menu-today.server";
import type { LocalizedCard } from "./localized-menu";
import { menuName } from "./menu-texts";
import { todayTexts } from "./today-texts";
import type { MenuPageData } from "./menu-page-data";
import { menuFileUrl, menuPdfPath } from "./rules/menu-urls";

/**
 * The page's data, and when what it shows changes by itself (menu-today.server.ts).
 * `currency`: what the visitor asked for (?currency= or the cookie); euros unless it has a rate.
 */
export async function loadMenuPage(
  lang: Lang,
  currency: string | null = null,
  now = new Date(),
): Promise<MenuPageData & { changesAt: Date | null }> {
  const [{ edition }, today] = await Promise.all([currentMenuEdition(), menuToday(lang, now)]);
  const shown = pickCurrency(currency, edition.rates) ?? baseCurrency;
  const cards = markNotToday(localizeMenuIn(edition.cards, lang, shown, edition.rates), today.notToday, todayTexts[lang].notToday);
  const files = await menuFiles(edition).catch((error: unknown) => {
    logger.error({ err: error }, "menu files could not be made");
    return null;
  });
  return {
    lang,
    cards,
    note: edition.notes[lang],
    disclaimer: edition.disclaimers[lang],
    images:
      files?.images[lang].map((image, i) => ({
        cardId: image.cardId,
        title: cards[i]?.title ?? image.cardId,
        webp: menuFileUrl(image.webp),
        png: menuFileUrl(image.png),
        width: image.width,
        height: image.height,
      })) ?? null,
    pdf: files ? { href: menuPdfPath(lang), bytes: files.pdf[lang].bytes } : null,
    pageUrl: pageUrl(config().SITE_URL, "/menu", lang),
    name: menuName(edition.house, lang),
    specials: today.specials,
    changesAt: today.changesAt,
    currency: shown,
    currencies: offeredCurrencies(edition.rates),
    ratesLine: ratesLine(edition.rates, lang),
  };
}

/** The text menu's items with their "not today" mark; the card images and the PDF do not carry it. */
function markNotToday(cards: LocalizedCard[], marked: ReadonlySet<number>, words: string): LocalizedCard[] {
  if (marked.size === 0) return cards;
  return cards.map((card) => ({ ...card, items: card.items.map((item) => (marked.has(item.id) ? { ...item, notToday: words } : item)) }));
}
