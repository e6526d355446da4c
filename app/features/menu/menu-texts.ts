// The menu feature's own words, in both languages (docs/contributing.md §3.4). The spec's
// wording is kept in its language: 'Menu' and 'Download PDF Version' (docs/product.md §2).
import { bilingual, type Dictionary } from "#app/lib/bilingual.ts";
import type { Lang } from "#app/lib/lang.ts";
import { menuTextsFr } from "./menu-texts.fr.ts";
import { menuTextsDe } from "./menu-texts.de.ts";
import { menuTextsIt } from "./menu-texts.it.ts";
import { menuTextsRu } from "./menu-texts.ru.ts";

// The English words give the dictionary's type: the translations beside it are checked against
// it, so it must not be inferred from them.
const menuTextsEn = {
  heading: "Menu",
  pdfTitle: "Menu",
  pdfLink: "Download PDF Version",
  pdfSize: "PDF, {size}",
  cardsLabel: "Menu cards",
  cardsHeading: "The printed menu cards",
  imagesIntro: "The same dishes and prices are listed as text below the cards.",
  cardAlt: "Menu card: {title}",
  cardZoom: "{title}: open the card full size",
  textHeading: "The menu as text",
  pricesOf: "Prices",
  continued: "continued",
  currencyLabel: "Currency of the prices",
  pricesIn: "Prices in",
  "currency.EUR": "euros",
  "currency.USD": "US dollars",
  "currency.CUP": "Cuban pesos",
  filesPreparing: "The printed menu cards and the PDF are being prepared. Reload the page in a minute to see them.",
} as const;

export const menuTexts: Dictionary<{ readonly [K in keyof typeof menuTextsEn]: string }> = bilingual({
  en: menuTextsEn,
  es: {
    heading: "Menú",
    pdfTitle: "Carta",
    pdfLink: "Descargar versión PDF",
    pdfSize: "PDF, {size}",
    cardsLabel: "Cartas del menú",
    cardsHeading: "Las cartas impresas",
    imagesIntro: "Los mismos platos y precios aparecen como texto debajo de las cartas.",
    cardAlt: "Carta: {title}",
    cardZoom: "{title}: abrir la carta a tamaño completo",
    textHeading: "La carta en texto",
    pricesOf: "Precios",
    continued: "continuación",
    currencyLabel: "Moneda de los precios",
    pricesIn: "Precios en",
    "currency.EUR": "euros",
    "currency.USD": "dólares estadounidenses",
    "currency.CUP": "pesos cubanos",
    filesPreparing: "Las cartas impresas y el PDF se están preparando. Vuelve a cargar la página en un minuto para verlos.",
  },
  fr: menuTextsFr,
  de: menuTextsDe,
  it: menuTextsIt,
  ru: menuTextsRu,
});

/** The menu's name, as its PDF and its schema.org Menu give it: "La Terraza Trinidad — Carta". */
export function menuName(house: string, lang: Lang): string {
  return `${house} — ${menuTexts[lang].pdfTitle}`;
}

/** The menu page's words in one language, as its loader sends them (page/menu-page-data.ts). */
export type MenuWords = (typeof menuTexts)["en"];
