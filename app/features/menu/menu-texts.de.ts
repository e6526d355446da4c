import type { menuTexts } from "./menu-texts.ts";

// German words of menu-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
export const menuTextsDe = {
  heading: "Speisekarte",
  pdfTitle: "Speisekarte",
  pdfLink: "PDF-Version herunterladen",
  pdfSize: "PDF, {size}",
  cardsLabel: "Speisekarten",
  cardsHeading: "Die gedruckten Speisekarten",
  imagesIntro: "Dieselben Gerichte und Preise finden Sie unter den Karten auch als Text.",
  cardAlt: "Speisekarte: {title}",
  cardZoom: "{title}: Karte in voller Größe öffnen",
  textHeading: "Die Speisekarte als Text",
  pricesOf: "Preise",
  continued: "Fortsetzung",
  currencyLabel: "Währung der Preise",
  pricesIn: "Preise in",
  "currency.EUR": "Euro",
  "currency.USD": "US-Dollar",
  "currency.CUP": "Kubanische Pesos",
  filesPreparing: "Die gedruckten Speisekarten und das PDF werden gerade erstellt. Laden Sie die Seite in einer Minute neu, um sie zu sehen.",
} as const satisfies (typeof menuTexts)["en"];
