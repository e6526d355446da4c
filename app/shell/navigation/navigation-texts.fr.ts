import type { navigationTexts } from "./navigation-texts.ts";

// French words of navigation-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md).
export const navigationTextsFr = {
  navLabel: "Principal",
  toggle: "Navigation du site",
  home: "ACCUEIL",
  menu: "MENU",
  menuPhotos: "Photos du menu",
  menuCard: "La carte",
  thingsToDo: "QUE FAIRE à TRINIDAD",
  homestay: "Chambres d’hôtes",
  cityMap: "Plan de Trinidad (PDF)",
  aboutUs: "À PROPOS DE NOUS",
  contactUs: "CONTACTEZ-NOUS",
  book: "Réserver une table",
  language: "Langue",
  brandHome: "page d’accueil",
} as const satisfies (typeof navigationTexts)["en"];
