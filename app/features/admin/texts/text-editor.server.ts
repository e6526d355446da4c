import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { textBlockRevisions, textBlocks } from "#db/schema.ts";
import seedOrder from "#content/text/en.json";
import type { Lang } from "#app/lib/lang.ts";
import { db } from "#app/db.server.ts";
import { publish } from "#app/shell/content/content-version.server.ts";
import { baseField, type TextEdit } from "./text-edit-schema.ts";
import { matchesAll } from "./text-search.ts";
import { placeName, placeOfBlock } from "./text-block-places.ts";
import { languages, ownerLanguages, perLang } from "#app/lib/lang.ts";

// The text editor (docs/product.md §13, §11): blocks are (section, value, lang) rows; a save
// keeps the replaced text in text_block_revisions, so any earlier value can come back. The
// saves take what the editor's form schema gave (text-edit-schema.ts) and end in publish().

export type BlockVersion = { text: string; updatedAt: number; updatedBy: string | null };
/** A block in every guest language: null where the language has no text yet. */
export type TextBlockPair = { section: string; value: string } & Record<Lang, BlockVersion | null>;
export type Revision = { id: number; text: string; savedAt: number; savedBy: string | null };

/** Content order (content/text/en.json, as the spec lists the groups), then anything new alphabetically. */
function rank(section: string, value: string): [number, number] {
  const sections = Object.keys(seedOrder);
  const s = sections.indexOf(section);
  const values = s >= 0 ? Object.keys((seedOrder as Record<string, Record<string, string>>)[section] ?? {}) : [];
  const v = values.indexOf(value);
  return [s < 0 ? sections.length : s, v < 0 ? values.length : v];
}

function compareBlocks(a: { section: string; value: string }, b: { section: string; value: string }): number {
  const [as, av] = rank(a.section, a.value);
  const [bs, bv] = rank(b.section, b.value);
  return as - bs || a.section.localeCompare(b.section) || av - bv || a.value.localeCompare(b.value);
}

function emptyPair(section: string, value: string): TextBlockPair {
  return { section, value, ...perLang(() => null) };
}

/** The languages a block has no text in yet. */
export function missingLanguages(pair: TextBlockPair): Lang[] {
  return languages.filter((lang) => !pair[lang]);
}

export async function listTextBlocks(): Promise<TextBlockPair[]> {
  const rows = await (await db()).select().from(textBlocks);
  const pairs = new Map<string, TextBlockPair>();
  for (const row of rows) {
    const key = JSON.stringify([row.section, row.value]);
    const pair = pairs.get(key) ?? emptyPair(row.section, row.value);
    pair[row.lang] = { text: row.text, updatedAt: row.updatedAt.getTime(), updatedBy: row.updatedBy };
    pairs.set(key, pair);
  }
  return [...pairs.values()].sort(compareBlocks);
}

export function searchTextBlocks(pairs: TextBlockPair[], query: string, onlyMissing: boolean): TextBlockPair[] {
  return pairs.filter(
    (p) =>
      (!onlyMissing || missingLanguages(p).length > 0) &&
      matchesAll(query, [`${p.section}.${p.value}`, p.section, p.value, ...languages.map((lang) => p[lang]?.text), ...namesOf(`${p.section}.${p.value}`)]),
  );
}

/** A block's names for the owners in every language ("Inicio · Cabecera · Título"), so a search finds a block by where it shows. */
function namesOf(key: string): string[] {
  const named = placeOfBlock(key);
  if (!named) return [];
  return ownerLanguages.flatMap((lang) => named.places.map((place) => `${placeName(place, lang)} · ${named.name[lang]}`));
}

