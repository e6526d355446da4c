import type { homeTexts } from "./home-texts.ts";

// German words of home-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
export const homeTextsDe = {
  locationPhotos: "Fotos von unserem Haus",
  menuPhotos: "Fotos unserer Gerichte und Getränke",
  moreMenu: "Mehr ...",
  moreMenuContext: " Fotos der Gerichte",
  moreOwners: "Mehr...",
  moreOwnersContext: " über unsere Familie",
  teamPhotos: "Unser Team",
  address: "Adresse",
} as const satisfies (typeof homeTexts)["en"];
