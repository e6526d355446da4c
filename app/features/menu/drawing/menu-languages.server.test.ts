import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { setPublished } from "#app/shell/languages/published-languages.server.ts";
import { currentMenuEdition } from "./menu-edition.server.ts";
import { drawEdition, editionHash } from "./menu-drawing.server.ts";

// The menu's images and PDF are drawn for the published languages only
// (docs/decisions/0033-language-publication.md): French, German, Italian and Russian start
// unpublished, and a language an owner publishes (through the store of the Languages page) is
// drawn from then on, in its own script.
freshDataDirs({ each: false });

const here = fs.mkdtempSync(path.join(os.tmpdir(), "menu-languages-"));
afterAll(() => fs.rmSync(here, { recursive: true, force: true }));

/** The PDF's text as pdftotext (poppler-utils) reads it, spaces made plain. */
function pdfText(file: string): string {
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

describe("the menu's drawings per language", () => {
  it("are drawn for the published languages only, and for Russian once it is published, in Cyrillic", async () => {
    expect((await currentMenuEdition()).edition.langs).toEqual(["en", "es"]);

    await setPublished("ru", true, "owner@example.com");
    const { edition: full } = await currentMenuEdition();
    expect(full.langs).toEqual(["en", "es", "ru"]);
    expect(editionHash(full)).not.toBe(editionHash({ ...full, langs: ["en", "es"] }));

    // Russian alone and one card: drawings are slow on a busy machine, and the rule is the same.
    const edition = { ...full, langs: ["ru" as const], cards: full.cards.filter((c) => c.id === "tapas") };
    const manifest = await drawEdition({ edition, hash: editionHash(edition), menuDir: here });
    expect(Object.keys(manifest.pdf)).toEqual(["ru"]);
    expect(Object.keys(manifest.images)).toEqual(["ru"]);
    expect(manifest.images.ru).toHaveLength(1);

    const text = pdfText(path.join(here, "files", manifest.pdf.ru!.file));
    expect(text).toContain("Тапас");
    expect(text).toContain("Домашние крокеты с хамоном");
    // Cyrillic letters, not boxes or question marks: most of the PDF's letters are Russian ones.
    const letters = [...text].filter((c) => /\p{L}/u.test(c));
    const cyrillic = letters.filter((c) => /\p{Script=Cyrillic}/u.test(c));
    expect(cyrillic.length / letters.length).toBeGreaterThan(0.5);
  });
});
