import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import satori from "satori";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { menuCardSchema, type MenuCard } from "../rules/menu.ts";
import { CardImage, cardFonts, cardLayoutWidth, renderCard } from "../card-images/card-image.server.tsx";
import { renderMenuPdf } from "../pdf/menu-pdf.server.ts";
import { menuPdfDocument } from "../pdf/menu-pdf-document.server.ts";
import { drawText, textHeight, textWidth } from "../pdf/menu-pdf-text.server.ts";
import { faceRuns } from "./menu-fonts.server.ts";

// The menu's drawings in other scripts than Spanish and English: words passed in as the
// English texts of a card (the site publishes no Russian menu here), drawn for real and read back.

const borscht =
  "Традиционный борщ из свёклы с говядиной и капустой, подаётся со сметаной, чесночными пампушками и зеленью, как в Győr и Łódź";

const russianCard = (): MenuCard => {
  const card = menuCardSchema.parse({
    id: "tapas",
    titleEn: "Горячие закуски",
    titleEs: "Tapas calientes",
    items: [
      { nameEn: "Борщ по-домашнему", nameEs: "Borsch", descriptionEn: borscht, descriptionEs: "", prices: [{ eur: 6.5 }] },
      { nameEn: "Пельмени сибирские", nameEs: "Pelmeni", descriptionEn: "Ручная лепка", descriptionEs: "", prices: [{ eur: 7 }] },
      { nameEn: "Pörkölt, Gulyás, Țuică", nameEs: "Gulash", descriptionEn: "Brașov – Kraków – Škoda", descriptionEs: "", prices: [{ eur: 8 }] },
    ],
  });
  return { ...card, items: card.items.map((item, i) => ({ ...item, id: i + 1 })) };
};

/** The PDF's text as pdftotext (poppler-utils) reads it, page by page line by line. */
function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "menu-fonts-")), "menu.pdf");
  fs.writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
}

describe("the menu's fonts", () => {
  it("split a text into runs of one file each, keeping Latin text in the latin file", () => {
    const runs = (text: string) => faceRuns("regular", text).map((run) => [run.face.subset, run.text]);
    expect(runs("Tostadas con mantequilla, 2,50 €")).toEqual([["latin", "Tostadas con mantequilla, 2,50 €"]]);
    expect(runs("Борщ, 350 г")).toEqual([["cyrillic", "Борщ"], ["latin", ", 350 "], ["cyrillic", "г"]]);
    expect(runs("Győr")).toEqual([["latin", "Gy"], ["latin-ext", "ő"], ["latin", "r"]]);
  });

  it("measure a text of several runs as they draw it: its width, and its height wrapped", async () => {
    const { doc, bytes } = menuPdfDocument({ size: "A4", margin: 56 });
    doc.fontSize(9.5);
    const x = 56;
    const y = 100;
    const height = textHeight(doc, "italic", borscht, { width: 200 });
    expect(height).toBeGreaterThan(2 * doc.currentLineHeight(true));
    drawText(doc, "italic", borscht, x, y, { width: 200 });
    expect(doc.y - y).toBeCloseTo(height, 6);
    expect(doc.x).toBe(x);

    drawText(doc, "regular", "Борщ Győr ", x, 400, { lineBreak: false });
    expect(doc.x - x).toBeCloseTo(textWidth(doc, "regular", "Борщ Győr "), 6);
    expect(doc.y).toBe(400);
    doc.end();
    await bytes;
  });

  it("print a menu PDF in Cyrillic and Latin Extended as text that reads back, its long description wrapped", async () => {
    const pdf = await renderMenuPdf({
      cards: [russianCard()],
      lang: "en",
      note: "Обновлено 25.11.2026",
      disclaimer: "Цены в евро, только для справки.",
      house: "Терраса Тринидад",
      contact: "Тринидад, Куба",
      createdAt: new Date("2026-11-25T12:00:00Z"),
    });
    const text = pdfText(pdf);
    const flat = text.replace(/\s+/g, " ");
    for (const words of ["Терраса Тринидад", "Обновлено 25.11.2026", "Цены в евро, только для справки.", "Горячие закуски", "Борщ по-домашнему", "Пельмени сибирские", "Ручная лепка", "Pörkölt, Gulyás, Țuică", "Brașov – Kraków – Škoda", "Тринидад, Куба"]) {
      expect(flat).toContain(words);
    }
    expect(flat).toContain(borscht);
    // The description wraps: it takes several lines of the page, each within the text's column.
    const lines = text.split("\n").filter((line) => /свёклы|сметаной|пампушками|Łódź/.test(line));
    expect(lines.length).toBeGreaterThan(1);
  });

  it("draw a card image with a Latin Extended and a Cyrillic line, without a missing glyph", async () => {
    const card = russianCard();
    const input = { card, lang: "en" as const, house: "Terasa Trinidad — Łódź", footer: "Цены в евро, только для справки." };
    const missing: string[] = [];
    await satori(<CardImage {...input} />, {
      width: cardLayoutWidth,
      fonts: cardFonts(),
      loadAdditionalAsset: async (_language, segment) => {
        missing.push(segment);
        return [];
      },
    });
    expect(missing).toEqual([]);
    const rendered = await renderCard(input);
    expect(await sharp(rendered.png).metadata()).toMatchObject({ format: "png", width: 1000 });
  });
});
