// A cold /menu (docs/decisions/0019-menu-drawing-process.md, its amendment of 2026-11-29): the BUILT
// server on a fresh DATA_DIR, whose first drawing of the menu's card images and PDFs is held back
// (tests/support/children/held-drawing.ts keeps the drawing process from starting until the test
// opens its gate). Meanwhile /menu and /es/menu answer at once with the text menu and say the cards
// are being prepared, and the HTML cache keeps no such page; once the drawing ends, the pages show
// the nine cards and the PDF link, and that page is the one kept.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import menuJson from "#content/menu.json";
import { menuTexts } from "#app/features/menu/menu-texts.ts";
import { startBuiltSite, tempDataDir, type BuiltSite } from "#tests/support/site/built-site.ts";
import { menuFilesDrawn } from "#tests/support/site/menu-files-drawn.ts";

const dataDir = tempDataDir();
/** The drawing process waits until this file exists. */
const gate = path.join(dataDir, "drawing-may-start");
let server: BuiltSite;

const pages = [
  ["/menu", "en"],
  ["/es/menu", "es"],
] as const;

async function page(pathname: string) {
  const response = await fetch(server.url + pathname);
  expect(response.status, pathname).toBe(200);
  return { html: await response.text(), etag: response.headers.get("etag"), cacheControl: response.headers.get("cache-control") };
}

/** Page text with tags dropped and spaces made plain. */
const plain = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const cardImages = (html: string) => html.match(/<img src="\/menu-files\/[0-9a-f]+\.png"/g) ?? [];
const pdfLink = (lang: "en" | "es") => `href="${lang === "en" ? "" : "/es"}/menu.pdf"`;

beforeAll(async () => {
  server = await startBuiltSite({
    dataDir,
    nodeArgs: ["--import", path.resolve("tests/support/children/held-drawing.ts")],
    // No wait for the held drawing: the page answers with the text menu at once.
    env: { HELD_DRAWING_UNTIL: gate, MENU_PAGE_WAIT_MS: "0" },
  });
});

afterAll(async () => {
  fs.writeFileSync(gate, "");
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the menu page before its card images are drawn", () => {
  it("answers at once with the text menu, says the cards and the PDF are being prepared, and is kept by nobody", async () => {
    for (const [pathname, lang] of pages) {
      // Asked twice: a kept page would come back with its ETag the second time.
      for (const answer of [await page(pathname), await page(pathname)]) {
        const text = plain(answer.html);
        expect(text).toContain(menuTexts[lang].textHeading);
        for (const card of menuJson.cards) expect(text).toContain(lang === "en" ? card.titleEn : card.titleEs);
        expect(text).toContain(menuTexts[lang].filesPreparing);
        expect(cardImages(answer.html)).toEqual([]);
        expect(answer.html).not.toContain(pdfLink(lang));
        expect(answer.cacheControl).toBe("no-store");
        expect(answer.etag).toBeNull();
      }
    }
    // The drawing was held all along: these pages did not wait for it.
    expect(server.logs.some((line) => line.msg === "menu files generated")).toBe(false);
  });

  it("shows the nine cards and the PDF link once they are drawn, and keeps that page", async () => {
    fs.writeFileSync(gate, "");
    // Each language's page shows its files once that language is drawn (this test's pages do not wait).
    for (const [, lang] of pages) await menuFilesDrawn(server.url, lang);
    for (const [pathname, lang] of pages) {
      const rendered = await page(pathname);
      const kept = await page(pathname);
      expect(rendered.etag).toBeNull();
      expect(kept.etag).not.toBeNull();
      for (const answer of [rendered, kept]) {
        expect(cardImages(answer.html)).toHaveLength(menuJson.cards.length);
        expect(answer.html).toContain(pdfLink(lang));
        expect(plain(answer.html)).not.toContain(menuTexts[lang].filesPreparing);
        expect(answer.cacheControl).toBe("no-cache");
      }
    }
  });
});
