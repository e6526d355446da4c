import type { homeTexts } from "./home-texts.ts";

// French words of home-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md).
export const homeTextsFr = {
  locationPhotos: "Photos de notre établissement",
  menuPhotos: "Photos de nos plats et boissons",
  moreMenu: "Plus ...",
  moreMenuContext: " de photos du menu",
  moreOwners: "Plus...",
  moreOwnersContext: " sur notre famille",
  teamPhotos: "Notre équipe",
  address: "Adresse",
} as const satisfies (typeof homeTexts)["en"];
