// The replaceable photos and files: current versions in `media`, every version in
// `media_versions`, the files in DATA_DIR/media/<slot>/ (docs/decisions/0012-media-slots.md).
import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, max, sql } from "drizzle-orm";
import { media, mediaAlts, mediaVersions, meta } from "#db/schema.ts";
import { config } from "#app/config.server.ts";
import { db } from "#app/db.server.ts";
import { logger } from "#app/logger.server.ts";
import { pdfFileName, PREVIOUS_VERSION_GRACE_MS, versionOfMediaFile } from "#app/lib/media.ts";
import { languages, perLang, type Lang } from "#app/lib/lang.ts";
import { publish } from "#app/shell/content/content-version.server.ts";
import { findSlot, PLACEHOLDER_CREATOR, type Bilingual, type MediaGroup, type MediaSlot, mediaSlots } from "./rules/media-slots.ts";
import { drawingAddress } from "./drawings/drawing-address.server.ts";
import { drawingTexts } from "./drawings/drawing-texts.ts";
import type { Db } from "#db/client.ts";
import { slotDir } from "./media-paths.server.ts";
import type { Photo } from "#app/ui/picture/photo.ts";
import { NotAnImageError, TooManyPixelsError } from "./rules/not-an-image.ts";
import { encodePhoto, PhotoEncodingFailed } from "./photo-encoding.server.ts";
import { checkPdfActiveContent } from "./pdf-active-content.server.ts";
import { KeyedSerialQueue, WorkQueue } from "#app/lib/work-queue.ts";

/**
 * One photo is decoded and encoded at a time, whatever its slot: each takes tens of MB and
 * both cores for seconds, and five owners' uploads at once would add that up (the figure:
 * `npm run attack:uploads`). The others wait in line.
 */
const photoEncodeQueue = new WorkQueue({ concurrency: 1 });

/** DATA_DIR/media/<slot> of the process's DATA_DIR. */
const filesOf = (slot: string) => slotDir(config().DATA_DIR, slot);

export type SaveResult =
  | { ok: true; slot: string; version: number; width: number | null; height: number | null; bytes: number }
  | { ok: false; error: "unknown-slot" | "wrong-kind" | "not-an-image" | "too-many-pixels" | "not-processed" | "not-a-pdf" | "active-content" };

/** A slot's alt text as rows, one per language (db/schema.ts, mediaAlts). */
export function altRows(slot: string, alt: Bilingual) {
  return languages.map((lang) => ({ slot, lang, alt: alt[lang] }));
}

/** The alt texts of these slots by slot, in every language ("" where none is written). */
export async function readAlts(database: Db, slots: readonly string[]): Promise<Map<string, Bilingual>> {
  if (slots.length === 0) return new Map();
  const rows = await database.select().from(mediaAlts).where(inArray(mediaAlts.slot, [...slots]));
  return new Map(
    slots.map((slot) => {
      const own = rows.filter((r) => r.slot === slot);
      return [slot, perLang((lang) => own.find((r) => r.lang === lang)?.alt ?? "")];
    }),
  );
}

// One save at a time per slot, so two uploads never pick the same version number.
const slotSaves = new KeyedSerialQueue();
const serialised = <T>(slot: string, work: () => Promise<T>): Promise<T> => slotSaves.run(slot, work);

async function nextVersion(slot: string): Promise<number> {
  const [row] = await (await db())
    .select({ latest: max(mediaVersions.version) })
    .from(mediaVersions)
    .where(eq(mediaVersions.slot, slot));
  return (row?.latest ?? 0) + 1;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const previousKey = (slot: string) => `media-previous:${slot}`;

/** Remembers the version a slot showed until now: it stays public for PREVIOUS_VERSION_GRACE_MS. */
async function rememberPrevious(tx: Tx, slot: string, now: Date): Promise<void> {
  const [row] = await tx.select({ version: media.version }).from(media).where(eq(media.slot, slot));
  if (!row) return;
  const value = JSON.stringify({ version: row.version, until: now.getTime() + PREVIOUS_VERSION_GRACE_MS });
  await tx.insert(meta).values({ key: previousKey(slot), value }).onConflictDoUpdate({ target: meta.key, set: { value } });
}

/**
 * The versions of a slot anyone may download: the current one, and the one it replaced
 * during its grace period. Every other version is for the owners only.
 */
export async function publicVersions(slot: string, now = Date.now()): Promise<number[]> {
  const database = await db();
  const [row] = await database.select({ version: media.version }).from(media).where(eq(media.slot, slot));
  if (!row) return [];
  const [previous] = await database.select({ value: meta.value }).from(meta).where(eq(meta.key, previousKey(slot)));
  const kept = previous ? (JSON.parse(previous.value) as { version: number; until: number }) : undefined;
  return kept && kept.until > now ? [row.version, kept.version] : [row.version];
}

/**
 * Deletes a version that is not current: its row and its files. False when it is the
 * current one or does not exist.
 */
export async function deleteMediaVersion(slot: string, version: number): Promise<boolean> {
  const database = await db();
  return serialised(slot, async () => {
    const [current] = await database.select({ version: media.version }).from(media).where(eq(media.slot, slot));
    if (!current || current.version === version) return false;
    const deleted = await database
      .delete(mediaVersions)
      .where(and(eq(mediaVersions.slot, slot), eq(mediaVersions.version, version)))
      .returning({ version: mediaVersions.version });
    if (deleted.length === 0) return false;
    const dir = filesOf(slot);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const name of names) if (versionOfMediaFile(name) === version) await fs.rm(path.join(dir, name), { force: true });
    return true;
  });
}

