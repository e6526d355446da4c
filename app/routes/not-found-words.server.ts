import { defaultLang, type Lang } from "#app/lib/lang.ts";
import { ownLanguageNames } from "#app/lib/language-names.ts";
import { navigationTexts } from "#app/shell/navigation/navigation-texts.ts";
import { errorPageTexts } from "#app/shell/seo/error-page-texts.ts";
import type { NotFound, NotFoundWords } from "./not-found-data.ts";
import { notFoundTexts } from "./not-found-texts.ts";

// The 404 page's words reach the browser with the page's data, in its language
// (docs/decisions/0034-words-in-the-pages-language.md): its view carries none.

/** The 404 page's heading and ways on, in one language. */
export function notFoundWords(lang: Lang): NotFoundWords {
  return { heading: errorPageTexts[lang].notFoundHeading, ...notFoundTexts[lang], book: navigationTexts[lang].book };
}

/**
 * The 404 an unpublished language's address answers (app/shell/languages/unpublished-language.server.ts),
 * thrown before any loader: it carries the words of the 404 page and of its navigation bar.
 */
export function unpublishedNotFound(lang: Lang): NotFound {
  return {
    unpublished: true,
    words: notFoundWords(lang),
    navigation: navigationTexts[lang],
    languageNames: { [defaultLang]: ownLanguageNames[defaultLang] },
  };
}
