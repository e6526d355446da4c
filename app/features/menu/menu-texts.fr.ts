import type { menuTexts } from "./menu-texts.ts";

// French words of menu-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md). "Menu" names the page, "la carte" the card and its PDF: both read
// naturally in Canada and in France.
export const menuTextsFr = {
  heading: "Menu",
  pdfTitle: "Carte",
  pdfLink: "Télécharger la version PDF",
  pdfSize: "PDF, {size}",
  cardsLabel: "Cartes du menu",
  cardsHeading: "Les cartes imprimées",
  imagesIntro: "Les mêmes plats et les mêmes prix figurent en texte sous les cartes.",
  cardAlt: "Carte : {title}",
  cardZoom: "{title} : ouvrir la carte en grand format",
  textHeading: "La carte en texte",
  pricesOf: "Prix",
  continued: "suite",
  currencyLabel: "Devise des prix",
  pricesIn: "Prix en",
  "currency.EUR": "euros",
  "currency.USD": "dollars américains",
  "currency.CUP": "pesos cubains",
  filesPreparing: "Les cartes imprimées et le PDF sont en cours de préparation. Rechargez la page dans une minute pour les voir.",
} as const satisfies (typeof menuTexts)["en"];