/**
 * Records a new current version of a slot. `alt` is used only when the slot has no row
 * yet (a slot first filled by an upload shows its subject until the owners write one).
 */
async function recordVersion(
  slot: MediaSlot,
  version: { version: number; width: number | null; height: number | null; bytes: number },
  by: string | null,
  alt?: Bilingual,
): Promise<void> {
  const now = new Date();
  await (await db()).transaction(async (tx) => {
    await rememberPrevious(tx, slot.id, now);
    await tx.insert(mediaVersions).values({ slot: slot.id, ...version, createdBy: by });
    await tx
      .insert(media)
      .values({
        slot: slot.id,
        kind: slot.kind,
        version: version.version,
        width: version.width,
        height: version.height,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: media.slot,
        set: { version: version.version, width: version.width, height: version.height, updatedAt: now },
      });
    await tx
      .insert(mediaAlts)
      .values(altRows(slot.id, alt ?? perLang(() => "")))
      .onConflictDoNothing();
  });
  // The pages name each photo's version in their addresses: the kept HTML is stale (docs/product.md §15.2).
  await publish();
}

/**
 * Stores a new photo for a slot: sharp re-encodes it into every width and format
 * (metadata dropped), then the new version becomes current. The alt text stays as it
 * was (see setMediaAlt). Earlier versions stay on disk and can be restored.
 * For an owner's upload (docs/product.md §13.4): check type and size first; this function trusts neither less.
 * A failed encoding (its child crashed or timed out) is logged and answered "not-processed".
 */
export async function savePhotoVersion(
  slot: string,
  input: Buffer,
  by: string | null,
): Promise<SaveResult> {
  const def = findSlot(slot);
  if (!def) return { ok: false, error: "unknown-slot" };
  if (def.kind !== "photo") return { ok: false, error: "wrong-kind" };
  return serialised(slot, async () => {
    const version = await nextVersion(slot);
    try {
      const encoded = await photoEncodeQueue.run(async () => {
        logger.info({ slot, version }, "photo encode started");
        try {
          return await encodePhoto(input, filesOf(slot), version);
        } finally {
          logger.info({ slot, version }, "photo encode finished");
        }
      });
      await recordVersion(def, { version, ...encoded }, by, def.subject);
      return { ok: true as const, slot, version, ...encoded };
    } catch (error) {
      if (error instanceof NotAnImageError) return { ok: false as const, error: "not-an-image" as const };
      if (error instanceof TooManyPixelsError) return { ok: false as const, error: "too-many-pixels" as const };
      if (error instanceof PhotoEncodingFailed) {
        // Not the photo's fault, as far as anyone knows: logged, and the owner may try again.
        logger.error({ err: error, slot, version }, "photo upload: the encoding failed");
        return { ok: false as const, error: "not-processed" as const };
      }
      throw error;
    }
  });
}

/**
 * Stores a new PDF for a file slot (the city map), unless it carries active content or parts
 * that cannot be checked for it (rules/pdf-active-content.ts): nothing is written then.
 */
export async function saveFileVersion(
  slot: string,
  input: Buffer,
  by: string | null,
): Promise<SaveResult> {
  const def = findSlot(slot);
  if (!def) return { ok: false, error: "unknown-slot" };
  if (def.kind !== "pdf") return { ok: false, error: "wrong-kind" };
  if (input.subarray(0, 5).toString("latin1") !== "%PDF-") return { ok: false, error: "not-a-pdf" };
  const check = await checkPdfActiveContent(input);
  if (!check.ok) {
    logger.warn({ slot, found: check.reason === "active-content" ? check.name : "unchecked" }, "file upload refused: active content in the PDF");
    return { ok: false, error: "active-content" };
  }
  return serialised(slot, async () => {
    const version = await nextVersion(slot);
    const dir = filesOf(slot);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, pdfFileName(version)), input);
    const saved = { version, width: null, height: null, bytes: input.length };
    await recordVersion(def, saved, by, def.subject);
    return { ok: true as const, slot, ...saved };
  });
}

