import { bilingual, type Dictionary, type WordsOf } from "#app/lib/bilingual.ts";
import { homeTextsFr } from "./home-texts.fr.ts";
import { homeTextsDe } from "./home-texts.de.ts";
import { homeTextsIt } from "./home-texts.it.ts";
import { homeTextsRu } from "./home-texts.ru.ts";

const homeTextsEn = {
  locationPhotos: "Photos of our place",
  menuPhotos: "Photos of our dishes and drinks",
  // docs/product.md §2 wording: 'More ...' (menu teaser) and 'More...' (owners).
  moreMenu: "More ...",
  moreMenuContext: " menu photos",
  moreOwners: "More...",
  moreOwnersContext: " about our family",
  teamPhotos: "Our team",
  address: "Address",
} as const;

export const homeTexts: Dictionary<WordsOf<typeof homeTextsEn>> = bilingual({
  en: homeTextsEn,
  es: {
    locationPhotos: "Fotos de nuestro local",
    menuPhotos: "Fotos de nuestros platos y bebidas",
    moreMenu: "Más ...",
    moreMenuContext: " fotos del menú",
    moreOwners: "Más...",
    moreOwnersContext: " sobre nuestra familia",
    teamPhotos: "Nuestro equipo",
    address: "Dirección",
  },
  fr: homeTextsFr,
  de: homeTextsDe,
  it: homeTextsIt,
  ru: homeTextsRu,
});

/** The home page's own words in one language, as its loader sends them (home-page.tsx). */
export type HomeWords = (typeof homeTexts)["en"];
