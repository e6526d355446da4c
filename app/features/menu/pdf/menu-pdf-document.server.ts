import PDFDocument from "pdfkit";
import { menuFonts, type MenuFont } from "../drawing/menu-fonts.server.ts";

// A PDF in the menu's typefaces (the menu's PDF, menu-pdf.server.ts; the table card,
// app/features/admin/table-card/table-card-pdf.server.ts): pdfkit's document with the four fonts
// registered under their names, and its bytes once it has ended.

export function menuPdfDocument(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const [name, font] of Object.entries(menuFonts()) as [MenuFont, Buffer][]) doc.registerFont(name, font);
  return { doc, bytes };
}
