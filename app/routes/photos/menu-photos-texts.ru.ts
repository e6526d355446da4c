import type { menuPhotosTexts } from "./menu-photos-texts.ts";

// Russian words of menu-photos-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
export const menuPhotosTextsRu = {
  viewMenuCard: "Открыть меню",
  photosOf: "Фото:",
} as const satisfies (typeof menuPhotosTexts)["en"];
