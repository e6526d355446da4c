// A small CSV writer for spreadsheets (docs/product.md §13: the inbox export). RFC 4180 with CRLF,
// UTF-8 with a byte order mark so Excel reads accents right.

export type CsvValue = string | number | boolean | null | undefined;

const BOM = "\uFEFF";

/**
 * Characters that make a spreadsheet treat a cell as a formula (OWASP "CSV injection").
 * Such cells get a leading apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formulas neutralised, text always quoted (a "," or ";" separator locale then reads it alike), quotes doubled. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(",");
}

/** A whole document: BOM, header row, data rows, each line ended by CRLF. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return BOM + [header, ...rows].map((r) => csvRow(r) + "\r\n").join("");
}
