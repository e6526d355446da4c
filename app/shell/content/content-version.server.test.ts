import { beforeEach, describe, expect, it } from "vitest";
import { seedContent } from "#db/seed.ts";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { db } from "#app/db.server.ts";
import { restoreRevision, saveTextBlock, textBlockDetail } from "#app/features/admin/texts/text-editor.server.ts";
import { restoreMediaVersion, saveFileVersion, setMediaAlt } from "#app/features/media/media-store.server.ts";
import { contentEdits } from "./content-version.server.ts";

// docs/product.md §15.2: the owners' edits make the HTML cache's pages stale from inside the store
// functions, each ending in publish() (so every page that calls them, now or later, gets it for free); what
// changes nothing leaves the cache alone. The menu's part is in app/features/menu/store/menu-write.server.test.ts.

freshDataDirs({ seed: false });
beforeEach(async () => {
  await seedContent(await db(), new Date(Date.UTC(2026, 0, 1)));
});

/** How many times `work` reported an edit. */
async function editsDuring(work: () => Promise<unknown>): Promise<number> {
  const before = contentEdits();
  await work();
  return contentEdits() - before;
}

const block = { section: "encabezado", value: "titulo", lang: "es" as const };

describe("what makes the kept pages stale", () => {
  it("a text saved or restored, not a conflict or the same text again", async () => {
    const original = (await textBlockDetail(block.section, block.value))!.pair.es!.text;
    expect(await editsDuring(() => saveTextBlock(block, "La Terraza", original, "owner"))).toBe(1);
    expect(await editsDuring(() => saveTextBlock(block, "La Terraza", "La Terraza", "owner"))).toBe(0);
    expect(await editsDuring(() => saveTextBlock(block, "Otro", "not what it says", "owner"))).toBe(0);
    const [revision] = (await textBlockDetail(block.section, block.value))!.revisions.es;
    expect(await editsDuring(() => restoreRevision(block, revision!.id, "owner"))).toBe(1);
    expect(await editsDuring(() => restoreRevision(block, 999_999, "owner"))).toBe(0);
  });

  it("a file saved or restored, an alt text changed; not a refused file or an unknown slot", async () => {
    const pdf = Buffer.from("%PDF-1.4\n%%EOF\n");
    expect(await editsDuring(() => saveFileVersion("city-map", pdf, "owner"))).toBe(1);
    expect(await editsDuring(() => saveFileVersion("city-map", pdf, "owner"))).toBe(1);
    expect(await editsDuring(() => saveFileVersion("city-map", Buffer.from("not a pdf"), "owner"))).toBe(0);
    expect(await editsDuring(() => restoreMediaVersion("city-map", 1))).toBe(1);
    expect(await editsDuring(() => restoreMediaVersion("city-map", 99))).toBe(0);
    expect(await editsDuring(() => setMediaAlt("city-map", { en: "Map", es: "Mapa", fr: "Carte", de: "Karte", it: "Mappa", ru: "Карта" }))).toBe(1);
    expect(await editsDuring(() => setMediaAlt("no-such-slot", { en: "x", es: "x", fr: "x", de: "x", it: "x", ru: "x" }))).toBe(0);
  });
});
