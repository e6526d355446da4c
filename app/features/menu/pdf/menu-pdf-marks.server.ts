// The dietary and allergen marks in the menu's PDF (docs/product.md §14.10; menu-pdf.server.ts draws
// the rest): under an item, its marks on one line or more, each symbol in a drawn badge (the
// fonts have no pictograms) before its word; at the top, the one legend of the whole menu.
import type { Lang } from "#app/lib/lang.ts";
import { allergenTexts, dietTexts, marksTexts, type MarkText } from "../rules/dietary-marks.ts";
import { drawText, textWidth } from "./menu-pdf-text.server.ts";

type Doc = PDFKit.PDFDocument;
type Colours = { wine: string; inkSoft: string };

const size = { symbol: 7.5, word: 9 };
const gap = { inBadge: 2.5, afterBadge: 3, afterMark: 9 };

/** One piece of a marks line: a mark (badge and word) or a plain word ("Contains:"). */
type Piece = { symbol?: string; word: string };

export function itemMarkPieces(item: { diets: Parameters<typeof dietTexts>[0]; allergens: Parameters<typeof allergenTexts>[0] }, lang: Lang): Piece[] {
  const allergens = allergenTexts(item.allergens, lang);
  return [
    ...dietTexts(item.diets, lang),
    ...(allergens.length > 0 ? [{ word: `${marksTexts[lang].contains}:` }] : []),
    ...allergens,
  ];
}

export function legendPieces(legend: readonly MarkText[]): Piece[] {
  return legend.map(({ symbol, word }) => ({ symbol, word }));
}

function pieceWidth(doc: Doc, piece: Piece): { badge: number; word: number } {
  const badge = piece.symbol ? textWidth(doc.fontSize(size.symbol), "semibold", piece.symbol) + 2 * gap.inBadge : 0;
  const word = textWidth(doc.fontSize(size.word), "regular", piece.word);
  return { badge, word };
}

/** The pieces in rows that fit `width`. */
function rows(doc: Doc, pieces: readonly Piece[], width: number): Piece[][] {
  const out: Piece[][] = [];
  let used = 0;
  for (const piece of pieces) {
    const w = pieceWidth(doc, piece);
    const total = w.badge + (w.badge ? gap.afterBadge : 0) + w.word;
    const row = out.at(-1);
    if (row && used + gap.afterMark + total <= width) {
      row.push(piece);
      used += gap.afterMark + total;
    } else {
      out.push([piece]);
      used = total;
    }
  }
  return out;
}

const rowHeight = (doc: Doc) => doc.font("regular").fontSize(size.word).currentLineHeight(true) + 2;

/** The height the pieces take at `width` (0 without pieces). */
export function marksHeight(doc: Doc, pieces: readonly Piece[], width: number): number {
  return pieces.length === 0 ? 0 : rows(doc, pieces, width).length * rowHeight(doc) + 2;
}

export type Badge = { x: number; y: number; width: number; height: number };

/**
 * Draws the pieces' text from (x, doc.y) within `width`, leaves doc.y below them, and
 * returns where the badges' frames go: the caller draws them with drawBadges once the
 * text's structure element is closed (an artifact cannot sit inside it).
 */
export function drawMarks(doc: Doc, pieces: readonly Piece[], x: number, width: number, colours: Colours): Badge[] {
  const badges: Badge[] = [];
  if (pieces.length === 0) return badges;
  let y = doc.y + 2;
  // Symbol and word share one baseline, so text extraction reads each row as one line.
  const ascender = (font: string, fontSize: number) => ((doc.font(font) as unknown as { _font: { ascender: number } })._font.ascender / 1000) * fontSize;
  const symbolDrop = ascender("regular", size.word) - ascender("semibold", size.symbol);
  const capHeight = size.symbol * 0.66;
  const badgeHeight = size.symbol + 3.5;
  for (const row of rows(doc, pieces, width)) {
    let cx = x;
    const baseline = y + ascender("regular", size.word);
    for (const piece of row) {
      const w = pieceWidth(doc, piece);
      if (piece.symbol) {
        badges.push({ x: cx, y: baseline - capHeight / 2 - badgeHeight / 2, width: w.badge, height: badgeHeight });
        doc.fontSize(size.symbol).fillColor(colours.wine);
        drawText(doc, "semibold", `${piece.symbol} `, cx + gap.inBadge, y + symbolDrop, { lineBreak: false });
        cx += w.badge + gap.afterBadge;
      }
      doc.fontSize(size.word).fillColor(colours.inkSoft);
      // The trailing space is invisible; it keeps words apart for text extraction.
      drawText(doc, "regular", `${piece.word} `, cx, y, { lineBreak: false });
      cx += w.word + gap.afterMark;
    }
    y += rowHeight(doc);
  }
  doc.y = y;
  return badges;
}

/** The badges' frames, outside the reading order. */
export function drawBadges(doc: Doc, badges: readonly Badge[], colours: Colours, artifact: (draw: () => void) => void) {
  if (badges.length === 0) return;
  artifact(() => {
    doc.save().lineWidth(0.7).strokeColor(colours.wine);
    for (const b of badges) doc.roundedRect(b.x, b.y, b.width, b.height, b.height / 2).stroke();
    doc.restore();
  });
}