/** Makes an earlier version current again. False when that version does not exist. */
export async function restoreMediaVersion(slot: string, version: number): Promise<boolean> {
  const database = await db();
  const [row] = await database
    .select()
    .from(mediaVersions)
    .where(and(eq(mediaVersions.slot, slot), eq(mediaVersions.version, version)));
  if (!row) return false;
  const now = new Date();
  const updated = await database.transaction(async (tx) => {
    await rememberPrevious(tx, slot, now);
    return tx
      .update(media)
      .set({ version: row.version, width: row.width, height: row.height, updatedAt: now })
      .where(eq(media.slot, slot))
      .returning({ slot: media.slot });
  });
  if (updated.length === 1) await publish();
  return updated.length === 1;
}

/**
 * Sets a slot's alt text in the languages given (docs/product.md §11: every image has alt text in
 * every language); the others keep theirs, so a form that edits some languages clears none.
 */
export async function setMediaAlt(slot: string, alt: Partial<Bilingual>): Promise<boolean> {
  const given = languages.flatMap((lang) => (alt[lang] === undefined ? [] : [{ slot, lang, alt: alt[lang].trim() }]));
  const updated = await (await db()).transaction(async (tx) => {
    const found = await tx.update(media).set({ updatedAt: new Date() }).where(eq(media.slot, slot)).returning({ slot: media.slot });
    if (found.length !== 1 || given.length === 0) return found;
    await tx
      .insert(mediaAlts)
      .values(given)
      .onConflictDoUpdate({ target: [mediaAlts.slot, mediaAlts.lang], set: { alt: sql`excluded.alt` } });
    return found;
  });
  if (updated.length === 1) await publish();
  return updated.length === 1;
}

/** The current photos of these slots in the page's language, in the order asked; missing ones are left out. */
export async function loadPhotos(lang: Lang, slots: readonly string[]): Promise<Photo[]> {
  if (slots.length === 0) return [];
  const database = await db();
  const rows = await database
    .select({ slot: media.slot, version: media.version, width: media.width, height: media.height, createdBy: mediaVersions.createdBy })
    .from(media)
    .leftJoin(mediaVersions, and(eq(mediaVersions.slot, media.slot), eq(mediaVersions.version, media.version)))
    .where(and(inArray(media.slot, [...slots]), eq(media.kind, "photo")));
  const bySlot = new Map(rows.map((r) => [r.slot, r]));
  const alts = await readAlts(database, slots);
  return slots.flatMap((slot): Photo[] => {
    const row = bySlot.get(slot);
    const def = findSlot(slot);
    if (!row || !def || row.width == null || row.height == null) return [];
    const typed = alts.get(slot)?.[lang] ?? "";
    // An empty alt would hide the photo from screen readers: fall back to what the slot shows.
    const alt = typed || def.subject[lang];
    // The version the site made itself shows as its drawing, on sites seeded before the
    // drawings too (their encoded placeholder stays on disk, unused).
    const src = row.createdBy === PLACEHOLDER_CREATOR ? drawingAddress(def) : undefined;
    if (src && def.placeholder) return [{ slot, version: row.version, ...def.placeholder, alt, drawing: { src, note: drawingTexts[lang].note } }];
    return [{ slot, version: row.version, width: row.width, height: row.height, alt }];
  });
}

/** The current photos of whole groups ("location", "team", …), each in slot order. */
export async function loadPhotoGroups<G extends MediaGroup>(
  lang: Lang,
  groups: readonly G[],
): Promise<Record<G, Photo[]>> {
  const wanted = mediaSlots.filter((slot) => (groups as readonly MediaGroup[]).includes(slot.group));
  const photos = await loadPhotos(lang, wanted.map((slot) => slot.id));
  const result = Object.fromEntries(groups.map((g) => [g, [] as Photo[]])) as Record<G, Photo[]>;
  for (const photo of photos) {
    const group = findSlot(photo.slot)?.group as G;
    result[group].push(photo);
  }
  return result;
}

/** The file on disk of a slot's current PDF, or null. */
export async function currentPdf(slot: string): Promise<{ file: string; version: number } | null> {
  const [row] = await (await db()).select().from(media).where(and(eq(media.slot, slot), eq(media.kind, "pdf")));
  if (!row) return null;
  return { file: path.join(filesOf(slot), pdfFileName(row.version)), version: row.version };
}
