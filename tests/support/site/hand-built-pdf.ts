import { deflateSync } from "node:zlib";

// Small PDFs written by hand, one page each, for the checks of uploaded PDFs
// (app/features/media/pdf-active-content.server.ts): what an attacker would write, byte for byte,
// with the cross-reference a reader needs to open them.

const HEADER = "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n";

/** Object 1 the catalog (with `catalog` inside its dictionary), 2 the pages, 3 the page, then `extra` from 4 on. */
function objectsOf(catalog: string, extra: readonly string[]): string[] {
  return [
    `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
    ...extra,
  ];
}

/** A PDF with its objects in plain sight and a classic cross-reference table. */
export function handBuiltPdf(catalog = "", extra: readonly string[] = []): Buffer {
  const objects = objectsOf(catalog, extra);
  let body = HEADER;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/**
 * The same objects packed into one compressed object stream (FlateDecode), found through a
 * cross-reference stream: nothing of them is readable in the file's bytes.
 */
export function objectStreamPdf(catalog = "", extra: readonly string[] = []): Buffer {
  const objects = objectsOf(catalog, extra);
  const streamNumber = objects.length + 1;
  const xrefNumber = objects.length + 2;
  let packed = "";
  const pairs: string[] = [];
  for (const [i, object] of objects.entries()) {
    pairs.push(`${i + 1} ${packed.length}`);
    packed += `${object}\n`;
  }
  const head = `${pairs.join(" ")}\n`;
  const data = deflateSync(Buffer.from(head + packed, "latin1"));

  const parts: Buffer[] = [Buffer.from(HEADER, "latin1")];
  const size = () => parts.reduce((n, p) => n + p.length, 0);
  const streamOffset = size();
  parts.push(
    Buffer.from(`${streamNumber} 0 obj\n<< /Type /ObjStm /N ${objects.length} /First ${head.length} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`, "latin1"),
    data,
    Buffer.from("\nendstream\nendobj\n", "latin1"),
  );
  const xrefOffset = size();
  // Entries of 1 + 4 + 2 bytes: type (0 free, 1 at an offset, 2 in an object stream), then the two fields.
  const entry = (type: number, a: number, b: number) => {
    const bytes = Buffer.alloc(7);
    bytes.writeUInt8(type, 0);
    bytes.writeUInt32BE(a, 1);
    bytes.writeUInt16BE(b, 5);
    return bytes;
  };
  const entries = Buffer.concat([
    entry(0, 0, 65535),
    ...objects.map((_, i) => entry(2, streamNumber, i)),
    entry(1, streamOffset, 0),
    entry(1, xrefOffset, 0),
  ]);
  parts.push(
    Buffer.from(`${xrefNumber} 0 obj\n<< /Type /XRef /Size ${xrefNumber + 1} /W [1 4 2] /Root 1 0 R /Length ${entries.length} >>\nstream\n`, "latin1"),
    entries,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`, "latin1"),
  );
  return Buffer.concat(parts);
}
