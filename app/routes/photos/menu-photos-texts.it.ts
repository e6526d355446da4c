import type { menuPhotosTexts } from "./menu-photos-texts.ts";

// Italian words of menu-photos-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md).
export const menuPhotosTextsIt = {
  viewMenuCard: "Vedi il menu",
  photosOf: "Foto:",
} as const satisfies (typeof menuPhotosTexts)["en"];
