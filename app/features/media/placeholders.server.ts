// The project's own placeholder files, clearly marked as such (docs/product.md §11), until the
// owners upload theirs: the city map PDF, drawn with pdfkit in a moment at the first start. The
// photo slots' placeholders are drawings, served as SVG and never stored (drawings/).
import fs from "node:fs/promises";
import path from "node:path";
import PDFDocument from "pdfkit";
import { pdfFileName } from "#app/lib/media.ts";
import type { MediaSlot } from "./rules/media-slots.ts";

const wine = "#6d1a2b";
const ink = "#2a1c17";

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

/** Writes a file slot's placeholder PDF as version `version` into `dir`. */
export async function writePlaceholderPdf(slot: MediaSlot, dir: string, version: number): Promise<WrittenMedia> {
  const pdf = await placeholderPdf(slot);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, pdfFileName(version)), pdf);
  return { width: null, height: null, bytes: pdf.length };
}
