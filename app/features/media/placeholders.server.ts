// The project's own placeholder photos and files, clearly marked as such (docs/product.md §11),
// until the owners upload theirs. Nothing is downloaded: every image is drawn here.
import fs from "node:fs/promises";
import path from "node:path";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { pdfFileName } from "#app/lib/media.ts";
import { encodePhotoVariants, type EncodeOptions } from "./variants.server.ts";
import { placeholderLabel, type MediaGroup, type MediaSlot } from "./rules/media-slots.ts";

// Warm gradients per group (wine, terracotta, gold, rum), so the placeholders look like a set.
const palettes: Record<MediaGroup, [string, string, string]> = {
  hero: ["#2e0a14", "#8c2a3e", "#f2b45a"],
  location: ["#5a1422", "#b4553a", "#f0c27a"],
  "menu-teaser": ["#4a0f1c", "#a0442f", "#e9b35f"],
  mains: ["#5c1a12", "#b8532c", "#f1b866"],
  desserts: ["#6b2a3a", "#c77b58", "#f6d7a7"],
  tapas: ["#4f1b0f", "#a65a26", "#e8b45a"],
  cocktails: ["#3d0c22", "#8d2a5a", "#f0a860"],
  owners: ["#4a0f1c", "#96403a", "#f0c27a"],
  team: ["#52161f", "#a2493a", "#efc07c"],
  family: ["#581c24", "#ad5a3c", "#f4cd8a"],
  map: ["#6d1a2b", "#f6e6cc", "#9bbf7a"],
  file: ["#fbf5ec", "#f6e6cc", "#e0a84e"],
};

