import type { Lang } from "#app/lib/lang.ts";
import type { NavigationWords } from "#app/shell/navigation/navigation-texts.ts";
import type { notFoundTexts } from "./not-found-texts.ts";

// The 404 page's words travel with its data (docs/decisions/0034-words-in-the-pages-language.md):
// the route's loader and the 404 thrown for an unpublished language's address send them
// (not-found-words.server.ts). Apart from the view, which loads only when needed (app/root.tsx).

/** The 404 page's words in one language (not-found-words.server.ts): its heading, its ways on and "Book a table". */
export type NotFoundWords = (typeof notFoundTexts)["en"] & { heading: string; book: string };

/**
 * What a 404 thrown before any route (an unpublished language's address) carries for the root's
 * error boundary and frame, which have no root data: the page's words, the navigation's and the
 * language switch's (to the default language only). Its ways lead to the default language's pages.
 */
export type NotFound = { unpublished: true; words: NotFoundWords; navigation: NavigationWords; languageNames: Partial<Record<Lang, string>> };

/** The words of a 404 thrown with them (not-found-words.server.ts), if `data` is one. */
export function notFoundIn(data: unknown): NotFound | undefined {
  return typeof data === "object" && data !== null && "unpublished" in data && "words" in data ? (data as NotFound) : undefined;
}
