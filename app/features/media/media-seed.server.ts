// First start: every media slot without a row gets its placeholder, copied from the
// variants `npm run build` prepared (scripts/build-images.ts), so a fresh DATA_DIR is
// ready in a moment; without a build (development) they are drawn here once.
import fs from "node:fs/promises";
import path from "node:path";
import { media, mediaAlts, mediaVersions } from "#db/schema.ts";
import { languages } from "#app/lib/lang.ts";
import { mediaSlots, placeholderAlt, PLACEHOLDER_VERSION, type MediaSlot } from "./rules/media-slots.ts";
import type { Db } from "#db/client.ts";
import { slotDir } from "./media-paths.server.ts";
import type { SeedManifest } from "./placeholders.server.ts";

/** Where scripts/build-images.ts leaves the placeholder variants. */
export const defaultSeedDir = path.resolve("build/media-seed");


async function readManifest(seedDir: string): Promise<SeedManifest | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(seedDir, "manifest.json"), "utf8")) as SeedManifest;
  } catch {
    return null;
  }
}

/**
 * A copy keeps the build's modes (world-readable); DATA_DIR's files are the owner's only,
 * like every file the server makes under its umask (server/main.ts).
 */
async function ownerOnly(dir: string): Promise<void> {
  await fs.chmod(dir, 0o700);
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    await fs.chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
}

async function placeholderFor(slot: MediaSlot, dir: string, seedDir: string, manifest: SeedManifest | null) {
  const prepared = manifest?.slots[slot.id];
  if (prepared) {
    await fs.cp(path.join(seedDir, slot.id), dir, { recursive: true });
    await ownerOnly(dir);
    return prepared;
  }
  const { writePlaceholder } = await import("./placeholders.server.ts");
  return writePlaceholder(slot, dir, PLACEHOLDER_VERSION, { avifEffort: 1 });
}

/**
 * Gives every slot without a row its placeholder (version 1). Keeps whatever the owners uploaded.
 * Takes the database it seeds: the start seeds the one it opened (server/seed-site.ts).
 */
export async function seedMedia(database: Db, dataDir: string, seedDir = defaultSeedDir): Promise<void> {
  const existing = new Set((await database.select({ slot: media.slot }).from(media)).map((r) => r.slot));
  const missing = mediaSlots.filter((slot) => !existing.has(slot.id));
  if (missing.length === 0) return;
  const manifest = await readManifest(seedDir);
  if (!manifest) {
    const { logger } = await import("#app/logger.server.ts");
    logger.warn({ seedDir }, "no prepared placeholder images (npm run build makes them): drawing them now");
  }
  for (const slot of missing) {
    const written = await placeholderFor(slot, slotDir(dataDir, slot.id), seedDir, manifest);
    const now = new Date();
    await database.transaction(async (tx) => {
      await tx
        .insert(mediaVersions)
        .values({ slot: slot.id, version: PLACEHOLDER_VERSION, ...written, createdBy: "placeholder" })
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
