import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photosTexts } from "#app/features/admin/photos/photos-texts.ts";
import { startBuiltSite, type BuiltSite } from "#tests/support/site/built-site.ts";
import { handBuiltPdf, objectStreamPdf } from "#tests/support/site/hand-built-pdf.ts";
import { ownerCookie } from "#tests/support/site/owner-account.ts";
import { uploadFile } from "#tests/support/site/owner-uploads.ts";

// The city map is a PDF the owners upload and every guest downloads and opens in whatever
// reader they have. A PDF that runs a script when it opens (an /OpenAction with JavaScript),
// written so a plain search does not see it (an escaped name, or packed into a compressed
// object stream), must not become the map: refused with the reason, the old map kept.

const SLOT = "city-map";
const MAP_ADDRESS = "/files/trinidad-city-map.pdf";
const script = "<< /S /JavaScript /JS (app.alert\\('You won a prize: win-prize.example'\\)) >>";

const attacks = {
  "an /OpenAction running JavaScript": handBuiltPdf(`/OpenAction ${script}`),
  "the same with escaped names (/Op#65nAction, /J#61vaScript, /J#53)": handBuiltPdf("/Op#65nAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>"),
  "the script inside a compressed object stream": objectStreamPdf("/OpenAction 4 0 R", [script]),
};

const cleanPdf = () =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.text("Trinidad: the way to La Terraza");
    doc.end();
  });

describe("an uploaded PDF with active content", () => {
  let s: BuiltSite;
  let cookie = "";
  beforeAll(async () => {
    s = await startBuiltSite();
    cookie = await ownerCookie(s.url, s.dataDir);
  });
  afterAll(() => s?.stop());

  const upload = async (file: Buffer, lang: "en" | "es" = "en") => {
    const response = await uploadFile(s.url, cookie, SLOT, file, "map.pdf", lang);
    return { status: response.status, page: await response.text() };
  };
  const map = async () => Buffer.from(await (await fetch(`${s.url}${MAP_ADDRESS}`)).arrayBuffer());
  const filesOnDisk = () => fs.readdirSync(path.join(s.dataDir, "media", SLOT)).sort();

  it("is refused with the reason in the owner's language, and the map stays as it was", async () => {
    const before = { map: await map(), files: filesOnDisk() };
    expect(before.map.subarray(0, 5).toString()).toBe("%PDF-");
    for (const [attack, pdf] of Object.entries(attacks)) {
      for (const lang of ["en", "es"] as const) {
        const answer = await upload(pdf, lang);
        expect(answer.status, `${attack} (${lang})`).toBe(422);
        expect(answer.page, `${attack} (${lang})`).toContain(photosTexts[lang].uploadPdfActiveContent);
      }
      expect((await map()).equals(before.map), attack).toBe(true);
      expect(filesOnDisk(), attack).toEqual(before.files);
    }
    expect(s.logs.filter((l) => Number(l.status) >= 500)).toEqual([]);
  });

  it("lets a plain PDF through: it becomes the map", async () => {
    const clean = await cleanPdf();
    const answer = await upload(clean);
    expect(answer.status).toBe(200);
    expect(answer.page).toContain(photosTexts.en.uploadedFile);
    expect((await map()).equals(clean)).toBe(true);
  });
});
