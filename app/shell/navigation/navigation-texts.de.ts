import type { navigationTexts } from "./navigation-texts.ts";

// German words of navigation-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
export const navigationTextsDe = {
  navLabel: "Hauptnavigation",
  toggle: "Navigation der Website",
  home: "STARTSEITE",
  menu: "SPEISEKARTE",
  menuPhotos: "Fotos der Gerichte",
  menuCard: "Die Karte",
  thingsToDo: "UNTERWEGS in TRINIDAD",
  homestay: "Unterkunft",
  cityMap: "Stadtplan von Trinidad (PDF)",
  aboutUs: "ÜBER UNS",
  contactUs: "KONTAKT",
  book: "Tisch reservieren",
  language: "Sprache",
  brandHome: "Startseite",
} as const satisfies (typeof navigationTexts)["en"];
