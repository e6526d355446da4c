import { languages, localizePath } from "#app/lib/lang.ts";

// docs/product.md §15.4: the public pages search engines should find, in both languages (docs/product.md §10).
// pages.test.ts checks this list against app/routes.ts, so a new page cannot be forgotten.
export const publicPages = [
  { id: "home", path: "/" },
  { id: "photos", path: "/photos" },
  { id: "menu", path: "/menu" },
  { id: "about", path: "/about" },
] as const;

export type PageId = (typeof publicPages)[number]["id"];

export function pagePath(id: PageId): string {
  return publicPages.find((p) => p.id === id)?.path ?? "/";
}

/** Addresses no search engine should crawl (the owners' area, in both languages). */
export const privatePrefixes: readonly string[] = languages.map((lang) => localizePath("/admin", lang));
