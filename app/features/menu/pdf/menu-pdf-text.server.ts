// Text in the menu's PDFs in every script the menu's fonts carry (../drawing/menu-fonts.server.ts):
// pdfkit draws a run of text in one font file, so a text is split into runs by the file that has
// each character. A text of one run (every English or Spanish text) goes to pdfkit as it is; a
// text of several runs is broken into lines here, and its height and width are measured from the
// same lines and runs it is drawn with.
import { faceRuns, type FaceRun, type MenuFont } from "../drawing/menu-fonts.server.ts";

type Doc = PDFKit.PDFDocument;

export type PdfTextOptions = {
  /** The text wraps within this width (without it, or with `lineBreak: false`, it stays on one line). */
  width?: number;
  align?: "left" | "center" | "right";
  lineBreak?: false;
};

function runsWidth(doc: Doc, runs: readonly FaceRun[]): number {
  return runs.reduce((sum, run) => sum + doc.font(run.face.name).widthOfString(run.text), 0);
}

/** The width of the text on one line, at the document's font size. */
export function textWidth(doc: Doc, font: MenuFont, text: string): number {
  const width = runsWidth(doc, faceRuns(font, text));
  doc.font(font);
  return width;
}

/** A text of several runs in lines: greedy, at spaces, as pdfkit breaks lines. A word too long for a line has one of its own. */
function lines(doc: Doc, font: MenuFont, text: string, width: number | undefined): FaceRun[][] {
  if (width === undefined) return [faceRuns(font, text)];
  const words = text.split(/(?<= )(?=[^ ])/);
  const out: string[] = [];
  for (const word of words) {
    const last = out.at(-1);
    if (last !== undefined && runsWidth(doc, faceRuns(font, (last + word).trimEnd())) <= width) out[out.length - 1] = last + word;
    else out.push(word);
  }
  return out.map((line, i) => faceRuns(font, i < out.length - 1 ? line.trimEnd() : line));
}

const lineWidth = (options: PdfTextOptions) => (options.lineBreak === false ? undefined : options.width);

/** The height the text takes at `options.width`, at the document's font size. */
export function textHeight(doc: Doc, font: MenuFont, text: string, options: PdfTextOptions): number {
  const runs = faceRuns(font, text);
  const height =
    runs.length <= 1
      ? doc.font(runs[0]?.face.name ?? font).heightOfString(text, options)
      : lines(doc, font, text, lineWidth(options)).length * doc.font(font).currentLineHeight(true);
  doc.font(font);
  return height;
}

/**
 * Draws the text from (x, y) in the style `font` at the document's font size and colour, as
 * doc.text does: wrapped within `options.width`, doc.y left below it; with `lineBreak: false`
 * on one line, doc.x left after it.
 */
export function drawText(doc: Doc, font: MenuFont, text: string, x: number, y: number, options: PdfTextOptions = {}): void {
  const runs = faceRuns(font, text);
  if (runs.length <= 1) {
    doc.font(runs[0]?.face.name ?? font).text(text, x, y, options);
    doc.font(font);
    return;
  }
  const height = doc.font(font).currentLineHeight(true);
  let lineY = y;
  let endX = x;
  for (const line of lines(doc, font, text, lineWidth(options))) {
    const used = runsWidth(doc, line);
    const room = (options.width ?? used) - used;
    let cx = options.align === "center" ? x + room / 2 : options.align === "right" ? x + room : x;
    for (const run of line) {
      doc.font(run.face.name).text(run.text, cx, lineY, { lineBreak: false });
      cx += doc.widthOfString(run.text);
    }
    endX = cx;
    lineY += height;
  }
  doc.font(font);
  if (options.lineBreak === false) {
    doc.x = endX;
    doc.y = y;
  } else {
    doc.x = x;
    doc.y = lineY;
  }
}
