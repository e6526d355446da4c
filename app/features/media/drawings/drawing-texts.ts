import { bilingual, type Dictionary } from "#app/lib/bilingual.ts";
import { drawingTextsFr } from "./drawing-texts.fr.ts";
import { drawingTextsDe } from "./drawing-texts.de.ts";
import { drawingTextsIt } from "./drawing-texts.it.ts";
import { drawingTextsRu } from "./drawing-texts.ru.ts";

/**
 * The note beside a slot that still shows the site's drawing (app/ui/picture/picture.tsx). Handed
 * to the page with the photo (media-store.server.ts), so no page's scripts carry the words.
 */
// The English words give the dictionary's type: the translations beside it are checked against
// it, so it must not be inferred from them.
const drawingTextsEn = { note: "Photo coming soon" } as const;

export const drawingTexts: Dictionary<{ readonly [K in keyof typeof drawingTextsEn]: string }> = bilingual({
  en: drawingTextsEn,
  es: { note: "Foto próximamente" },
  fr: drawingTextsFr,
  de: drawingTextsDe,
  it: drawingTextsIt,
  ru: drawingTextsRu,
});
