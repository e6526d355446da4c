import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { migrateDb, openDb } from "../../../db/client";
import { media } from "../../../db/schema";
import { mediaSlots } from "./rules/media-slots";
import type { MediaStore } from "./media-paths.server";
import { seedMedia } from "./media-seed.server";
import {
  currentPdf,
  loadPhotoGroups,
  loadPhotos,
  restoreMediaVersion,
  saveFileVersion,
  savePhotoVersion,
  setMediaAlt,
} from "./media-store.server";

const dirs: string[] = [];
const stores: MediaStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.db.$client.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function freshStore(): Promise<MediaStore> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "media-"));
  dirs.push(dir);
  const db = await openDb(path.join(dir, "site.db"));
  await migrateDb(db);
  const store = { db, dataDir: dir };
  stores.push(store);
  return store;
}

function photo(width: number, height: number, background = "#a04030") {
  return sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer();
}

function files(store: MediaStore, slot: string): string[] {
  return fs.readdirSync(path.join(store.dataDir, "media", slot)).sort();
}

// Real encoding on a shared machine: generous time, never asserted.
vi.setConfig({ testTimeout: 60_000 });

describe("savePhotoVersion", () => {
  it("encodes every width in AVIF, WebP and JPEG and makes the new version current", async () => {
    const store = await freshStore();
    const first = await savePhotoVersion("location-1", await photo(600, 450), "owner@example.com", store);
    expect(first).toMatchObject({ ok: true, version: 1, width: 600, height: 450 });
    expect(files(store, "location-1")).toEqual(
      ["1-480.avif", "1-480.jpg", "1-480.webp", "1-600.avif", "1-600.jpg", "1-600.webp"].sort(),
    );
    const [shown] = await loadPhotos("es", ["location-1"], store);
    expect(shown).toEqual({ slot: "location-1", version: 1, width: 600, height: 450, alt: "Nuestra terraza en la azotea" });

    const second = await savePhotoVersion("location-1", await photo(500, 500), null, store);
    expect(second).toMatchObject({ ok: true, version: 2, width: 500, height: 500 });
    expect((await loadPhotos("en", ["location-1"], store))[0]).toMatchObject({ version: 2, width: 500, height: 500 });
    expect(files(store, "location-1")).toContain("1-600.jpg");
  });

  it("restores an earlier version and keeps alt text per language", async () => {
    const store = await freshStore();
    await savePhotoVersion("team-1", await photo(600, 750), null, store);
    await savePhotoVersion("team-1", await photo(480, 480), null, store);
    expect(await restoreMediaVersion("team-1", 1, store)).toBe(true);
    expect(await restoreMediaVersion("team-1", 9, store)).toBe(false);
    expect(await setMediaAlt("team-1", { en: " Yanet at the bar ", es: "Yanet en la barra" }, store)).toBe(true);
    expect((await loadPhotos("en", ["team-1"], store))[0]).toMatchObject({ version: 1, width: 600, height: 750, alt: "Yanet at the bar" });
    expect((await loadPhotos("es", ["team-1"], store))[0]?.alt).toBe("Yanet en la barra");
  });

  it("caps large photos, turns them upright and drops their metadata", async () => {
    const store = await freshStore();
    const big = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#336699" } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const saved = await savePhotoVersion("hero", big, null, store);
    // Orientation 6 is a quarter turn: 800×400 stands up as 400×800.
    expect(saved).toMatchObject({ ok: true, width: 400, height: 800 });
    const out = await sharp(path.join(store.dataDir, "media/hero/1-400.jpg")).metadata();
    expect(out.width).toBe(400);
    expect(out.exif).toBeUndefined();
    expect(out.orientation).toBeUndefined();

    const wide = await savePhotoVersion("hero", await photo(2600, 1300), null, store);
    expect(wide).toMatchObject({ ok: true, version: 2, width: 1920, height: 960 });
  });

  it("answers with a value, not an exception, for what it cannot store", async () => {
    const store = await freshStore();
    const jpeg = await photo(100, 100);
    expect(await savePhotoVersion("no-such-slot", jpeg, null, store)).toEqual({ ok: false, error: "unknown-slot" });
    expect(await savePhotoVersion("city-map", jpeg, null, store)).toEqual({ ok: false, error: "wrong-kind" });
    expect(await savePhotoVersion("owners", Buffer.from("<?php echo 1; ?>"), null, store)).toEqual({
      ok: false,
      error: "not-an-image",
    });
    expect(await saveFileVersion("city-map", jpeg, null, store)).toEqual({ ok: false, error: "not-a-pdf" });
    expect(await loadPhotos("en", ["owners"], store)).toEqual([]);
  });
});

describe("saveFileVersion", () => {
  it("stores a new PDF version as current", async () => {
    const store = await freshStore();
    const pdf = Buffer.from("%PDF-1.4\n%%EOF\n");
    expect(await saveFileVersion("city-map", pdf, null, store)).toMatchObject({ ok: true, version: 1 });
    expect(await saveFileVersion("city-map", pdf, null, store)).toMatchObject({ ok: true, version: 2 });
    const current = await currentPdf("city-map", store);
    expect(current?.version).toBe(2);
    expect(fs.readFileSync(current!.file)).toEqual(pdf);
  });
});

describe("seedMedia", () => {
  it("gives every slot its prepared placeholder once and keeps what the owners uploaded", async () => {
    const store = await freshStore();
    const seedDir = path.join(store.dataDir, "seed");
    const slots: Record<string, { width: number | null; height: number | null; bytes: number }> = {};
    for (const slot of mediaSlots) {
      fs.mkdirSync(path.join(seedDir, slot.id), { recursive: true });
      fs.writeFileSync(path.join(seedDir, slot.id, slot.kind === "pdf" ? "1.pdf" : "1-480.jpg"), "x");
      slots[slot.id] = slot.kind === "pdf" ? { width: null, height: null, bytes: 1 } : { width: 480, height: 360, bytes: 1 };
    }
    fs.writeFileSync(path.join(seedDir, "manifest.json"), JSON.stringify({ key: "test", slots }));

    await seedMedia(store, seedDir);
    expect(await store.db.select().from(media)).toHaveLength(mediaSlots.length);
    expect(fs.existsSync(path.join(store.dataDir, "media/location-3/1-480.jpg"))).toBe(true);
    const groups = await loadPhotoGroups("en", ["location", "team"], store);
    expect(groups.location.map((p) => p.slot)).toEqual(["location-1", "location-2", "location-3", "location-4", "location-5"]);
    expect(groups.team[0]?.alt).toBe("Placeholder photo — Yanet, of our team");
    expect((await loadPhotos("es", ["family-2"], store))[0]?.alt).toBe("Foto provisional — Alejandro y Yaimara");
    expect(await currentPdf("city-map", store)).toMatchObject({ version: 1 });

    await savePhotoVersion("location-3", await photo(500, 400), null, store);
    await seedMedia(store, seedDir);
    expect((await loadPhotos("en", ["location-3"], store))[0]).toMatchObject({ version: 2, width: 500 });
  });
});
