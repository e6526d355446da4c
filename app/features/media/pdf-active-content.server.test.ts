import { deflateSync } from "node:zlib";
import PDFDocument from "pdfkit";
import { beforeAll, describe, expect, it } from "vitest";
import menuJson from "#content/menu.json";
import { handBuiltPdf, objectStreamPdf } from "#tests/support/site/hand-built-pdf.ts";
import { renderTableCard } from "../admin/table-card/table-card-pdf.server.ts";
import { tableCardSizes } from "../admin/table-card/rules/table-card-limits.ts";
import { renderMenuPdf } from "../menu/pdf/menu-pdf.server.ts";
import { menuSchema } from "../menu/rules/menu.ts";
import { checkPdfActiveContent } from "./pdf-active-content.server.ts";
import { placeholderPdf } from "./placeholders.server.ts";
import { PDF_ACTIVE_NAMES, PDF_INFLATE_MAX_BYTES } from "./rules/pdf-active-content.ts";
import { findSlot } from "./rules/media-slots.ts";

const script = "<< /S /JavaScript /JS (app.alert\\(1\\)) >>";
/** Every character of a name written as #xx. */
const escaped = (name: string) => [...name].map((c) => `#${c.charCodeAt(0).toString(16)}`).join("");

describe("active content in an uploaded PDF", () => {
  it("refuses every name of the list, written plainly or escaped, wherever a dictionary holds it", async () => {
    for (const name of PDF_ACTIVE_NAMES) {
      expect(await checkPdfActiveContent(handBuiltPdf(`/Extra << /${name} 4 0 R >>`, ["<< >>"])), name).toEqual({ ok: false, reason: "active-content", name });
      expect(await checkPdfActiveContent(handBuiltPdf(`/Extra [ /${escaped(name)} ]`)), name).toEqual({ ok: false, reason: "active-content", name });
    }
  });

  it("refuses an /OpenAction that is an action, and lets one that opens at a page through", async () => {
    expect(await checkPdfActiveContent(handBuiltPdf("/OpenAction << /S /URI /URI (https://evil.example/) >>"))).toEqual({ ok: false, reason: "active-content", name: "OpenAction" });
    expect(await checkPdfActiveContent(handBuiltPdf("/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next 4 0 R >>", ["<< /S /GoToR /F (other.pdf) >>"]))).toMatchObject({ ok: false, name: "OpenAction" });
    expect(await checkPdfActiveContent(handBuiltPdf(`/Op${escaped("enAction")} 4 0 R`, ["<< /S /URI /URI (https://evil.example/) >>"]))).toEqual({
      ok: false,
      reason: "active-content",
      name: "OpenAction",
    });
    expect(await checkPdfActiveContent(handBuiltPdf("/OpenAction 9 0 R"))).toMatchObject({ ok: false, name: "OpenAction" });
    expect(await checkPdfActiveContent(handBuiltPdf("/OpenAction [3 0 R /Fit]"))).toEqual({ ok: true });
    expect(await checkPdfActiveContent(handBuiltPdf("/OpenAction 4 0 R", ["[3 0 R /XYZ null null 0]"]))).toEqual({ ok: true });
    // TeX's hyperref: a go-to action to the first page.
    expect(await checkPdfActiveContent(handBuiltPdf("/OpenAction << /S /GoTo /D [3 0 R /Fit] >>"))).toEqual({ ok: true });
    expect(await checkPdfActiveContent(objectStreamPdf("/OpenAction 4 0 R", ["<< /S /GoTo /D [3 0 R /Fit] >>"]))).toEqual({ ok: true });
  });

  it("reads the objects packed into a compressed object stream", async () => {
    expect(await checkPdfActiveContent(objectStreamPdf("/OpenAction 4 0 R", [script]))).toEqual({ ok: false, reason: "active-content", name: "JavaScript" });
    expect(await checkPdfActiveContent(objectStreamPdf("/OpenAction 4 0 R", ["<< /S /Named /N /Print >>"]))).toEqual({
      ok: false,
      reason: "active-content",
      name: "OpenAction",
    });
    expect(await checkPdfActiveContent(objectStreamPdf(`/Names << /${escaped("EmbeddedFiles")} 4 0 R >>`, ["<< >>"]))).toMatchObject({ ok: false, name: "EmbeddedFiles" });
    expect(await checkPdfActiveContent(objectStreamPdf("/OpenAction 4 0 R", ["[3 0 R /Fit]"]))).toEqual({ ok: true });
  });

  it("refuses an object stream it cannot read: another filter, a predictor, or more than its inflating allowance", async () => {
    const plain = objectStreamPdf();
    const other = Buffer.from(plain.toString("latin1").replace("/Filter /FlateDecode", "/Filter [/ASCIIHexDecode /FlateDecode]"), "latin1");
    expect(await checkPdfActiveContent(other)).toEqual({ ok: false, reason: "unchecked" });
    const predicted = Buffer.from(plain.toString("latin1").replace("/Filter /FlateDecode", "/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 5 >>"), "latin1");
    expect(await checkPdfActiveContent(predicted)).toEqual({ ok: false, reason: "unchecked" });
    const bomb = deflateSync(Buffer.alloc(PDF_INFLATE_MAX_BYTES + 1, " "));
    const pdf = Buffer.concat([
      Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`, "latin1"),
      bomb,
      Buffer.from("\nendstream\nendobj\n%%EOF\n", "latin1"),
    ]);
    expect(await checkPdfActiveContent(pdf)).toEqual({ ok: false, reason: "unchecked" });
  });

  it("takes no string, comment or stream data for a name", async () => {
    const data = "BT /F1 12 Tf (/JavaScript /JS /AA) Tj ET /JS /Launch";
    const pdf = handBuiltPdf("/Extra (/JavaScript \\) /JS) /More <2F4A53> % /Launch /AA\n", [
      `<< /Length ${data.length} >>\nstream\n${data}\nendstream`,
    ]);
    expect(await checkPdfActiveContent(pdf)).toEqual({ ok: true });
  });

  // Drawing the site's own PDFs (the whole menu twice, every table card) is set-up, done in the
  // hook's limit (long on a busy machine); the test checks them.
  let ownPdfs: Buffer[];
  beforeAll(async () => {
    const menu = menuSchema.parse(menuJson);
    const cards = menu.cards.map((card) => ({ ...card, items: card.items.map((item, i) => ({ ...item, id: i + 1 })) }));
    const linked = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument();
      const chunks: Buffer[] = [];
      doc.on("data", (c: Buffer) => chunks.push(c));
      doc.on("end", () => resolve(Buffer.concat(chunks)));
      doc.text("A map", { link: "https://example.com/map" });
      doc.end();
    });
    ownPdfs = [
      linked,
      await placeholderPdf(findSlot("city-map")!),
      ...(await Promise.all(
        (["en", "es"] as const).flatMap((lang) => [
          renderMenuPdf({ cards, lang, note: "", disclaimer: "", house: "La Terraza Trinidad", contact: "Trinidad, Cuba", createdAt: new Date("2026-11-25T12:00:00Z") }),
          ...tableCardSizes.map((size) =>
            renderTableCard({ lang, size, house: "La Terraza Trinidad", menuUrl: "https://example.com/menu", wifi: { ssid: "Terraza", security: "WPA", password: "tapas en la azotea" } }),
          ),
        ]),
      )),
    ];
  });

  it("lets through the PDFs the site makes itself: the menu, the table cards, the placeholder map, a pdfkit page with a link", async () => {
    for (const pdf of ownPdfs) expect(await checkPdfActiveContent(pdf)).toEqual({ ok: true });
  });
});
