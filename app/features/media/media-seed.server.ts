// First start: every media slot without a row gets the site's own placeholder as version 1. A
// photo slot gets its drawing (drawings/slot-drawings.ts), which is made on request and never
// stored, so nothing is encoded; the city map gets its PDF, drawn in a moment
// (docs/decisions/0012-media-slots.md, amendment).
import { media, mediaAlts, mediaVersions } from "#db/schema.ts";
import { languages } from "#app/lib/lang.ts";
import { mediaSlots, placeholderAlt, PLACEHOLDER_CREATOR, PLACEHOLDER_VERSION, type MediaSlot } from "./rules/media-slots.ts";
import type { Db } from "#db/client.ts";
import { slotDir } from "./media-paths.server.ts";
import { slotDrawingSvg } from "./drawings/slot-drawings.ts";
import type { WrittenMedia } from "./placeholders.server.ts";

async function placeholderFor(slot: MediaSlot, dataDir: string): Promise<WrittenMedia> {
  if (slot.kind === "pdf") {
    // pdfkit loads only when a PDF is missing (a first start), not at every start.
    const { writePlaceholderPdf } = await import("./placeholders.server.ts");
    return writePlaceholderPdf(slot, slotDir(dataDir, slot.id), PLACEHOLDER_VERSION);
  }
  const svg = slotDrawingSvg(slot);
  if (!svg || !slot.placeholder) throw new Error(`no drawing for photo slot ${slot.id}`);
  return { ...slot.placeholder, bytes: Buffer.byteLength(svg) };
}

/**
 * Gives every slot without a row its placeholder (version 1). Keeps whatever the owners uploaded.
 * Takes the database it seeds: the start seeds the one it opened (server/seed-site.ts).
 */
export async function seedMedia(database: Db, dataDir: string): Promise<void> {
  const existing = new Set((await database.select({ slot: media.slot }).from(media)).map((r) => r.slot));
  for (const slot of mediaSlots.filter((s) => !existing.has(s.id))) {
    const written = await placeholderFor(slot, dataDir);
    const now = new Date();
    await database.transaction(async (tx) => {
      await tx
        .insert(mediaVersions)
        .values({ slot: slot.id, version: PLACEHOLDER_VERSION, ...written, createdBy: PLACEHOLDER_CREATOR })
        .onConflictDoNothing();
      await tx
        .insert(media)
        .values({
          slot: slot.id,
          kind: slot.kind,
          version: PLACEHOLDER_VERSION,
          width: written.width,
          height: written.height,
          updatedAt: now,
        })
        .onConflictDoNothing();
      await tx
        .insert(mediaAlts)
        .values(languages.map((lang) => ({ slot: slot.id, lang, alt: placeholderAlt(slot, lang) })))
        .onConflictDoNothing();
    });
  }
}