export async function textBlockDetail(section: string, value: string) {
  const database = await db();
  const rows = await database
    .select()
    .from(textBlocks)
    .where(and(eq(textBlocks.section, section), eq(textBlocks.value, value)));
  if (rows.length === 0) return null;
  const pair = emptyPair(section, value);
  for (const row of rows) pair[row.lang] = { text: row.text, updatedAt: row.updatedAt.getTime(), updatedBy: row.updatedBy };
  const revisionRows = await database
    .select()
    .from(textBlockRevisions)
    .where(and(eq(textBlockRevisions.section, section), eq(textBlockRevisions.value, value)))
    .orderBy(desc(textBlockRevisions.savedAt), desc(textBlockRevisions.id));
  const revisions: Record<Lang, Revision[]> = perLang(() => []);
  for (const r of revisionRows) revisions[r.lang].push({ id: r.id, text: r.text, savedAt: r.savedAt.getTime(), savedBy: r.savedBy });
  return { pair, revisions };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function writeBlock(tx: Tx, block: { section: string; value: string; lang: Lang }, text: string, by: string, now: Date) {
  const where = and(eq(textBlocks.section, block.section), eq(textBlocks.value, block.value), eq(textBlocks.lang, block.lang));
  const [current] = await tx.select({ text: textBlocks.text }).from(textBlocks).where(where);
  if (current?.text === text) return "unchanged" as const;
  if (current) {
    await tx.insert(textBlockRevisions).values({ ...block, text: current.text, savedAt: now, savedBy: by });
    await tx.update(textBlocks).set({ text, updatedAt: now, updatedBy: by }).where(where);
  } else {
    await tx.insert(textBlocks).values({ ...block, text, updatedAt: now, updatedBy: by });
  }
  return "saved" as const;
}

/**
 * Saves one language of a block. `base` is the text the owner's form started from
 * ("" for a missing translation): when the block changed meanwhile, nothing is written.
 */
export async function saveTextBlock(
  block: { section: string; value: string; lang: Lang },
  text: string,
  base: string,
  by: string,
  now = new Date(),
): Promise<"saved" | "unchanged" | "conflict"> {
  return published((await db()).transaction(
    async (tx) => {
      const [current] = await tx
        .select({ text: textBlocks.text })
        .from(textBlocks)
        .where(and(eq(textBlocks.section, block.section), eq(textBlocks.value, block.value), eq(textBlocks.lang, block.lang)));
      if ((current?.text ?? "") !== base) return "conflict";
      return writeBlock(tx, block, text, by, now);
    },
    { behavior: "immediate" },
  ));
}

/** Puts an earlier text back; the text it replaces becomes a revision in turn (a restore can be undone). */
export async function restoreRevision(
  block: { section: string; value: string },
  revisionId: number,
  by: string,
  now = new Date(),
): Promise<"saved" | "unchanged" | "not-found"> {
  return published((await db()).transaction(
    async (tx) => {
      const [revision] = await tx
        .select()
        .from(textBlockRevisions)
        .where(
          and(
            eq(textBlockRevisions.id, revisionId),
            eq(textBlockRevisions.section, block.section),
            eq(textBlockRevisions.value, block.value),
          ),
        );
      if (!revision) return "not-found";
      return writeBlock(tx, { ...block, lang: revision.lang }, revision.text, by, now);
    },
    { behavior: "immediate" },
  ));
}

/**
 * Saves the editor's form: each language the owner wrote, against the text its form started
 * from. A missing translation left empty stays missing. One outcome per language written.
 */
export async function saveTextEdit(
  block: { section: string; value: string },
  edit: TextEdit,
  by: string,
): Promise<("saved" | "unchanged" | "conflict")[]> {
  const outcomes: ("saved" | "unchanged" | "conflict")[] = [];
  for (const lang of languages) {
    const text = edit[lang];
    if (!text) continue;
    outcomes.push(await saveTextBlock({ ...block, lang }, text, edit[baseField[lang]] ?? "", by));
  }
  return outcomes;
}

/** Once a text is committed, the pages kept by the HTML cache are stale (docs/product.md §15.2). */
async function published<T extends string>(write: Promise<T>): Promise<T> {
  const outcome = await write;
  if (outcome === "saved") await publish();
  return outcome;
}
