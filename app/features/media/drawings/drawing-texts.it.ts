import type { drawingTexts } from "./drawing-texts.ts";

// Italian words of drawing-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md).
export const drawingTextsIt = {
  note: "Foto in arrivo",
} as const satisfies (typeof drawingTexts)["en"];
