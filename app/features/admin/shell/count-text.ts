import { fill } from "#app/lib/fill.ts";
import type { AdminTextKey, AdminWords } from "./dictionary.ts";

// Apart from the dictionary: the pages' scripts call it, and must not carry the dictionary
// (docs/decisions/0034-words-in-the-pages-language.md).

/** One or many: picks the key ending in One or Other, then fills {n}. */
export function countText(texts: AdminWords, key: "requests" | "people" | "texts" | "missing" | "items", n: number): string {
  const form: AdminTextKey = n === 1 ? `${key}One` : `${key}Other`;
  return fill(texts[form], { n });
}
