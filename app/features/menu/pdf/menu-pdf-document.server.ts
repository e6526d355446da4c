import PDFDocument from "pdfkit";
import { menuFonts } from "../drawing/menu-fonts.server.ts";

// A PDF in the menu's typefaces (the menu's PDF, menu-pdf.server.ts; the table card,
// app/features/admin/table-card/table-card-pdf.server.ts): pdfkit's document with the four styles'
// font files registered under their names (../drawing/menu-fonts.server.ts; menu-pdf-text.server.ts
// draws a text with the files that carry its characters), and its bytes once it has ended.

export function menuPdfDocument(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const face of Object.values(menuFonts()).flat()) doc.registerFont(face.name, face.data);
  return { doc, bytes };
}
