import { beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { textBlockRevisions, textBlocks } from "#db/schema.ts";
import { seedContent } from "#db/seed.ts";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { db as processDb } from "#app/db.server.ts";
import { listTextBlocks, restoreRevision, saveTextBlock, searchTextBlocks, textBlockDetail } from "./text-editor.server.ts";

freshDataDirs({ seed: false });
let db: Db;
const block = { section: "encabezado", value: "titulo", lang: "es" as const };

beforeEach(async () => {
  db = await processDb();
  await seedContent(db, new Date(Date.UTC(2026, 0, 1)));
});

async function current(lang: "es" | "en" = "es") {
  const [row] = await db
    .select()
    .from(textBlocks)
    .where(and(eq(textBlocks.section, "encabezado"), eq(textBlocks.value, "titulo"), eq(textBlocks.lang, lang)));
  return row;
}

describe("text editor", () => {
  it("lists every block with both languages, in content order", async () => {
    const pairs = await listTextBlocks();
    expect(pairs[0]).toMatchObject({ section: "encabezado", value: "titulo" });
    expect(pairs.every((p) => p.es && p.en)).toBe(true);
    expect(searchTextBlocks(pairs, "contactenos", false).map((p) => `${p.section}.${p.value}`)).toEqual(["contactus.contact"]);
  });

  it("marks a block missing in one language", async () => {
    await db.insert(textBlocks).values({ section: "nuevo", value: "solo-es", lang: "es", text: "Solo en español", updatedAt: new Date() });
    const pairs = await listTextBlocks();
    const missing = searchTextBlocks(pairs, "", true);
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatchObject({ section: "nuevo", value: "solo-es", en: null });
  });

  it("keeps the replaced text with who and when, and writes the new one", async () => {
    const before = (await current())!.text;
    const now = new Date(Date.UTC(2026, 4, 1));
    expect(await saveTextBlock(block, "Nuevo título", before, "ana@example.com", now)).toBe("saved");
    expect(await current()).toMatchObject({ text: "Nuevo título", updatedBy: "ana@example.com", updatedAt: now });
    const revisions = await db.select().from(textBlockRevisions);
    expect(revisions).toEqual([expect.objectContaining({ ...block, text: before, savedBy: "ana@example.com", savedAt: now })]);
    // The other language is untouched.
    expect((await current("en"))!.updatedBy).toBeNull();
  });

  it("writes nothing when the text did not change", async () => {
    const before = (await current())!.text;
    expect(await saveTextBlock(block, before, before, "ana@example.com")).toBe("unchanged");
    expect(await db.select().from(textBlockRevisions)).toHaveLength(0);
  });

  it("refuses to overwrite a change made meanwhile by someone else", async () => {
    const before = (await current())!.text;
    await saveTextBlock(block, "Cambio de Luis", before, "luis@example.com");
    expect(await saveTextBlock(block, "Cambio de Ana", before, "ana@example.com")).toBe("conflict");
    expect((await current())!.text).toBe("Cambio de Luis");
  });

  it("restores any earlier value, and the restore itself can be undone", async () => {
    const original = (await current())!.text;
    await saveTextBlock(block, "Segundo", original, "ana@example.com", new Date(1000));
    await saveTextBlock(block, "Tercero", "Segundo", "ana@example.com", new Date(2000));
    const detail = await textBlockDetail("encabezado", "titulo");
    expect(detail!.revisions.es.map((r) => r.text)).toEqual(["Segundo", original]);
    const originalRevision = detail!.revisions.es[1]!;
    expect(await restoreRevision(block, originalRevision.id, "luis@example.com", new Date(3000))).toBe("saved");
    expect((await current())!.text).toBe(original);
    const after = await textBlockDetail("encabezado", "titulo");
    expect(after!.revisions.es.map((r) => r.text)).toEqual(["Tercero", "Segundo", original]);
  });

  it("does not restore a revision of another block", async () => {
    const original = (await current())!.text;
    await saveTextBlock(block, "Otro", original, "ana@example.com");
    const [revision] = await db.select().from(textBlockRevisions);
    expect(await restoreRevision({ section: "lugar", value: "titulo" }, revision!.id, "ana@example.com")).toBe("not-found");
  });

  it("adds a missing translation without a revision", async () => {
    await db.insert(textBlocks).values({ section: "nuevo", value: "solo-es", lang: "es", text: "Solo en español", updatedAt: new Date() });
    expect(await saveTextBlock({ section: "nuevo", value: "solo-es", lang: "en" }, "English only now", "", "ana@example.com")).toBe("saved");
    const detail = await textBlockDetail("nuevo", "solo-es");
    expect(detail!.pair.en?.text).toBe("English only now");
    expect(detail!.revisions.en).toEqual([]);
  });
});
