import { bilingual, type Dictionary, type WordsOf } from "#app/lib/bilingual.ts";
import { menuPhotosTextsFr } from "./menu-photos-texts.fr.ts";
import { menuPhotosTextsDe } from "./menu-photos-texts.de.ts";
import { menuPhotosTextsIt } from "./menu-photos-texts.it.ts";
import { menuPhotosTextsRu } from "./menu-photos-texts.ru.ts";

const menuPhotosTextsEn = { viewMenuCard: "View Menu Card", photosOf: "Photos:" } as const;

export const menuPhotosTexts: Dictionary<WordsOf<typeof menuPhotosTextsEn>> = bilingual({
  en: menuPhotosTextsEn,
  es: { viewMenuCard: "Ver la carta", photosOf: "Fotos:" },
  fr: menuPhotosTextsFr,
  de: menuPhotosTextsDe,
  it: menuPhotosTextsIt,
  ru: menuPhotosTextsRu,
});
