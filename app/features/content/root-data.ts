import { useRouteLoaderData } from "react-router";
import type { Lang } from "../language/lang";
import { textOf, type Section, type TextBlocks, type ValueOf } from "./text-blocks";

/** What the root loader gives every page. */
export type RootData = {
  lang: Lang;
  texts: TextBlocks;
  /** config().SITE_URL: the origin of canonical and hreflang links. */
  siteUrl: string;
  /** For the copyright line; from the server so the browser renders the same year. */
  year: number;
};

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The editable text blocks of the page's language: `text("menu", "tapas")`. */
export function useTextBlocks(): <S extends Section>(section: S, value: ValueOf<S>) => string {
  const texts = useRootData()?.texts ?? {};
  return (section, value) => textOf(texts, section, value);
}
