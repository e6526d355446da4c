import type { navigationTexts } from "./navigation-texts.ts";

// Italian words of navigation-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md).
export const navigationTextsIt = {
  navLabel: "Principale",
  toggle: "Navigazione del sito",
  home: "HOME",
  menu: "MENU",
  menuPhotos: "Foto del menu",
  menuCard: "Il menu",
  thingsToDo: "COSA FARE a TRINIDAD",
  homestay: "Casa particular",
  cityMap: "Mappa di Trinidad (PDF)",
  aboutUs: "CHI SIAMO",
  contactUs: "CONTATTI",
  book: "Prenota un tavolo",
  language: "Lingua",
  brandHome: "pagina iniziale",
} as const satisfies (typeof navigationTexts)["en"];
