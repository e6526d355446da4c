// Title, description, canonical and hreflang alternates of every page (design.md §4).
import type { MetaDescriptor } from "react-router";
import type { RootData } from "../content/root-data";
import { languages, localizePath, defaultLang, type Lang } from "../language/lang";

/** The absolute address of a language-neutral path in a language. */
export function absoluteUrl(siteUrl: string, path: string, lang: Lang): string {
  return new URL(localizePath(path, lang), siteUrl).href;
}

export type PageMetaInput = {
  siteUrl: string;
  lang: Lang;
  /** The page's language-neutral path: "/", "/photos", … */
  path: string;
  title: string;
  description: string;
};

export function pageMeta({ siteUrl, lang, path, title, description }: PageMetaInput): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: absoluteUrl(siteUrl, path, lang) },
    ...languages.map((l) => ({ tagName: "link" as const, rel: "alternate", hrefLang: l, href: absoluteUrl(siteUrl, path, l) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(siteUrl, path, defaultLang) },
  ];
}

/** The root loader's data from a meta function's matches. */
export function rootDataOf(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): RootData | undefined {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
}
