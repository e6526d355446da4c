// What /menu receives from loadMenuPage (menu-page.server.ts): plain, serialisable data.
import type { Lang } from "#app/lib/lang.ts";
import type { UpdateNote } from "../rules/menu-update-note.ts";
import type { LocalizedCard } from "../localized-menu.ts";
import type { LocalizedSpecials } from "../rules/specials.ts";
import type { MenuCurrency } from "../rules/currencies.ts";
import type { MenuMarksData } from "../marks/menu-marks-data.ts";
import type { SentOnce } from "#app/lib/sent-once.tsx";
import type { MenuWords } from "../menu-texts.ts";
import type { TodayWords } from "../today/today-texts.ts";

export type MenuCardImage = { cardId: string; title: string; webp: string; png: string; width: number; height: number };

/**
 * `ready`: the card images (null in a filtered view: the printed cards cannot be filtered) and
 * the PDF. `preparing`: the edition's files are being drawn (a fresh site's first views, the
 * seconds after a save); the text menu shows meanwhile, and `notice` says so in the page's language.
 */
export type MenuFilesView = { state: "ready"; images: MenuCardImage[] | null; pdf: { href: string; bytes: number } } | { state: "preparing"; notice: string };

export type MenuPageData = {
  lang: Lang;
  cards: LocalizedCard[];
  note: UpdateNote;
  disclaimer: string;
  /** The marks' legend, the allergen note and the filter (docs/product.md §14.10). */
  marks: MenuMarksData;
  /** The card images and the PDF, or that they are still being drawn (then the page is not kept: menu-page.server.ts). */
  files: MenuFilesView;
  /** Today's specials (docs/product.md §14.8), shown above the cards; null when there are none. */
  specials: LocalizedSpecials | null;
  /** The page's absolute address and the menu's name, for its schema.org Menu (menu-content.tsx). */
  pageUrl: string;
  name: string;
  /** The text menu's currency, the ones offered (euros, and each with a rate) and the rates line (null: no rates). */
  currency: MenuCurrency;
  currencies: MenuCurrency[];
  ratesLine: string | null;
  /** The page's own words in its language (docs/decisions/0034-words-in-the-pages-language.md). */
  words: MenuPageWords;
};

/**
 * The words the menu page shows, in its language (menu-page.server.ts): only those its components
 * use, and the names of the currencies it offers ("not available today" is in the cards already).
 */
export type MenuPageWords = Pick<
  MenuWords,
  "heading" | "pdfLink" | "pdfSize" | "cardsLabel" | "cardsHeading" | "cardAlt" | "cardZoom" | "textHeading" | "currencyLabel" | "pricesIn"
> &
  Pick<TodayWords, "specialsLabel"> & { currencyNames: Partial<Record<MenuCurrency, string>> };

/**
 * What the page's component receives (routes/menu.tsx): the cards, shown as text that never
 * changes in the browser, travel once (docs/decisions/0024-text-sent-once.md).
 */
export type MenuPageView = Omit<MenuPageData, "cards"> & { cards: SentOnce<LocalizedCard[]> };
