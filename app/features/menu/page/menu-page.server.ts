// Everything /menu and /es/menu show from the menu data (docs/product.md §14.2, §14.3, §14.4, §14.6).
import { config } from "#app/config.server.ts";
import type { Lang } from "#app/lib/lang.ts";
import { pageUrl } from "#app/shell/seo/urls.ts";
import { localizeMenuIn } from "../currencies/menu-in-currency.ts";
import { baseCurrency, offeredCurrencies, pickCurrency, ratesLine, type MenuCurrency } from "../rules/currencies.ts";
import { currentMenuEdition } from "../drawing/menu-edition.server.ts";
import { menuFilesIfMade } from "../drawing/menu-files.server.ts";
import type { LanguageFiles, MenuEdition } from "../drawing/menu-drawing.server.ts";
import { menuToday } from "../today/menu-today.server.ts";
import type { LocalizedCard } from "../localized-menu.ts";
import { menuName, menuTexts } from "../menu-texts.ts";
import { todayTexts } from "../today/today-texts.ts";
import type { MenuFilesView, MenuPageData, MenuPageWords } from "./menu-page-data.ts";
import { menuFileUrl, menuPdfPath } from "../rules/menu-urls.ts";
import { isFiltered, parseMenuFilter } from "../rules/dietary-marks.ts";
import { cardTitle } from "../rules/menu.ts";
import { filterCards, menuMarksData } from "../marks/menu-marks-data.ts";

/**
 * The page's data, and when what it shows changes by itself (../today/menu-today.server.ts).
 * `currency`: what the visitor asked for (?currency= or the cookie); euros unless it has a rate.
 * `search`: the address's query, the visitor's filter (docs/product.md §14.10).
 */
export async function loadMenuPage(
  lang: Lang,
  { currency = null, search = new URLSearchParams() }: { currency?: string | null; search?: URLSearchParams } = {},
  now = new Date(),
): Promise<MenuPageData & { changesAt: Date | null }> {
  const [{ edition }, today] = await Promise.all([currentMenuEdition(), menuToday(lang, now)]);
  const shown = pickCurrency(currency, edition.rates) ?? baseCurrency;
  const filter = parseMenuFilter(search);
  const localized = localizeMenuIn(filterCards(edition.cards, filter), lang, shown, edition.rates);
  const cards = markNotToday(localized, today.notToday, todayTexts[lang].notToday);
  // Waits for its own language's drawing at most MENU_PAGE_WAIT_MS: past that the page says the
  // files are being prepared, and is not kept (routes/menu.tsx).
  const files = await menuFilesIfMade(edition, lang, config().MENU_PAGE_WAIT_MS);
  const preparing: MenuFilesView = { state: "preparing", notice: menuTexts[lang].filesPreparing };
  return {
    lang,
    cards,
    note: edition.notes[lang],
    disclaimer: edition.disclaimers[lang],
    marks: menuMarksData(edition.cards, filter, edition.marksNotes[lang], lang),
    files: files ? readyFiles(files, edition, lang, isFiltered(filter)) : preparing,
    pageUrl: pageUrl(config().SITE_URL, "/menu", lang),
    name: menuName(edition.house, lang),
    specials: today.specials,
    changesAt: today.changesAt,
    currency: shown,
    currencies: offeredCurrencies(edition.rates),
    ratesLine: ratesLine(edition.rates, lang),
    words: menuPageWords(lang, offeredCurrencies(edition.rates)),
  };
}

function menuPageWords(lang: Lang, offered: readonly MenuCurrency[]): MenuPageWords {
  const t = menuTexts[lang];
  const { heading, pdfLink, pdfSize, cardsLabel, cardsHeading, cardAlt, cardZoom, textHeading, currencyLabel, pricesIn } = t;
  return {
    heading,
    pdfLink,
    pdfSize,
    cardsLabel,
    cardsHeading,
    cardAlt,
    cardZoom,
    textHeading,
    currencyLabel,
    pricesIn,
    specialsLabel: todayTexts[lang].specialsLabel,
    currencyNames: Object.fromEntries(offered.map((currency) => [currency, t[`currency.${currency}`]])),
  };
}

/**
 * The page's card images and PDF link. A filtered view shows no card images (the printed cards
 * cannot be filtered): none in its data either. None when the edition has not drawn the language
 * (only published languages are drawn, MenuEdition.langs).
 */
function readyFiles({ images, pdf }: LanguageFiles, edition: MenuEdition, lang: Lang, filtered: boolean): MenuFilesView {
  return {
    state: "ready",
    images: filtered
      ? null
      : images.map((image, i) => ({
          cardId: image.cardId,
          title: edition.cards[i] ? cardTitle(edition.cards[i], lang) : image.cardId,
          webp: menuFileUrl(image.webp),
          png: menuFileUrl(image.png),
          width: image.width,
          height: image.height,
        })),
    pdf: { href: menuPdfPath(lang), bytes: pdf.bytes },
  };
}

/** The text menu's items with their "not today" mark; the card images and the PDF do not carry it. */
function markNotToday(cards: LocalizedCard[], marked: ReadonlySet<number>, words: string): LocalizedCard[] {
  if (marked.size === 0) return cards;
  return cards.map((card) => ({ ...card, items: card.items.map((item) => (marked.has(item.id) ? { ...item, notToday: words } : item)) }));
}
