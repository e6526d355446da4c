import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { media } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import { mediaSlots } from "./rules/media-slots.ts";
import { seedMedia } from "./media-seed.server.ts";
import {
  currentPdf,
  loadPhotoGroups,
  loadPhotos,
  restoreMediaVersion,
  saveFileVersion,
  savePhotoVersion,
  setMediaAlt,
} from "./media-store.server.ts";

// Every test starts from empty tables in its own DATA_DIR (no placeholders seeded).
const data = freshDataDirs({ seed: false });

function photo(width: number, height: number, background = "#a04030") {
  return sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer();
}

function files(slot: string): string[] {
  return fs.readdirSync(path.join(data.dir, "media", slot)).sort();
}

// Real encoding on a shared machine: generous time, never asserted.

describe("savePhotoVersion", () => {
  it("encodes every width in AVIF, WebP and JPEG and makes the new version current", async () => {
    const first = await savePhotoVersion("location-1", await photo(600, 450), "owner@example.com");
    expect(first).toMatchObject({ ok: true, version: 1, width: 600, height: 450 });
    expect(files("location-1")).toEqual(
      ["1-480.avif", "1-480.jpg", "1-480.webp", "1-600.avif", "1-600.jpg", "1-600.webp"].sort(),
    );
    const [shown] = await loadPhotos("es", ["location-1"]);
    expect(shown).toEqual({ slot: "location-1", version: 1, width: 600, height: 450, alt: "Nuestra terraza en la azotea" });

    const second = await savePhotoVersion("location-1", await photo(500, 500), null);
    expect(second).toMatchObject({ ok: true, version: 2, width: 500, height: 500 });
    expect((await loadPhotos("en", ["location-1"]))[0]).toMatchObject({ version: 2, width: 500, height: 500 });
    expect(files("location-1")).toContain("1-600.jpg");
  });

  it("restores an earlier version and keeps alt text per language", async () => {
    await savePhotoVersion("team-1", await photo(600, 750), null);
    await savePhotoVersion("team-1", await photo(480, 480), null);
    expect(await restoreMediaVersion("team-1", 1)).toBe(true);
    expect(await restoreMediaVersion("team-1", 9)).toBe(false);
    expect(await setMediaAlt("team-1", { en: " Yanet at the bar ", es: "Yanet en la barra" })).toBe(true);
    expect((await loadPhotos("en", ["team-1"]))[0]).toMatchObject({ version: 1, width: 600, height: 750, alt: "Yanet at the bar" });
    expect((await loadPhotos("es", ["team-1"]))[0]?.alt).toBe("Yanet en la barra");
  });

  it("caps large photos, turns them upright and drops their metadata", async () => {
    const big = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#336699" } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const saved = await savePhotoVersion("hero", big, null);
    // Orientation 6 is a quarter turn: 800×400 stands up as 400×800.
    expect(saved).toMatchObject({ ok: true, width: 400, height: 800 });
    const out = await sharp(path.join(data.dir, "media/hero/1-400.jpg")).metadata();
    expect(out.width).toBe(400);
    expect(out.exif).toBeUndefined();
    expect(out.orientation).toBeUndefined();

    const wide = await savePhotoVersion("hero", await photo(2600, 1300), null);
    expect(wide).toMatchObject({ ok: true, version: 2, width: 1920, height: 960 });
  });

  it("answers with a value, not an exception, for what it cannot store", async () => {
    const jpeg = await photo(100, 100);
    expect(await savePhotoVersion("no-such-slot", jpeg, null)).toEqual({ ok: false, error: "unknown-slot" });
    expect(await savePhotoVersion("city-map", jpeg, null)).toEqual({ ok: false, error: "wrong-kind" });
    expect(await savePhotoVersion("owners", Buffer.from("<?php echo 1; ?>"), null)).toEqual({
      ok: false,
      error: "not-an-image",
    });
    expect(await saveFileVersion("city-map", jpeg, null)).toEqual({ ok: false, error: "not-a-pdf" });
    expect(await loadPhotos("en", ["owners"])).toEqual([]);
  });
});

describe("saveFileVersion", () => {
  it("stores a new PDF version as current", async () => {
    const pdf = Buffer.from("%PDF-1.4\n%%EOF\n");
    expect(await saveFileVersion("city-map", pdf, null)).toMatchObject({ ok: true, version: 1 });
    expect(await saveFileVersion("city-map", pdf, null)).toMatchObject({ ok: true, version: 2 });
    const current = await currentPdf("city-map");
    expect(current?.version).toBe(2);
    expect(fs.readFileSync(current!.file)).toEqual(pdf);
  });
});

describe("seedMedia", () => {
  it("gives every slot its placeholder once, encodes none, and keeps what the owners uploaded", async () => {
    await seedMedia(await db(), data.dir);
    expect(await (await db()).select().from(media)).toHaveLength(mediaSlots.length);
    // The photo slots show the site's drawings, made on request: the first start writes no
    // photo file at all, only the city map's PDF.
    const written = fs.readdirSync(path.join(data.dir, "media"), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(written.map((e) => path.relative(path.join(data.dir, "media"), path.join(e.parentPath, e.name)))).toEqual(["city-map/1.pdf"]);
    const groups = await loadPhotoGroups("en", ["location", "team"]);
    expect(groups.location.map((p) => p.slot)).toEqual(["location-1", "location-2", "location-3", "location-4", "location-5"]);
    expect(groups.location.map((p) => p.drawing?.src)).toEqual(groups.location.map((p) => expect.stringMatching(new RegExp(`^/media/${p.slot}/drawing-[0-9a-f]{12}\\.svg$`))));
    expect(groups.location[0]?.drawing?.note).toBe("Photo coming soon");
    expect((await loadPhotos("es", ["hero"]))[0]?.drawing?.note).toBe("Foto próximamente");
    expect(groups.team[0]).toMatchObject({ version: 1, width: 720, height: 900, alt: "Placeholder photo — Yanet, of our team" });
    expect((await loadPhotos("es", ["family-2"]))[0]?.alt).toBe("Foto provisional — Alejandro y Yaimara");
    expect(await currentPdf("city-map")).toMatchObject({ version: 1 });

    await savePhotoVersion("location-3", await photo(500, 400), null);
    await seedMedia(await db(), data.dir);
    const [uploaded] = await loadPhotos("en", ["location-3"]);
    expect(uploaded).toMatchObject({ version: 2, width: 500 });
    expect(uploaded?.drawing).toBeUndefined();
    // Restoring the placeholder brings its drawing back.
    expect(await restoreMediaVersion("location-3", 1)).toBe(true);
    expect((await loadPhotos("en", ["location-3"]))[0]?.drawing).toEqual(groups.location[2]?.drawing);
  });
});
