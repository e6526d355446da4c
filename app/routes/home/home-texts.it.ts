import type { homeTexts } from "./home-texts.ts";

// Italian words of home-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md). "Altre ..." + " foto del menu" and "Altro..." + " sulla nostra
// famiglia" read as one phrase to a screen reader, as the English does.
export const homeTextsIt = {
  locationPhotos: "Foto del nostro locale",
  menuPhotos: "Foto dei nostri piatti e delle bevande",
  moreMenu: "Altre ...",
  moreMenuContext: " foto del menu",
  moreOwners: "Altro...",
  moreOwnersContext: " sulla nostra famiglia",
  teamPhotos: "Il nostro team",
  address: "Indirizzo",
} as const satisfies (typeof homeTexts)["en"];
