import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import menuJson from "#content/menu.json";
import { menuSchema, printableMenuText, type MenuCard } from "../rules/menu.ts";
import { cardSvg, renderCard } from "./card-image.server.tsx";
import { cardPalette } from "../drawing/card-palette.ts";
import { menuFonts } from "../drawing/menu-fonts.server.ts";
import { ratesLine } from "../rules/currencies.ts";
import { perLangShape } from "#app/features/menu/rules/per-lang-shape.ts";

const menu = menuSchema.parse(menuJson);
const withIds = (index: number): MenuCard => {
  const card = menu.cards[index]!;
  return { ...card, items: card.items.map((item, i) => ({ ...item, id: i + 1 })) };
};
const frame = { house: "La Terraza Trinidad", footer: "Prices in euros, for reference only." };

describe("a menu-card image", () => {
  it("writes the rates line with glyphs its fonts have: '=' where they have no '≈'", () => {
    const rates = { date: "2026-11-25", rates: { USD: 1.08, CUP: 410 } };
    for (const [latin, ...others] of Object.values(menuFonts())) {
      for (const lang of ["en", "es"] as const) {
        for (const c of ratesLine(rates, lang, "=") ?? "") expect(latin.hasGlyph(c.codePointAt(0)!), c).toBe(true);
      }
      for (const face of [latin, ...others]) expect(face.hasGlyph("≈".codePointAt(0)!), face.name).toBe(false);
    }
  });

  it("draws the rates line under the footer, so a change of rates makes another image", async () => {
    const card = withIds(1);
    const without = await cardSvg({ card, lang: "en", ...frame });
    const withRates = await cardSvg({ card, lang: "en", ...frame, rates: "1 € = 1.08 USD, rates of 25/11/2026" });
    expect(withRates).not.toBe(without);
    const plain = await renderCard({ card, lang: "en", ...frame });
    const rendered = await renderCard({ card, lang: "en", ...frame, rates: ratesLine({ date: "2026-11-25", rates: { USD: 1.08, CUP: 410 } }, "en", "=")! });
    expect(rendered.png.equals(plain.png)).toBe(false);
  });

  it("uses the restaurant's colours, the tokens of global.css", () => {
    const css = fs.readFileSync(path.resolve("app/shell/layout/global.css"), "utf8");
    const token = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
    expect(cardPalette).toEqual({
      wine: token("wine"),
      wineLight: token("wine-light"),
      gold: token("gold"),
      cream: token("cream"),
      ink: token("ink"),
      inkSoft: token("ink-soft"),
    });
  });

  it("has a glyph for every character the menu's rules let owners type, in one of each style's files", () => {
    // hasGlyph asks fontkit, pdfkit's font engine; satori draws from the same files (../drawing/menu-fonts.server.ts).
    const printable = [...Array(0x2200).keys()].filter((c) => printableMenuText.test(String.fromCodePoint(c)));
    expect(printable.length).toBeGreaterThan(400);
    for (const [name, faces] of Object.entries(menuFonts())) {
      const missing = printable.filter((c) => !faces.some((face) => face.hasGlyph(c)));
      expect(missing.map((c) => c.toString(16)), name).toEqual([]);
    }
  });

  it("draws the card's title, items and prices as text shapes, in the page's language", async () => {
    // satori turns text into paths: compare the drawings of two languages instead.
    const tapas = withIds(1);
    const [en, es] = await Promise.all([cardSvg({ card: tapas, lang: "en", ...frame }), cardSvg({ card: tapas, lang: "es", ...frame })]);
    expect(en).toMatch(/^<svg/);
    expect(en).not.toBe(es);
  });

  it("is a 2× PNG and WebP of the same size, and changes when a price changes", async () => {
    const tapas = withIds(1);
    const first = await renderCard({ card: tapas, lang: "es", ...frame });
    expect(first.width).toBe(1000);
    expect(await sharp(first.png).metadata()).toMatchObject({ format: "png", width: 1000, height: first.height });
    expect(await sharp(first.webp).metadata()).toMatchObject({ format: "webp", width: 1000, height: first.height });

    const again = await renderCard({ card: tapas, lang: "es", ...frame });
    const hash = (b: Buffer) => createHash("sha256").update(b).digest("hex");
    expect(hash(again.png)).toBe(hash(first.png));

    const cheaper = { ...tapas, items: tapas.items.map((item, i) => (i === 0 ? { ...item, prices: [{ ...perLangShape("label", ""), cents: 475 }] } : item)) };
    const changed = await renderCard({ card: cheaper, lang: "es", ...frame });
    expect(hash(changed.png)).not.toBe(hash(first.png));
  });

  it("shows the page a hard-edged WebP, its edges left to the browser's scaling, and opens an anti-aliased PNG", async () => {
    // docs/decisions/0022-hard-edged-card-images.md
    const colours = async (file: Buffer) => {
      const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const seen = new Set<string>();
      for (let i = 0; i < data.length; i += info.channels) seen.add(`#${data.subarray(i, i + 3).toString("hex")}`);
      return seen;
    };
    const card = await renderCard({ card: withIds(0), lang: "es", ...frame, marksNote: "Pregunte por los alérgenos." });
    const palette = new Set<string>(Object.values(cardPalette));
    const shown = await colours(card.webp);
    expect([...shown].filter((c) => !palette.has(c))).toEqual([]);
    expect((await colours(card.png)).size).toBeGreaterThan(palette.size * 4);
  });
});
