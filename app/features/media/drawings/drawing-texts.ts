import { bilingual } from "#app/lib/bilingual.ts";

/**
 * The note beside a slot that still shows the site's drawing (app/ui/picture/picture.tsx). Handed
 * to the page with the photo (media-store.server.ts), so no page's scripts carry the words.
 */
export const drawingTexts = bilingual({
  en: { note: "Photo coming soon" },
  es: { note: "Foto próximamente" },
});
