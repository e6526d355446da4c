import { beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { textBlockRevisions, textBlocks } from "#db/schema.ts";
import { seedContent } from "#db/seed.ts";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { db as processDb } from "#app/db.server.ts";
import { languages } from "#app/lib/lang.ts";
import { listTextBlocks, missingLanguages, restoreRevision, saveTextBlock, saveTextEdit, searchTextBlocks, textBlockDetail } from "./text-editor.server.ts";
import { textEditSchema } from "./text-edit-schema.ts";

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

  it("reads a block in every guest language and names the ones it is missing in", async () => {
    await db.insert(textBlocks).values({ section: "nuevo", value: "solo-es", lang: "es", text: "Solo en español", updatedAt: new Date() });
    const detail = await textBlockDetail("nuevo", "solo-es");
    expect(Object.keys(detail!.revisions).sort()).toEqual([...languages].sort());
    expect(missingLanguages(detail!.pair)).toEqual(languages.filter((lang) => lang !== "es"));
  });

  it("saves the one language the form sent and leaves the other five as they were", async () => {
    await db.delete(textBlocks).where(and(eq(textBlocks.section, "encabezado"), eq(textBlocks.value, "titulo"), eq(textBlocks.lang, "fr")));
    const before = await textBlockDetail("encabezado", "titulo");
    // The form of a French translation only: its field and the text it started from ("" for missing).
    const edit = textEditSchema.parse({ fr: "Le toit de Trinidad", baseFr: "" });
    expect(await saveTextEdit({ section: "encabezado", value: "titulo" }, edit, "ana@example.com")).toEqual(["saved"]);
    const after = await textBlockDetail("encabezado", "titulo");
    expect(after!.pair.fr).toMatchObject({ text: "Le toit de Trinidad", updatedBy: "ana@example.com" });
    for (const lang of languages.filter((l) => l !== "fr")) expect(after!.pair[lang], lang).toEqual(before!.pair[lang]);
    expect(await db.select().from(textBlockRevisions)).toEqual([]);
  });

  it("keeps each language's earlier versions apart", async () => {
    const edit = (fr: string, baseFr: string) => textEditSchema.parse({ fr, baseFr });
    const original = (await textBlockDetail("encabezado", "titulo"))!.pair.fr?.text ?? "";
    await saveTextEdit({ section: "encabezado", value: "titulo" }, edit("Premier", original), "ana@example.com");
    await saveTextEdit({ section: "encabezado", value: "titulo" }, edit("Second", "Premier"), "ana@example.com");
    const { revisions } = (await textBlockDetail("encabezado", "titulo"))!;
    expect(revisions.fr.map((r) => r.text)).toEqual(["Premier", ...(original ? [original] : [])]);
    for (const lang of languages.filter((l) => l !== "fr")) expect(revisions[lang], lang).toEqual([]);
  });

  it("refuses to empty a written language, and leaves a missing one missing when left empty", () => {
    expect(textEditSchema.safeParse({ de: "", baseDe: "Das Dach" }).success).toBe(false);
    expect(textEditSchema.safeParse({ ru: "", baseRu: "" }).success).toBe(true);
  });
});
