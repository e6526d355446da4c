import type { drawingTexts } from "./drawing-texts.ts";

// Russian words of drawing-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
export const drawingTextsRu = {
  note: "Фото скоро появится",
} as const satisfies (typeof drawingTexts)["en"];