const wine = "#6d1a2b";
const ink = "#2a1c17";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Breaks text into lines of at most `maxChars` characters, at spaces. */
function wrapLines(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + " " + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function textBlock(lines: string[], x: number, firstY: number, size: number, attrs: string): string {
  return lines
    .map((l, i) => `<text x="${x}" y="${firstY + i * size * 1.2}" font-size="${size}" ${attrs}>${escapeXml(l)}</text>`)
    .join("");
}

/** A rooftop skyline (tiled roofs and a bell tower), drawn across the bottom. */
function skyline(width: number, height: number, fill: string): string {
  const base = height * 0.8;
  const unit = width / 12;
  const roofs = Array.from({ length: 12 }, (_, i) => {
    const x = i * unit;
    const h = unit * (0.45 + ((i * 37) % 5) * 0.08);
    return `M${x},${base} L${x + unit / 2},${base - h} L${x + unit},${base} Z`;
  }).join(" ");
  const tx = width * 0.7;
  const tower = `M${tx},${base} V${base - unit * 2.2} L${tx + unit * 0.35},${base - unit * 2.9} L${tx + unit * 0.7},${base - unit * 2.2} V${base} Z`;
  return `<path d="${roofs} ${tower}" fill="${fill}"/><rect x="0" y="${base}" width="${width}" height="${height - base}" fill="${fill}"/>`;
}

/**
 * The map slot's placeholder: a street grid around Plaza Mayor with the restaurant's pin, as
 * the city map PDF draws it; not a survey of the real streets, and labelled as a placeholder.
 */
function placeholderMapSvg(slot: MediaSlot, width: number, height: number): string {
  const [pin, ground, plaza] = palettes[slot.group];
  const streets = Array.from({ length: 7 }, (_, i) => {
    const x = (width * (i + 1)) / 8;
    const y = (height * (i + 1)) / 8;
    return `M${x},0 L${x + width * 0.03},${height} M0,${y} L${width},${y - height * 0.03}`;
  }).join(" ");
  const size = Math.round(height / 22);
  const [px, py] = [width * 0.72, height * 0.68];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${ground}"/>
  <path d="${streets}" stroke="#fffaf2" stroke-width="${size * 0.45}" fill="none"/>
  <rect x="${width * 0.38}" y="${height * 0.36}" width="${width * 0.12}" height="${height * 0.14}" fill="${plaza}"/>
  <g font-family="DejaVu Sans, Arial, sans-serif" fill="${ink}" font-size="${size}" stroke="${ground}" stroke-width="${size * 0.2}" paint-order="stroke">
    <text x="${width * 0.44}" y="${height * 0.55}" text-anchor="middle">Plaza Mayor</text>
    <text x="${width * 0.05}" y="${height * 0.8}">Calle Simón Bolívar</text>
  </g>
  <circle cx="${px}" cy="${py}" r="${size * 0.8}" fill="${pin}" stroke="#fffaf2" stroke-width="${size * 0.25}"/>
  <text x="${px - size * 1.3}" y="${py + size * 0.4}" text-anchor="end" font-family="DejaVu Serif, Georgia, serif" font-weight="bold" font-size="${size * 1.2}" fill="${pin}" stroke="${ground}" stroke-width="${size * 0.25}" paint-order="stroke">La Terraza Trinidad</text>
  <rect x="0" y="${height * 0.86}" width="${width}" height="${height * 0.14}" fill="${pin}"/>
  <text x="${width / 2}" y="${height * 0.945}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" letter-spacing="2" fill="#fff8ee">${escapeXml(`${placeholderLabel.en.toUpperCase()} · ${placeholderLabel.es.toUpperCase()}`)}</text>
</svg>`;
}

/** The SVG of a placeholder photo: warm gradient, sun, skyline and the bilingual label. */
export function placeholderPhotoSvg(slot: MediaSlot): string {
  const { width, height } = slot.placeholder ?? { width: 1440, height: 1080 };
  if (slot.group === "map") return placeholderMapSvg(slot, width, height);
  const [dark, mid, light] = palettes[slot.group];
  const size = Math.round(Math.min(width, height * 1.2) / 14);
  const maxChars = Math.max(12, Math.floor(width / (size * 0.56)) - 2);
  const subject = wrapLines(slot.subject.en, maxChars);
  const subjectEs = slot.subject.es === slot.subject.en ? [] : wrapLines(slot.subject.es, maxChars + 6);
  const y = height * 0.36;
  // The hero carries the page's title over it: only a small label, so no text overlaps.
  const isHero = slot.group === "hero";
  const label = isHero
    ? `${placeholderLabel.en} — ${slot.subject.en} · ${placeholderLabel.es} — ${slot.subject.es}`
    : `${placeholderLabel.en.toUpperCase()} · ${placeholderLabel.es.toUpperCase()}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0.35" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${light}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${width * 0.78}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.16}" fill="${light}" opacity="0.55"/>
  ${skyline(width, height, dark)}
  <g fill="#fff8ee" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif">
    ${isHero ? "" : textBlock(subject, width / 2, y, size, 'font-weight="bold"')}
    ${isHero ? "" : textBlock(subjectEs, width / 2, y + subject.length * size * 1.2 + size * 0.2, Math.round(size * 0.7), 'font-style="italic"')}
  </g>
  <g fill="#fff8ee" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(size * (isHero ? 0.3 : 0.45))}" letter-spacing="2">
    <text x="${width / 2}" y="${height * (isHero ? 0.95 : 0.9)}">${escapeXml(label)}</text>
  </g>
</svg>`;
}

/** The placeholder photo as a PNG buffer, ready for encodePhotoVariants. */
export async function placeholderPhoto(slot: MediaSlot): Promise<Buffer> {
  return sharp(Buffer.from(placeholderPhotoSvg(slot))).png().toBuffer();
}

function pdfBuffer(draw: (doc: PDFKit.PDFDocument) => void, title: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: title, Author: "La Terraza Trinidad" } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc);
  doc.end();
  return done;
}


/** A placeholder city map of Trinidad: a street grid around Plaza Mayor, marked as a placeholder. */
function drawCityMap(doc: PDFKit.PDFDocument) {
  doc.fillColor(wine).font("Helvetica-Bold").fontSize(22).text("Trinidad, Cuba — City map / Mapa de la ciudad", { align: "center" });
  doc.moveDown(0.3).fillColor(ink).font("Helvetica").fontSize(11)
    .text("Placeholder map: the owners will replace it with the real city map. / Mapa provisional: los dueños lo sustituirán por el mapa real.", { align: "center" });
  const left = 76;
  const top = 170;
  const size = 440;
  doc.rect(left, top, size, size).fill("#f6e6cc");
  doc.strokeColor("#c9b08a").lineWidth(6);
  for (let i = 1; i < 8; i++) {
    doc.moveTo(left + (i * size) / 8, top).lineTo(left + (i * size) / 8 + 18, top + size).stroke();
    doc.moveTo(left, top + (i * size) / 8).lineTo(left + size, top + (i * size) / 8 - 14).stroke();
  }
  doc.rect(left + size * 0.38, top + size * 0.38, size * 0.12, size * 0.12).fill("#9bbf7a");
  doc.fillColor(ink).fontSize(10).text("Plaza Mayor", left + size * 0.36, top + size * 0.52);
  doc.circle(left + size * 0.62, top + size * 0.62, 9).fill(wine);
  doc.fillColor(wine).font("Helvetica-Bold").fontSize(11).text("La Terraza Trinidad", left + size * 0.62 + 14, top + size * 0.62 - 6);
  doc.fillColor(ink).font("Helvetica").fontSize(10)
    .text("Calle Simón Bolívar — Plaza Mayor — Museo Romántico — Iglesia de la Santísima Trinidad", left, top + size + 24, { width: size, align: "center" });
}

// The PDF slots' placeholders, by slot (docs/product.md §11: the city map is a site fact).
const placeholderPdfs: Record<string, () => Promise<Buffer>> = {
  "city-map": () => pdfBuffer(drawCityMap, "Trinidad city map (placeholder)"),
};

/** The placeholder PDF of a file slot. */
export async function placeholderPdf(slot: MediaSlot): Promise<Buffer> {
  const draw = placeholderPdfs[slot.id];
  if (!draw) throw new Error(`no placeholder PDF for slot ${slot.id}`);
  return draw();
}

export type WrittenMedia = { width: number | null; height: number | null; bytes: number };

/** build/media-seed/manifest.json: what scripts/build-images.ts prepared, per slot. */
export type SeedManifest = { key: string; slots: Record<string, WrittenMedia> };

/** Writes a slot's placeholder as version `version` into `dir` (every variant, or the PDF). */
export async function writePlaceholder(
  slot: MediaSlot,
  dir: string,
  version: number,
  options: EncodeOptions = {},
): Promise<WrittenMedia> {
  if (slot.kind === "pdf") {
    const pdf = await placeholderPdf(slot);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, pdfFileName(version)), pdf);
    return { width: null, height: null, bytes: pdf.length };
  }
  return encodePhotoVariants(await placeholderPhoto(slot), dir, version, options);
}
