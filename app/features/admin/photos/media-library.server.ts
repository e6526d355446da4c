// The owners' photos and files (docs/product.md §13.4): what each slot shows now, its versions,
// and the changes that need more than one media store call: an upload (its checks, before the
// media store re-encodes and keeps it) and a restore (the automatic alt text follows the photo).
import { fileTypeFromBuffer } from "file-type";
import { desc, eq, inArray } from "drizzle-orm";
import { media, mediaVersions } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import { checkUploadSize, isAcceptedType } from "#app/features/media/rules/media-upload.ts";
import { languages, perLang } from "#app/lib/lang.ts";
import { PLACEHOLDER_VERSION, placeholderAlt, type Bilingual, type MediaSlot } from "#app/features/media/rules/media-slots.ts";
import { drawingAddress } from "#app/features/media/drawings/drawing-address.server.ts";
import { readAlts, restoreMediaVersion, saveFileVersion, savePhotoVersion, setMediaAlt } from "#app/features/media/media-store.server.ts";
import { editableSlots } from "./media-library.ts";
import type { UploadProblem } from "./upload-messages.ts";

export type SlotState = {
  slot: string;
  kind: MediaSlot["kind"];
  subject: Bilingual;
  /** Null until the slot has a file (the first start gives every slot its placeholder). */
  current: { version: number; width: number | null; height: number | null; alt: Bilingual; updatedAt: number } | null;
  /** A photo slot's own drawing, which its placeholder version (PLACEHOLDER_VERSION) shows. */
  drawing: string | undefined;
};

export type SlotVersion = {
  version: number;
  width: number | null;
  height: number | null;
  bytes: number;
  createdAt: number;
  /** Who uploaded it ("placeholder" for the one the site drew itself, version 1). */
  createdBy: string | null;
};

function stateOf(slot: MediaSlot, row: typeof media.$inferSelect | undefined, alt: Bilingual | undefined): SlotState {
  return {
    slot: slot.id,
    kind: slot.kind,
    subject: slot.subject,
    drawing: drawingAddress(slot),
    current: row
      ? { version: row.version, width: row.width, height: row.height, alt: alt ?? perLang(() => ""), updatedAt: row.updatedAt.getTime() }
      : null,
  };
}

/** Every slot the owners replace, in the order of the public pages, with what it shows now. */
export async function listEditableMedia(): Promise<SlotState[]> {
  const database = await db();
  const slots = editableSlots.map((s) => s.id);
  const rows = await database.select().from(media).where(inArray(media.slot, slots));
  const bySlot = new Map(rows.map((r) => [r.slot, r]));
  const alts = await readAlts(database, slots);
  return editableSlots.map((slot) => stateOf(slot, bySlot.get(slot.id), alts.get(slot.id)));
}

/** One slot: what it shows now and every version it ever had, newest first. */
export async function mediaSlotDetail(slot: MediaSlot): Promise<{ state: SlotState; versions: SlotVersion[] }> {
  const database = await db();
  const [row] = await database.select().from(media).where(eq(media.slot, slot.id));
  const versions = await database
    .select()
    .from(mediaVersions)
    .where(eq(mediaVersions.slot, slot.id))
    .orderBy(desc(mediaVersions.version));
  return {
    state: stateOf(slot, row, (await readAlts(database, [slot.id])).get(slot.id)),
    versions: versions.map((v) => ({
      version: v.version,
      width: v.width,
      height: v.height,
      bytes: v.bytes,
      createdAt: v.createdAt.getTime(),
      createdBy: v.createdBy,
    })),
  };
}

export type UploadResult = { ok: true; version: number } | { ok: false; error: UploadProblem };

/**
 * Puts an uploaded file into a slot: its size, then its type read from its content
 * (file-type: never the name or the type the browser claims), then for photos the pixels
 * its header declares; only then is it decoded, re-encoded and made current.
 */
export async function uploadToSlot(slot: MediaSlot, file: File, by: string): Promise<UploadResult> {
  const size = checkUploadSize(file.size);
  if (!size.ok) return size;
  const buffer = Buffer.from(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(buffer).catch(() => undefined);
  if (!isAcceptedType(slot.kind, detected?.mime)) return { ok: false, error: "wrong-type" };

  if (slot.kind === "pdf") {
    const saved = await saveFileVersion(slot.id, buffer, by);
    if (saved.ok) return { ok: true, version: saved.version };
    return { ok: false, error: saved.error === "active-content" ? "active-content" : "wrong-type" };
  }
  // The pixels its header declares are checked before it is decoded (variants.server.ts).
  const saved = await savePhotoVersion(slot.id, buffer, by);
  if (!saved.ok) return { ok: false, error: saved.error === "too-many-pixels" || saved.error === "not-processed" ? saved.error : "unreadable" };
  await keepAutomaticAlt(slot, saved.version);
  return { ok: true, version: saved.version };
}

/** Makes an earlier version current again; false when the slot never had it. */
export async function restoreSlotVersion(slot: MediaSlot, version: number): Promise<boolean> {
  if (!(await restoreMediaVersion(slot.id, version))) return false;
  if (slot.kind === "photo") await keepAutomaticAlt(slot, version);
  return true;
}

/**
 * The alt text the site wrote itself follows the photo: "Placeholder photo — Mojito" for
 * the placeholder, "Mojito" for an owner's photo. Once an owner wrote their own, it stays.
 */
async function keepAutomaticAlt(slot: MediaSlot, version: number): Promise<void> {
  const database = await db();
  const [row] = await database.select().from(media).where(eq(media.slot, slot.id));
  if (!row) return;
  const placeholder = version === PLACEHOLDER_VERSION;
  const alt = { ...(await readAlts(database, [slot.id])).get(slot.id)! };
  let changed = false;
  for (const lang of languages) {
    const automatic = [placeholderAlt(slot, lang), slot.subject[lang], ""];
    const wanted = placeholder ? placeholderAlt(slot, lang) : slot.subject[lang];
    if (automatic.includes(alt[lang]) && alt[lang] !== wanted) {
      alt[lang] = wanted;
      changed = true;
    }
  }
  if (changed) await setMediaAlt(slot.id, alt);
}
