// Generates the favicon set and the social card images (docs/product.md §15.4) from public/favicon.svg
// and the site's texts, with sharp. Run `npm run seo:images` after changing the icon, a page
// or a text; the output in public/ is committed.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { runnerImport } from "vite";
import type * as SeoTexts from "../app/shell/seo/seo-texts.ts";
import type * as Pages from "../app/shell/seo/pages.ts";
import type * as SocialImages from "../app/shell/seo/social-images.ts";
import type * as Site from "../app/shell/content/site.ts";
import type * as Lang from "../app/lib/lang.ts";

type Modules = {
  texts: typeof SeoTexts;
  pages: typeof Pages;
  images: typeof SocialImages;
  site: typeof Site;
  lang: typeof Lang;
};

// The app's modules use bundler resolution (no extensions, JSON imports): load them through Vite.
async function load<K extends keyof Modules>(file: string): Promise<Modules[K]> {
  const { module } = await runnerImport<Modules[K]>(file, { configFile: false, logLevel: "error" });
  return module;
}

const { seoTexts } = await load<"texts">("./app/shell/seo/seo-texts.ts");
const { publicPages } = await load<"pages">("./app/shell/seo/pages.ts");
const { appIcons, socialImagePath, socialImageSize, themeColor } = await load<"images">(
  "./app/shell/seo/social-images.ts",
);
// The seed's hours: the images are drawn at build time, before any owner edits anything.
const siteFacts = JSON.parse(await fs.readFile("content/site.json", "utf8")) as { name: string; openingHours: { opens: string; closes: string } };
const { languages } = await load<"lang">("./app/lib/lang.ts");

const publicDir = path.resolve("public");
const iconSvg = await fs.readFile(path.join(publicDir, "favicon.svg"));

async function write(file: string, data: Buffer) {
  const full = path.join(publicDir, file);
  await fs.mkdir(path.dirname(full), { recursive: true });
  await fs.writeFile(full, data);
  console.log(`${file.padEnd(28)} ${(data.length / 1024).toFixed(1)} KiB`);
}

function png(svg: Buffer | string, size: number) {
  return sharp(Buffer.from(svg), { density: 72 * Math.ceil(size / 64) }).resize(size, size);
}

const optimise = { compressionLevel: 9, palette: true, quality: 90 } as const;

// Icons: the SVG as is; Apple's icon without transparent corners (iOS fills them black);
// the maskable icon inside the 80 % safe zone on a full wine square.
await write(appIcons.png192, await png(iconSvg, 192).png(optimise).toBuffer());
await write(appIcons.png512, await png(iconSvg, 512).png(optimise).toBuffer());
await write(appIcons.appleTouch, await png(iconSvg, 180).flatten({ background: themeColor }).png(optimise).toBuffer());
const inner = await png(iconSvg, 410).flatten({ background: themeColor }).png().toBuffer();
await write(
  appIcons.maskable512,
  await sharp({ create: { width: 512, height: 512, channels: 4, background: themeColor } })
    .composite([{ input: inner, gravity: "center" }])
    .png(optimise)
    .toBuffer(),
);

// favicon.ico for the clients that ask for it without reading <link rel="icon">: an ICO
// file whose entries are PNGs (supported by every browser since Windows Vista's format).
async function ico(sizes: number[]): Promise<Buffer> {
  const images = await Promise.all(sizes.map((s) => png(iconSvg, s).png().toBuffer()));
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, i) => {
    const size = sizes[i] ?? 0;
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(image.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += image.length;
  });
  return Buffer.concat([header, ...images]);
}
await write("/favicon.ico", await ico([16, 32, 48]));

// Social cards: 1200 × 630, the restaurant's name, the page and the tagline.
function escape(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const mark = iconSvg
  .toString()
  .replace(/^<svg[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "");

function card(title: string, tagline: string, hours: string): string {
  const { width, height } = socialImageSize;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#8c2a3e"/><stop offset="0.55" stop-color="#6d1a2b"/><stop offset="1" stop-color="#4a0f1c"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect x="28" y="28" width="${width - 56}" height="${height - 56}" rx="18" fill="none" stroke="#e0a84e" stroke-width="3" opacity="0.85"/>
  <g transform="translate(96 104) scale(2.2)">${mark}</g>
  <text x="96" y="330" font-family="DejaVu Serif, Georgia, serif" font-size="76" font-weight="bold" fill="#fbf5ec">${escape(siteFacts.name)}</text>
  <text x="96" y="412" font-family="DejaVu Sans, Arial, sans-serif" font-size="46" fill="#f6d7a7">${escape(title)}</text>
  <line x1="96" y1="458" x2="300" y2="458" stroke="#e0a84e" stroke-width="4"/>
  <text x="96" y="520" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#fbf5ec">${escape(tagline)}</text>
  <text x="96" y="566" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#f6d7a7">${escape(hours)}</text>
</svg>`;
}

for (const lang of languages) {
  const t = seoTexts[lang];
  const { opens, closes } = siteFacts.openingHours;
  const hours = `${t["open-every-day"]} ${opens}–${closes}`;
  for (const page of publicPages) {
    const svg = card(t[`page-${page.id}`], t.tagline, hours);
    await write(socialImagePath(page.id, lang), await sharp(Buffer.from(svg)).png(optimise).toBuffer());
  }
}
