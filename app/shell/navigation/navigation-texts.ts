import { bilingual, type Dictionary, type WordsOf } from "#app/lib/bilingual.ts";
import { navigationTextsFr } from "./navigation-texts.fr.ts";
import { navigationTextsDe } from "./navigation-texts.de.ts";
import { navigationTextsIt } from "./navigation-texts.it.ts";
import { navigationTextsRu } from "./navigation-texts.ru.ts";

const navigationTextsEn = {
  navLabel: "Main",
  toggle: "Site navigation",
  home: "HOME",
  menu: "MENU",
  menuPhotos: "Menu Photos",
  menuCard: "Menu Card",
  thingsToDo: "THINGS TO DO in TRINIDAD",
  homestay: "Homestay",
  cityMap: "Trinidad city map (PDF)",
  aboutUs: "ABOUT US",
  contactUs: "CONTACT US",
  book: "Book a table",
  language: "Language",
  brandHome: "home page",
} as const;

// The navigation items of docs/product.md §2 keep their wording in English; Spanish is a faithful translation.
export const navigationTexts: Dictionary<WordsOf<typeof navigationTextsEn>> = bilingual({
  en: navigationTextsEn,
  es: {
    navLabel: "Principal",
    toggle: "Navegación del sitio",
    home: "INICIO",
    menu: "MENÚ",
    menuPhotos: "Fotos del menú",
    menuCard: "La carta",
    thingsToDo: "QUÉ HACER en TRINIDAD",
    homestay: "Casa de huéspedes",
    cityMap: "Mapa de Trinidad (PDF)",
    aboutUs: "SOBRE NOSOTROS",
    contactUs: "CONTÁCTENOS",
    book: "Reservar mesa",
    language: "Idioma",
    brandHome: "página de inicio",
  },
  fr: navigationTextsFr,
  de: navigationTextsDe,
  it: navigationTextsIt,
  ru: navigationTextsRu,
});

/** The navigation's words in one language, as the root loader sends them (app/shell/content/root-data.ts). */
export type NavigationWords = (typeof navigationTexts)["en"];
