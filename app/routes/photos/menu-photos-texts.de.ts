import type { menuPhotosTexts } from "./menu-photos-texts.ts";

// German words of menu-photos-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
export const menuPhotosTextsDe = {
  viewMenuCard: "Zur Speisekarte",
  photosOf: "Fotos:",
} as const satisfies (typeof menuPhotosTexts)["en"];
