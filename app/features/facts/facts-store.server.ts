import { desc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { siteFactRevisions, siteFactWords } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import { languages, type Lang } from "#app/lib/lang.ts";
import type { SiteFacts } from "#app/shell/content/site.ts";
import { seedFacts } from "#app/shell/content/seed-facts.ts";
import { contentEdits, publish } from "#app/shell/content/content-version.server.ts";
import { factsDocumentSchema, siteFactsOf, type FactsEdit } from "./rules/facts-schema.ts";

// The restaurant's facts in force (docs/product.md §11): the newest saved version. Read once per
// edit, not once per page: the facts are kept here, for the database they came from, until an
// owner's save or restore publishes (content-version.server.ts), which also makes every page the
// HTML cache kept stale.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Db | Tx;

export type FactsVersion = {
  readonly id: number;
  readonly facts: SiteFacts;
  readonly changedBy: string;
  readonly changedAt: Date;
};

async function readVersion(database: Reader, id: number | null): Promise<FactsVersion | null> {
  const query = database.select().from(siteFactRevisions);
  const [row] = await (id === null ? query.orderBy(desc(siteFactRevisions.id)).limit(1) : query.where(eq(siteFactRevisions.id, id)));
  if (!row) return null;
  const words = await database.select().from(siteFactWords).where(eq(siteFactWords.revisionId, row.id));
  const opening = Object.fromEntries(languages.map((lang) => [lang, words.find((w) => w.lang === lang)?.opening ?? ""])) as Record<Lang, string>;
  return {
    id: row.id,
    facts: siteFactsOf(factsDocumentSchema.parse(JSON.parse(row.document)), opening),
    changedBy: row.changedBy,
    changedAt: row.createdAt,
  };
}

let kept: { database: Db; edits: number; version: FactsVersion } | undefined;

/** The version in force (the start seeds the first: app/features/facts/facts-seed.server.ts). */
export async function currentFactsVersion(): Promise<FactsVersion> {
  const database = await db();
  const edits = contentEdits();
  if (kept && kept.database === database && kept.edits === edits) return kept.version;
  const version = await readVersion(database, null);
  // Before the start's seed has run (a database a test left empty): the seed's facts, not kept,
  // as the schedule's store does (app/features/schedule/schedule-store.server.ts).
  if (!version) return { id: 0, facts: seedFacts, changedBy: "seed", changedAt: new Date(0) };
  kept = { database, edits, version };
  return version;
}

/** The restaurant's facts in force. */
export async function currentFacts(): Promise<SiteFacts> {
  return (await currentFactsVersion()).facts;
}

/** Writes a version inside a transaction: the document and a row of words per language. */
export async function insertFactsVersion(tx: Reader, facts: SiteFacts, by: string, now?: Date): Promise<number> {
  const { opening, ...rest } = facts;
  const document = factsDocumentSchema.parse(rest);
  const [row] = await tx
    .insert(siteFactRevisions)
    .values({ document: JSON.stringify(document), changedBy: by, ...(now ? { createdAt: now } : {}) })
    .returning({ id: siteFactRevisions.id });
  await tx.insert(siteFactWords).values(languages.map((lang) => ({ revisionId: row!.id, lang, opening: opening[lang] })));
  return row!.id;
}

export type FactsSave =
  | { readonly outcome: "saved"; readonly facts: SiteFacts }
  | { readonly outcome: "unchanged" }
  /** Someone saved another version after the one this edit started from: nothing was written. */
  | { readonly outcome: "conflict"; readonly newer: Omit<FactsVersion, "facts"> }
  | { readonly outcome: "not-found" };

/** The facts in one order (the schema's keys, the languages' order), so equal facts compare equal. */
function canonical({ opening, ...rest }: SiteFacts): string {
  return JSON.stringify([factsDocumentSchema.parse(rest), languages.map((lang) => opening[lang])]);
}

function same(a: SiteFacts, b: SiteFacts): boolean {
  return canonical(a) === canonical(b);
}

/**
 * Saves an owner's facts (parsed by rules/facts-schema.ts) as the new version in force, then
 * publishes. `basedOn` is the version the owner's form showed: the facts are one document, so
 * saving over a version the owner never saw would silently undo another owner's change.
 */
export async function saveFacts(edit: FactsEdit, by: string, basedOn: number, now = new Date()): Promise<FactsSave> {
  const outcome = await (await db()).transaction(
    async (tx): Promise<FactsSave> => {
      const newest = await readVersion(tx, null);
      if (newest && newest.id !== basedOn) return { outcome: "conflict", newer: { id: newest.id, changedBy: newest.changedBy, changedAt: newest.changedAt } };
      const facts: SiteFacts = { ...edit, servesCuisine: newest?.facts.servesCuisine ?? [] };
      if (newest && same(newest.facts, facts)) return { outcome: "unchanged" };
      await insertFactsVersion(tx, facts, by, now);
      return { outcome: "saved", facts };
    },
    { behavior: "immediate" },
  );
  if (outcome.outcome === "saved") await publish();
  return outcome;
}

/** Puts an earlier version back, as a new version (so a restore can be undone in turn). */
export async function restoreFacts(id: number, by: string, now = new Date()): Promise<FactsSave> {
  const outcome = await (await db()).transaction(
    async (tx): Promise<FactsSave> => {
      const earlier = await readVersion(tx, id);
      if (!earlier) return { outcome: "not-found" };
      const newest = await readVersion(tx, null);
      if (newest && same(newest.facts, earlier.facts)) return { outcome: "unchanged" };
      await insertFactsVersion(tx, earlier.facts, by, now);
      return { outcome: "saved", facts: earlier.facts };
    },
    { behavior: "immediate" },
  );
  if (outcome.outcome === "saved") await publish();
  return outcome;
}

/** Every version, newest first (the first is the one in force), each with what it held. */
export async function factsHistory(limit: number): Promise<readonly FactsVersion[]> {
  const database = await db();
  const rows = await database
    .select({ id: siteFactRevisions.id })
    .from(siteFactRevisions)
    .orderBy(desc(siteFactRevisions.id))
    .limit(limit);
  const versions = await Promise.all(rows.map((r) => readVersion(database, r.id)));
  return versions.filter((v): v is FactsVersion => v !== null);
}
