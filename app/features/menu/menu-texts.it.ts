import type { menuTexts } from "./menu-texts.ts";

// Italian words of menu-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md). "continued" follows a card's title on a PDF page: "Tapas (segue)",
// as Italian print writes it.
export const menuTextsIt = {
  heading: "Menu",
  pdfTitle: "Menu",
  pdfLink: "Scarica la versione PDF",
  pdfSize: "PDF, {size}",
  cardsLabel: "Pagine del menu",
  cardsHeading: "Il menu stampato",
  imagesIntro: "Sotto le pagine trovate gli stessi piatti e prezzi in formato testo.",
  cardAlt: "Menu: {title}",
  cardZoom: "{title}: apri la pagina a grandezza intera",
  textHeading: "Il menu in formato testo",
  pricesOf: "Prezzi",
  continued: "segue",
  currencyLabel: "Valuta dei prezzi",
  pricesIn: "Prezzi in",
  "currency.EUR": "euro",
  "currency.USD": "dollari statunitensi",
  "currency.CUP": "pesos cubani",
  filesPreparing: "Il menu stampato e il PDF sono in preparazione. Ricaricate la pagina tra un minuto per vederli.",
} as const satisfies (typeof menuTexts)["en"];
