import { bilingual } from "#app/lib/bilingual.ts";

export const menuPhotosTexts = bilingual({
  en: { viewMenuCard: "View Menu Card", photosOf: "Photos:" },
  es: { viewMenuCard: "Ver la carta", photosOf: "Fotos:" },
});
