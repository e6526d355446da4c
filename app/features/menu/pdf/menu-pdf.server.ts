// The menu as a PDF (docs/product.md §14.4; one per language, docs/decisions/0014-menu-pdf-per-language.md):
// the same data as the page, as real, selectable, tagged text (headings, paragraphs,
// document language) so screen readers and search engines read it too.
import type { Lang } from "#app/lib/lang.ts";
import { cardTitle, itemDescription, itemName, priceLabel, type MenuCard, type MenuItem } from "../rules/menu.ts";
import { formatPrice } from "#app/lib/price.ts";
import { cardPalette } from "../drawing/card-palette.ts";
import { menuPdfDocument } from "./menu-pdf-document.server.ts";
import { drawText, textHeight, textWidth } from "./menu-pdf-text.server.ts";
import { menuName, menuTexts } from "../menu-texts.ts";
import { drawBadges, drawMarks, itemMarkPieces, legendPieces, marksHeight, type Badge } from "./menu-pdf-marks.server.ts";
import { marksLegend } from "../rules/dietary-marks.ts";

export type MenuPdfInput = {
  cards: MenuCard[];
  lang: Lang;
  /** The update note as the page shows it. */
  note: string;
  disclaimer: string;
  /** The allergen note beside the legend of marks (docs/product.md §14.10). */
  marksNote?: string;
  house: string;
  /** One line for every page's foot: address, phone, e-mail. */
  contact: string;
  /** Fixed for reproducible files: the same menu gives the same bytes. */
  createdAt: Date;
  /** The currency rates line, when set (the prices stay in euros). */
  rates?: string;
};

const page = { size: "A4", margin: 56 } as const;
const fontSize = { house: 26, subtitle: 13, note: 10, card: 17, name: 11, description: 9.5, price: 11, foot: 8 };

type PriceSegment = { label: string; price: string };

function priceSegments(item: MenuItem, lang: Lang): PriceSegment[] {
  return item.prices.map((p) => ({ label: priceLabel(p, lang), price: formatPrice(p.cents, lang) }));
}

