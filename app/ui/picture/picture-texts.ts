import { bilingual } from "#app/lib/bilingual.ts";

/** The note on a slot that still shows the site's own drawing (picture.tsx). */
export const pictureTexts = bilingual({
  en: { drawingNote: "Photo coming soon" },
  es: { drawingNote: "Foto próximamente" },
});
