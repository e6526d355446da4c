import { bilingual, type Dictionary, type WordsOf } from "../lib/bilingual.ts";
import { notFoundTextsFr } from "./not-found-texts.fr.ts";
import { notFoundTextsDe } from "./not-found-texts.de.ts";
import { notFoundTextsIt } from "./not-found-texts.it.ts";
import { notFoundTextsRu } from "./not-found-texts.ru.ts";

const notFoundTextsEn = {
  backHome: "Back to the home page",
  seeMenu: "See the menu",
} as const;

/** The 404 page's ways on (its heading is in app/shell/seo/error-page-texts.ts). */
export const notFoundTexts: Dictionary<WordsOf<typeof notFoundTextsEn>> = bilingual({
  en: notFoundTextsEn,
  es: {
    backHome: "Volver a la página de inicio",
    seeMenu: "Ver la carta",
  },
  fr: notFoundTextsFr,
  de: notFoundTextsDe,
  it: notFoundTextsIt,
  ru: notFoundTextsRu,
});
