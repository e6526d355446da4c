// A guest language's completeness and whether it may be published or withdrawn
// (docs/decisions/0033-language-publication.md, docs/owners-guide.md "Languages"). Pure.
import { defaultLang, type Lang } from "#app/lib/lang.ts";

/**
 * What the owners write per language, in the order the Languages page lists them: the text
 * blocks, the menu (cards' titles, dishes' names and descriptions, prices' labels), today's and
 * coming specials, the mail templates, the photos' descriptions, the schedule's exceptions'
 * labels to come, and the restaurant's facts in words (the opening line).
 */
export const wordKinds = ["texts", "menuItems", "specials", "templates", "photoAlts", "exceptions", "facts"] as const;
export type WordKind = (typeof wordKinds)[number];

/**
 * One thing to write in a language: where it is (`kind`, a name the owners know it by, the page
 * that edits it below /admin), what the default language says there, and what this one says.
 */
export type WordPlace = {
  kind: WordKind;
  /** A name the owners know it by (the dish's name, the block's place, the template's kind…). */
  label: string;
  /** The owners' page that edits it, below /admin ("/texts/encabezado/titulo"). */
  path: string;
  /** The default language's words there: nothing to translate when empty. */
  base: string;
  /** This language's words there; empty or missing when not written. */
  words: string | undefined;
};

export type Completeness = {
  /** Filled and total per kind of words. */
  counts: Record<WordKind, { filled: number; total: number }>;
  /** What is still to write, in the order given. */
  missing: WordPlace[];
  complete: boolean;
};

/**
 * Words count as written when they have a visible character and are not the site's stand-in
 * for a missing text block ("Missing translation: …", app/shell/content/text-blocks.ts).
 */
export function isWritten(words: string | undefined): boolean {
  const trimmed = words?.trim() ?? "";
  return trimmed !== "" && !trimmed.startsWith("Missing translation:");
}

/** Counts a language's words: a place counts when the default language has words there. */
export function completenessOf(places: readonly WordPlace[]): Completeness {
  const counts = Object.fromEntries(wordKinds.map((kind) => [kind, { filled: 0, total: 0 }])) as Record<WordKind, { filled: number; total: number }>;
  const missing: WordPlace[] = [];
  for (const place of places) {
    if (!isWritten(place.base)) continue;
    counts[place.kind].total += 1;
    if (isWritten(place.words)) counts[place.kind].filled += 1;
    else missing.push(place);
  }
  return { counts, missing, complete: missing.length === 0 };
}

/** Why a change of a language's publication is refused; null when it may be made. */
export type PublicationRefusal = "default" | "incomplete" | "unconfirmed";

/**
 * Publishing needs every word written (nothing half-translated reaches a guest); withdrawing
 * needs the owner's second, explicit step; the default language is always published.
 */
export function publicationRefusal(
  lang: Lang,
  change: { publish: true; completeness: Completeness } | { publish: false; confirmed: boolean },
): PublicationRefusal | null {
  if (lang === defaultLang) return "default";
  if (change.publish) return change.completeness.complete ? null : "incomplete";
  return change.confirmed ? null : "unconfirmed";
}
