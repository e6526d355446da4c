import type { AdminWords } from "./dictionary.ts";

// The owners' words reach the browser with the owners' layout's data, in the page's language
// (docs/decisions/0034-words-in-the-pages-language.md): no owners' page script carries the
// dictionary. The layout (app/routes/admin.tsx) loads them once and keeps them until the owners'
// language changes.

/** What the owners' layout's loader gives every owners' page. */
export type AdminLayoutData = { words: AdminWords };

/**
 * The owners' words, from the owners' layout's data among the route's matches (its route id is
 * "<lang>-admin", app/routes.ts), for a page's `meta` and its components;
 * undefined only when the layout's own guard answered before its loader ran.
 */
export function adminWordsIn(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): AdminWords | undefined {
  const layout = matches.find((m) => m !== undefined && /^[a-z]+-admin$/.test(m.id))?.loaderData as AdminLayoutData | undefined;
  return layout?.words;
}
