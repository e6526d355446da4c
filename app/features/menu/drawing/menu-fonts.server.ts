import fs from "node:fs";
import { createRequire } from "node:module";

// The menu's typefaces, from npm packages (nothing downloaded at run time), in WOFF:
// satori and pdfkit (fontkit) both read it. Playfair Display for titles, Source Sans 3
// for the items: a legible sans at small sizes on a phone. Both SIL Open Font License.
//
// Each style comes as three files, the packages' subsets: `latin` (English, Spanish and
// Western Europe's letters), `latin-ext` (ő, ł, ș and every other Latin accent) and
// `cyrillic`. A character is drawn from the first file of its style that has a glyph for it
// (faceRuns below): Latin text keeps the `latin` file, so English and Spanish menus draw as
// they did with it alone. satori falls back across the files of one family by itself
// (card-images/card-image.server.tsx); pdfkit draws a run of text in one file, so the PDF
// splits its texts into runs (pdf/menu-pdf-text.server.ts).
const require = createRequire(import.meta.url);
const fontkit = require("fontkit") as { create(data: Buffer): { hasGlyphForCodePoint(codePoint: number): boolean } };

export const fontSubsets = ["latin", "latin-ext", "cyrillic"] as const;
export type FontSubset = (typeof fontSubsets)[number];

const styles = {
  display: "@fontsource/playfair-display/files/playfair-display-SUBSET-700-normal.woff",
  regular: "@fontsource/source-sans-3/files/source-sans-3-SUBSET-400-normal.woff",
  italic: "@fontsource/source-sans-3/files/source-sans-3-SUBSET-400-italic.woff",
  semibold: "@fontsource/source-sans-3/files/source-sans-3-SUBSET-600-normal.woff",
} as const;

export type MenuFont = keyof typeof styles;

/** One file of a style: `name` is the style's name for its `latin` file, and `style-subset` for the others. */
export type MenuFace = {
  name: string;
  subset: FontSubset;
  data: Buffer;
  hasGlyph(codePoint: number): boolean;
};

/** Each style's files, `latin` first. */
export type MenuFonts = Record<MenuFont, readonly [MenuFace, ...MenuFace[]]>;

let loaded: MenuFonts | undefined;

function faces(font: MenuFont): readonly [MenuFace, ...MenuFace[]] {
  const [first, ...rest] = fontSubsets.map((subset): MenuFace => {
    const data = fs.readFileSync(require.resolve(styles[font].replace("SUBSET", subset)));
    const glyphs = fontkit.create(data);
    return {
      name: subset === "latin" ? font : `${font}-${subset}`,
      subset,
      data,
      hasGlyph: (codePoint) => glyphs.hasGlyphForCodePoint(codePoint),
    };
  });
  return [first!, ...rest];
}

export function menuFonts(): MenuFonts {
  loaded ??= { display: faces("display"), regular: faces("regular"), italic: faces("italic"), semibold: faces("semibold") };
  return loaded;
}

export type FaceRun = { face: MenuFace; text: string };

/**
 * The text in runs of one file each: a character stays in the run's file when that file has
 * it (a space does not break a Cyrillic run), else goes to the style's first file
 * that has it; a character no file has stays where it is (the PDF shows it as a box).
 */
export function faceRuns(font: MenuFont, text: string): FaceRun[] {
  const stack = menuFonts()[font];
  const runs: FaceRun[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const current = runs.at(-1);
    if (current?.face.hasGlyph(codePoint)) {
      current.text += char;
      continue;
    }
    const face = stack.find((f) => f.hasGlyph(codePoint)) ?? current?.face ?? stack[0];
    if (current?.face === face) current.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}
