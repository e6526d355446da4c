import type { notFoundTexts } from "./not-found-texts.ts";

// The 404 page's words travel with its data (docs/decisions/0034-words-in-the-pages-language.md):
// the route's loader and the 404 thrown for an unpublished language's address send them
// (not-found-words.server.ts). Apart from the view, which loads only when needed (app/root.tsx).

/** The 404 page's words in one language (not-found-words.server.ts): its heading, its ways on and "Book a table". */
export type NotFoundWords = (typeof notFoundTexts)["en"] & { heading: string; book: string };

/**
 * What a 404 thrown before any route (an unpublished language's address) carries for the root's
 * error boundary: its ways lead to the default language's pages.
 */
export type NotFound = { unpublished: true; words: NotFoundWords };

/** The words of a 404 thrown with them (not-found-words.server.ts), if `data` is one. */
export function notFoundIn(data: unknown): NotFound | undefined {
  return typeof data === "object" && data !== null && "unpublished" in data && "words" in data ? (data as NotFound) : undefined;
}
