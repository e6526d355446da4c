import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { mediaVersions } from "#db/schema.ts";
import { MAX_PHOTO_HEIGHT } from "#app/lib/media.ts";
import { mediaSlots } from "#app/features/media/rules/media-slots.ts";
import { siteDb, startBuiltSite, type BuiltSite } from "#tests/support/site/built-site.ts";
import { ownerCookie } from "#tests/support/site/owner-account.ts";
import { uploadFile } from "#tests/support/site/owner-uploads.ts";

// Photo uploads cost memory and CPU while they are decoded and encoded (sharp). Several at
// once, to several slots, wait in one line (app/features/media/media-store.server.ts), and a
// photo's decoded size is bounded whatever its EXIF orientation. The memory figure is
// printed by `npm run attack:uploads`.

describe("photo uploads at once", () => {
  let s: BuiltSite;
  let cookie = "";
  beforeAll(async () => {
    s = await startBuiltSite();
    cookie = await ownerCookie(s.url, s.dataDir);
  });
  afterAll(() => s?.stop());

  const upload = async (slot: string, file: Buffer) => {
    const response = await uploadFile(s.url, cookie, slot, file, "photo.jpg");
    await response.text();
    return response.status;
  };

  it("are encoded one at a time across all slots", async () => {
    const slots = mediaSlots.filter((slot) => slot.kind === "photo").slice(0, 5).map((slot) => slot.id);
    const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: "#557799" } }).jpeg().toBuffer();
    expect(await Promise.all(slots.map((slot) => upload(slot, photo)))).toEqual(slots.map(() => 200));
    const encodes = s.output.flatMap((line) => {
      const entry = JSON.parse(line) as { msg?: string; slot?: string };
      return entry.msg === "photo encode started" ? [`start ${entry.slot}`] : entry.msg === "photo encode finished" ? [`end ${entry.slot}`] : [];
    });
    expect(encodes).toHaveLength(10);
    // Each encode finishes before the next starts.
    for (let i = 0; i < encodes.length; i += 2) {
      expect(encodes[i]!.startsWith("start ")).toBe(true);
      expect(encodes[i + 1]).toBe(encodes[i]!.replace("start", "end"));
    }
  });

  it("bound a photo's size in pixels whatever its EXIF orientation", async () => {
    // 40,000 × 400 pixels, turned upright by its EXIF orientation into 400 × 40,000.
    const tall = await sharp({ create: { width: 40_000, height: 400, channels: 3, background: "#aa5533" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const slot = mediaSlots.filter((x) => x.kind === "photo")[5]!.id;
    expect(await upload(slot, tall)).toBe(200);
    const db = await siteDb(s.dataDir);
    const [row] = await db.select().from(mediaVersions).where(and(eq(mediaVersions.slot, slot), eq(mediaVersions.version, 2)));
    expect(row!.height).toBe(MAX_PHOTO_HEIGHT);
    expect(row!.width).toBeLessThan(400);
  });
});
