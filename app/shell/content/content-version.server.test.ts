import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client";
import { seedContent } from "../../../db/seed";
import { freshTestDb } from "../../../tests/support/admin-test-db";
import { restoreRevision, saveTextBlock, textBlockDetail } from "../../features/admin/texts/text-editor.server.ts";
import { restoreMediaVersion, saveFileVersion, setMediaAlt } from "../../features/media/media-store.server.ts";
import { contentEdits } from "./content-version.server.ts";

// docs/product.md §15.2: the owners' edits make the HTML cache's pages stale from inside the store
// functions (so every page that calls them, now or later, gets it for free); what
// changes nothing leaves the cache alone. The menu editor's part is in menu-editor.server.test.ts.

let db: Db;
let close: () => void;
let dataDir: string;
beforeEach(async () => {
  ({ db, close } = await freshTestDb());
  await seedContent(db, new Date(Date.UTC(2026, 0, 1)));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-version-"));
});
afterEach(() => {
  close();
  fs.rmSync(dataDir, { recursive: true, force: true });
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
    const original = (await textBlockDetail(db, block.section, block.value))!.pair.es!.text;
    expect(await editsDuring(() => saveTextBlock(db, block, "La Terraza", original, "owner"))).toBe(1);
    expect(await editsDuring(() => saveTextBlock(db, block, "La Terraza", "La Terraza", "owner"))).toBe(0);
    expect(await editsDuring(() => saveTextBlock(db, block, "Otro", "not what it says", "owner"))).toBe(0);
    const [revision] = (await textBlockDetail(db, block.section, block.value))!.revisions.es;
    expect(await editsDuring(() => restoreRevision(db, block, revision!.id, "owner"))).toBe(1);
    expect(await editsDuring(() => restoreRevision(db, block, 999_999, "owner"))).toBe(0);
  });

  it("a file saved or restored, an alt text changed; not a refused file or an unknown slot", async () => {
    const store = { db, dataDir };
    const pdf = Buffer.from("%PDF-1.4\n%%EOF\n");
    expect(await editsDuring(() => saveFileVersion("city-map", pdf, "owner", store))).toBe(1);
    expect(await editsDuring(() => saveFileVersion("city-map", pdf, "owner", store))).toBe(1);
    expect(await editsDuring(() => saveFileVersion("city-map", Buffer.from("not a pdf"), "owner", store))).toBe(0);
    expect(await editsDuring(() => restoreMediaVersion("city-map", 1, store))).toBe(1);
    expect(await editsDuring(() => restoreMediaVersion("city-map", 99, store))).toBe(0);
    expect(await editsDuring(() => setMediaAlt("city-map", { en: "Map", es: "Mapa" }, store))).toBe(1);
    expect(await editsDuring(() => setMediaAlt("no-such-slot", { en: "x", es: "x" }, store))).toBe(0);
  });
});
