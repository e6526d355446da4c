import { bilingual, type Dictionary, type WordsOf } from "#app/lib/bilingual.ts";
import { errorPageTextsFr } from "./error-page-texts.fr.ts";
import { errorPageTextsDe } from "./error-page-texts.de.ts";
import { errorPageTextsIt } from "./error-page-texts.it.ts";
import { errorPageTextsRu } from "./error-page-texts.ru.ts";

/** English's, exported alone: the root's error boundary says the error heading when no root data came. */
export const errorPageTextsEn = {
  notFoundHeading: "404 - Page not found",
  errorHeading: "Something went wrong. Please try again in a moment.",
} as const;

/**
 * The headings of the not-found and error pages (their titles are in page-titles.ts). Read on the
 * server only: the root loader sends the error heading in the page's language (RootData
 * `errorHeading`), the 404's heading comes with its words (app/routes/not-found-words.server.ts), so
 * no page's script carries every language's (docs/decisions/0034-words-in-the-pages-language.md).
 * The 404 page's own links have their words beside it, in app/routes/not-found-texts.ts.
 */
export const errorPageTexts: Dictionary<WordsOf<typeof errorPageTextsEn>> = bilingual({
  en: errorPageTextsEn,
  es: {
    notFoundHeading: "404 - Página no encontrada",
    errorHeading: "Algo salió mal. Inténtelo de nuevo en un momento.",
  },
  fr: errorPageTextsFr,
  de: errorPageTextsDe,
  it: errorPageTextsIt,
  ru: errorPageTextsRu,
});
