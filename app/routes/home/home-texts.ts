import { bilingual } from "#app/lib/bilingual.ts";

export const homeTexts = bilingual({
  en: {
    locationPhotos: "Photos of our place",
    menuPhotos: "Photos of our dishes and drinks",
    // docs/product.md §2 wording: 'More ...' (menu teaser) and 'More...' (owners).
    moreMenu: "More ...",
    moreMenuContext: " menu photos",
    moreOwners: "More...",
    moreOwnersContext: " about our family",
    teamPhotos: "Our team",
    address: "Address",
  },
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
});

/** The home page's own words in one language, as its loader sends them (home-page.tsx). */
export type HomeWords = (typeof homeTexts)["en"];
