// The guest languages' publication, stored in language_publication (db/schema.ts;
// docs/decisions/0033-language-publication.md). Read by every public page (root.tsx), so kept in
// memory and read again after a change made here.
import { db } from "#app/db.server.ts";
import type { Lang } from "#app/lib/lang.ts";
import { languagePublication } from "#db/schema.ts";
import { publish } from "../content/content-version.server.ts";
import { publicationsFrom, publishedFrom, type GuestLang, type LanguagePublication } from "./publication.ts";

let rows: Promise<LanguagePublication[]> | undefined;

function storedRows(): Promise<LanguagePublication[]> {
  rows ??= db()
    .then((database) => database.select().from(languagePublication))
    .then((found) => found.map((row) => ({ ...row, lang: row.lang as GuestLang })));
  // A failed reading is not kept: the next request reads again.
  rows.catch(() => {
    rows = undefined;
  });
  return rows;
}

/** The languages a guest is shown, in the list's order, the default first. */
export async function publishedLangs(): Promise<Lang[]> {
  return publishedFrom(await storedRows());
}

/** Every guest language's state, for the owners' Languages page. */
export async function languagePublications(): Promise<LanguagePublication[]> {
  return publicationsFrom(await storedRows());
}

/**
 * Publishes or withdraws a guest language (the default has no row: the type keeps it out). The
 * owners' page checks first that a language is complete (app/features/admin/languages/). Ends in
 * publish(): every page the HTML cache keeps is stale at once, so a withdrawn language's pages
 * are not served again from it.
 */
export async function setPublished(lang: GuestLang, published: boolean, by: string): Promise<void> {
  const database = await db();
  const changedAt = new Date();
  await database
    .insert(languagePublication)
    .values({ lang, published, changedBy: by, changedAt })
    .onConflictDoUpdate({ target: languagePublication.lang, set: { published, changedBy: by, changedAt } });
  rows = undefined;
  await publish();
}
