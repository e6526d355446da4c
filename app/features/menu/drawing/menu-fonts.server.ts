import fs from "node:fs";
import { createRequire } from "node:module";

// The menu's typefaces, from npm packages (nothing downloaded at run time), in WOFF:
// satori and pdfkit (fontkit) both read it. Playfair Display for titles, Source Sans 3
// for the items: a legible sans at small sizes on a phone. Both SIL Open Font License.
const require = createRequire(import.meta.url);

const files = {
  display: "@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff",
  regular: "@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff",
  italic: "@fontsource/source-sans-3/files/source-sans-3-latin-400-italic.woff",
  semibold: "@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff",
} as const;

export type MenuFont = keyof typeof files;
export type MenuFonts = Record<MenuFont, Buffer>;

let loaded: MenuFonts | undefined;

export function menuFonts(): MenuFonts {
  loaded ??= Object.fromEntries(
    Object.entries(files).map(([name, file]) => [name, fs.readFileSync(require.resolve(file))]),
  ) as MenuFonts;
  return loaded;
}
