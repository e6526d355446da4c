import type { menuPhotosTexts } from "./menu-photos-texts.ts";

// French words of menu-photos-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md).
export const menuPhotosTextsFr = {
  viewMenuCard: "Voir la carte",
  photosOf: "Photos :",
} as const satisfies (typeof menuPhotosTexts)["en"];
