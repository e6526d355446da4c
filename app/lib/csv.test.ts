import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { csvCell, csvDocument } from "./csv.ts";

/** A minimal RFC 4180 reader, to check that what we write reads back as written. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

describe("CSV writer", () => {
  it("starts with a UTF-8 byte order mark and ends every line with CRLF", () => {
    const doc = csvDocument(["a", "b"], [["1", 2]]);
    expect(doc.startsWith("\uFEFF")).toBe(true);
    expect(doc.slice(1)).toBe('"a","b"\r\n"1",2\r\n');
  });

  it("quotes commas, doubles quotes and keeps line breaks inside the cell", () => {
    expect(csvCell("Pérez, Ana")).toBe('"Pérez, Ana"');
    expect(csvCell('say "hola"')).toBe('"say ""hola"""');
    expect(csvCell("line 1\nline 2\r\nline 3")).toBe('"line 1\nline 2\r\nline 3"');
    expect(csvCell("a;b")).toBe('"a;b"');
  });

  it.each(["=1+1", "+5355512345", "-2+3", "@SUM(A1)", "\t=cmd", "\r=cmd"])(
    "neutralises a cell that a spreadsheet would run as a formula: %j",
    (value) => {
      expect(csvCell(value)).toBe(`"'${value}"`);
    },
  );

  it("leaves ordinary text, numbers and empty values alone", () => {
    expect(csvCell("Terraza")).toBe('"Terraza"');
    expect(csvCell("a=b")).toBe('"a=b"');
    expect(csvCell(4)).toBe("4");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(true)).toBe("true");
  });

  it("reads back every text as written (apart from the formula guard)", () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ unit: "binary", maxLength: 40 }), { minLength: 1, maxLength: 4 }), { maxLength: 5 }), (rows) => {
        const header = rows[0]?.map((_, i) => `h${i}`) ?? ["h0"];
        const width = header.length;
        const table = rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ""));
        const parsed = parseCsv(csvDocument(header, table).slice(1));
        expect(parsed[0]).toEqual(header);
        expect(parsed.slice(1)).toEqual(table.map((r) => r.map((v) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v))));
      }),
    );
  });
});
