import type { drawingTexts } from "./drawing-texts.ts";

// French words of drawing-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md).
export const drawingTextsFr = {
  note: "Photo à venir",
} as const satisfies (typeof drawingTexts)["en"];
