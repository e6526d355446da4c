import type { drawingTexts } from "./drawing-texts.ts";

// German words of drawing-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
export const drawingTextsDe = {
  note: "Foto folgt in Kürze",
} as const satisfies (typeof drawingTexts)["en"];