export function renderMenuPdf(input: MenuPdfInput): Promise<Buffer> {
  const { cards, lang } = input;
  const t = menuTexts[lang];
  const { doc, bytes } = menuPdfDocument({
    size: page.size,
    margin: page.margin,
    pdfVersion: "1.7",
    tagged: true,
    lang,
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: menuName(input.house, lang),
      Author: input.house,
      Subject: input.disclaimer,
      CreationDate: input.createdAt,
      ModDate: input.createdAt,
    },
  });

  const left = page.margin;
  const width = doc.page.width - 2 * page.margin;
  const bottom = () => doc.page.height - page.margin;
  const root = doc.struct("Document");
  doc.addStructure(root);

  const artifact = (draw: () => void) => {
    doc.markContent("Artifact", { type: "Layout" });
    draw();
    doc.endMarkedContent();
  };
  const ornament = (y: number) =>
    artifact(() => {
      const mid = left + width / 2;
      doc.save().lineWidth(1).strokeColor(cardPalette.gold);
      doc.moveTo(mid - 70, y).lineTo(mid - 8, y).stroke();
      doc.moveTo(mid + 8, y).lineTo(mid + 70, y).stroke();
      doc.rect(mid - 3, y - 3, 6, 6).rotate(45, { origin: [mid, y] }).fill(cardPalette.gold);
      doc.restore();
    });

  // Title block.
  root.add(
    doc.struct("H1", {}, () => {
      doc.fontSize(fontSize.house).fillColor(cardPalette.wine);
      drawText(doc, "display", input.house, left, page.margin, { width, align: "center" });
    }),
  );
  root.add(
    doc.struct("P", {}, () => {
      doc.fontSize(fontSize.subtitle).fillColor(cardPalette.wineLight);
      drawText(doc, "semibold", t.pdfTitle.toUpperCase(), doc.x, doc.y, { width, align: "center" });
    }),
  );
  ornament(doc.y + 10);
  doc.y += 20;
  for (const line of [input.note, input.disclaimer, ...(input.rates ? [input.rates] : [])]) {
    root.add(
      doc.struct("P", {}, () => {
        doc.fontSize(fontSize.note).fillColor(cardPalette.inkSoft);
        drawText(doc, "italic", line, left, doc.y, { width, align: "center" });
      }),
    );
  }

  // The one legend of the menu's marks, and the allergen note, under the title block.
  const legend = legendPieces(marksLegend(cards.flatMap((c) => c.items), lang));
  if (legend.length > 0) {
    doc.y += 8;
    let badges: Badge[] = [];
    root.add(doc.struct("P", {}, () => (badges = drawMarks(doc, legend, left, width, cardPalette))));
    drawBadges(doc, badges, cardPalette, artifact);
    if (input.marksNote) {
      root.add(
        doc.struct("P", {}, () => {
          doc.fontSize(fontSize.note).fillColor(cardPalette.inkSoft);
          drawText(doc, "italic", input.marksNote!, left, doc.y + 1, { width });
        }),
      );
    }
  }

  // Several prices read "Glass €5.00   Bottle €26.00": labels quiet, prices in wine.
  const labelGap = 4;
  const optionGap = 12;
  const segmentWidths = (segment: PriceSegment) => ({
    label: segment.label ? textWidth(doc.fontSize(fontSize.price), "regular", segment.label) + labelGap : 0,
    price: textWidth(doc.fontSize(fontSize.price), "semibold", segment.price),
  });
  const pricesWidth = (segments: PriceSegment[]) =>
    segments.reduce((sum, s, i) => {
      const w = segmentWidths(s);
      return sum + w.label + w.price + (i > 0 ? optionGap : 0);
    }, 0);
  const drawPrices = (segments: PriceSegment[], right: number, y: number) => {
    let x = right - pricesWidth(segments);
    segments.forEach((segment, i) => {
      const w = segmentWidths(segment);
      if (i > 0) x += optionGap;
      if (segment.label) {
        doc.fontSize(fontSize.price).fillColor(cardPalette.inkSoft);
        drawText(doc, "regular", `${segment.label} `, x, y, { lineBreak: false });
        x += w.label;
      }
      doc.fontSize(fontSize.price).fillColor(cardPalette.wine);
      // The trailing spaces are invisible; they keep words apart for text extraction and screen readers.
      drawText(doc, "semibold", `${segment.price} `, x, y, { lineBreak: false });
      x += w.price;
    });
  };

  // One price group beside the name when it is short; otherwise the prices go on their
  // own right-aligned rows below the description, as on the card images.
  const priceGap = 14;
  const priceRowHeight = () => doc.font("semibold").fontSize(fontSize.price).currentLineHeight(true) + 2;
  const layout = (item: MenuItem) => {
    const segments = priceSegments(item, lang);
    const inlineWidth = pricesWidth(segments);
    const inline = inlineWidth <= width * 0.45;
    const rows: PriceSegment[][] = [];
    if (!inline) {
      for (const segment of segments) {
        const row = rows.at(-1);
        if (row && pricesWidth([...row, segment]) <= width) row.push(segment);
        else rows.push([segment]);
      }
    }
    const nameWidth = inline ? width - inlineWidth - priceGap : width;
    const name = textHeight(doc.fontSize(fontSize.name), "semibold", itemName(item, lang), { width: nameWidth });
    const text = itemDescription(item, lang);
    const description = text
      ? textHeight(doc.fontSize(fontSize.description), "italic", text, { width: nameWidth }) + 1
      : 0;
    const marks = itemMarkPieces(item, lang);
    const marksTall = marksHeight(doc, marks, nameWidth);
    return { segments, inline, inlineWidth, rows, nameWidth, marks, total: name + description + marksTall + rows.length * priceRowHeight() + 7 };
  };

  for (const card of cards) {
    // A card that fits on a page is kept on one page, as on a printed menu; a longer
    // one starts with at least its first item under its heading.
    const title = cardTitle(card, lang);
    const headingHeight = 16 + textHeight(doc.fontSize(fontSize.card), "display", title, { width }) + 10;
    const heights = card.items.map((item) => layout(item).total);
    const whole = headingHeight + heights.reduce((sum, h) => sum + h, 0);
    const needed = whole <= bottom() - page.margin ? whole : headingHeight + (heights[0] ?? 0);
    if (doc.y + needed > bottom()) doc.addPage();
    else doc.y += 16;
    const section = doc.struct("Sect");
    root.add(section);
    section.add(
      doc.struct("H2", {}, () => {
        doc.fontSize(fontSize.card).fillColor(cardPalette.wine);
        drawText(doc, "display", title, left, doc.y, { width });
      }),
    );
    const ruleY = doc.y + 2;
    artifact(() => {
      doc.save().lineWidth(1.2).strokeColor(cardPalette.gold).moveTo(left, ruleY).lineTo(left + width, ruleY).stroke().restore();
    });
    doc.y = ruleY + 8;

    for (const item of card.items) {
      const size = layout(item);
      if (doc.y + size.total > bottom()) {
        doc.addPage();
        // The card goes on over the page: repeat its title, outside the reading order.
        artifact(() => {
          doc.fontSize(fontSize.name).fillColor(cardPalette.wine);
          drawText(doc, "display", `${title} (${t.continued})`, left, doc.y, { width });
        });
        doc.y += 6;
      }
      const top = doc.y;
      const name = itemName(item, lang);
      const description = itemDescription(item, lang);
      let badges: Badge[] = [];
      section.add(
        doc.struct("P", {}, () => {
          doc.fontSize(fontSize.name).fillColor(cardPalette.ink);
          drawText(doc, "semibold", `${name} `, left, top, { width: size.nameWidth });
          const afterName = doc.y;
          if (size.inline) drawPrices(size.segments, left + width, top);
          doc.y = afterName;
          if (description) {
            doc.fontSize(fontSize.description).fillColor(cardPalette.inkSoft);
            drawText(doc, "italic", description, left, doc.y + 1, { width: size.nameWidth });
          }
          badges = drawMarks(doc, size.marks, left, size.nameWidth, cardPalette);
          for (const row of size.rows) {
            const y = doc.y + 2;
            drawPrices(row, left + width, y);
            doc.y = y + priceRowHeight() - 2;
          }
        }),
      );
      drawBadges(doc, badges, cardPalette, artifact);
      const nameWidth = textWidth(doc.fontSize(fontSize.name), "semibold", name);
      if (size.inline && nameWidth < size.nameWidth) {
        // A dotted leader from a one-line name to its price, as on the card images.
        const y = top + fontSize.name * 0.95;
        artifact(() => {
          doc.save().lineWidth(0.8).strokeColor(cardPalette.gold).dash(0.8, { space: 2.2 });
          doc.moveTo(left + nameWidth + 6, y).lineTo(left + width - size.inlineWidth - 6, y).stroke();
          doc.undash().restore();
        });
      }
      doc.y += 7;
    }
  }
  root.end();

  // Every page's foot: who, where, and page n of m (artifacts: not part of the reading order).
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    artifact(() => {
      doc.fontSize(fontSize.foot).fillColor(cardPalette.inkSoft);
      const footY = doc.page.height - page.margin + 18;
      drawText(doc, "regular", input.contact, left, footY, { width: width - 60, lineBreak: false });
      drawText(doc, "regular", `${i + 1} / ${range.count}`, left + width - 60, footY, { width: 60, align: "right", lineBreak: false });
    });
    doc.page.margins = margins;
  }
  doc.end();
  return bytes;
}
