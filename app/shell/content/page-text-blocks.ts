import { useLoaderData } from "react-router";
import type { PageId } from "../seo/pages.ts";
import { textOf, type Section, type TextBlocks, type ValueOf } from "./text-blocks.ts";

/**
 * The editable text blocks each public page shows (docs/product.md §11). Its loader sends these
 * and no other page's (docs/decisions/0024-text-sent-once.md); the menu's own blocks ("carta")
 * are read on the server only.
 */
export const pageTextSections = {
  home: ["encabezado", "lugar", "menu-general", "menu", "owners", "team", "contactus"],
  photos: ["menu"],
  about: ["about"],
  menu: [],
} as const satisfies Record<PageId, readonly Section[]>;

export type PageWithTexts = { [P in PageId]: (typeof pageTextSections)[P] extends readonly [] ? never : P }[PageId];
type SectionOf<P extends PageWithTexts> = (typeof pageTextSections)[P][number];

/** What the loader of a page with text blocks adds to its data (text-blocks.server.ts, loadPageTexts). */
export type PageTexts = { texts: TextBlocks };

/**
 * The editable text blocks of the page's language, from the page's own data:
 * `useTextBlocks("photos")("menu", "tapas")`. Only the page's sections can be asked for.
 */
export function useTextBlocks<P extends PageWithTexts>(_page: P): <S extends SectionOf<P>>(section: S, value: ValueOf<S>) => string {
  const texts = useLoaderData<PageTexts | undefined>()?.texts ?? {};
  return (section, value) => textOf(texts, section, value);
}
