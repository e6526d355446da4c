// The table card as a PDF (docs/owners-guide.md, "Table card"): the restaurant's name, a QR code to the menu
// in the card's language and, when the owners entered it, a QR code that joins the Wi-Fi with
// the network name and password written under it. Drawn in vectors (every dark module of the
// QR codes is a filled rectangle), so it prints sharp at any size. Loaded at the first download
// (table-card.server.ts), like the menu's renderers.
import { create as createQr } from "qrcode";
import type { Lang } from "#app/lib/lang.ts";
import { cardPalette } from "#app/features/menu/drawing/card-palette.ts";
import { menuPdfDocument } from "#app/features/menu/pdf/menu-pdf-document.server.ts";
import { cardWords } from "./card-words.ts";
import type { TableCardSize } from "./rules/table-card-limits.ts";
import { wifiQrString, type WifiNetwork } from "./rules/wifi-qr.ts";

export type TableCardInput = {
  lang: Lang;
  size: TableCardSize;
  house: string;
  /** The menu page's absolute address in the card's language. */
  menuUrl: string;
  wifi: WifiNetwork | null;
};

/** A5's width in points: the sizes below are A5's and scale with the page. */
const a5Width = 419.53;
const base = { margin: 30, frameInset: 14, house: 28, subtitle: 12, caption: 10.5, url: 8.5, wifiTitle: 17, wifiText: 13, menuQr: 156, wifiQr: 128, gap: 14 };
/** QR codes need four light modules around them to be read (ISO/IEC 18004). */
const quietModules = 4;

export function renderTableCard(input: TableCardInput): Promise<Buffer> {
  const t = cardWords[input.lang];
  const { doc, bytes } = menuPdfDocument({
    size: input.size,
    margin: 0,
    pdfVersion: "1.7",
    lang: input.lang,
    displayTitle: true,
    info: { Title: `${input.house} · ${t.cardMenu}`, Author: input.house, CreationDate: new Date(0), ModDate: new Date(0) },
  });

  const scale = doc.page.width / a5Width;
  const s = Object.fromEntries(Object.entries(base).map(([k, v]) => [k, v * scale])) as typeof base;
  const left = s.margin;
  const width = doc.page.width - 2 * s.margin;

  // The frame of the menu's cards, in wine.
  doc.save().lineWidth(1.5 * scale).strokeColor(cardPalette.wine);
  doc.roundedRect(s.frameInset, s.frameInset, doc.page.width - 2 * s.frameInset, doc.page.height - 2 * s.frameInset, 8 * scale).stroke();
  doc.restore();

  // Blocks are measured first, then drawn centred on the page's height.
  type Block = { height: number; draw: (y: number) => void };
  const text = (content: string, font: string, size: number, color: string): Block => {
    const height = doc.font(font).fontSize(size).heightOfString(content, { width, align: "center" });
    return {
      height,
      draw: (y) => {
        doc.font(font).fontSize(size).fillColor(color).text(content, left, y, { width, align: "center" });
      },
    };
  };
  // "Password: mojito2026": the label quiet, what to type bold; on two lines when it does not fit on one.
  const labelled = (label: string, value: string): Block => {
    const size = s.wifiText;
    const labelText = `${label}: `;
    const labelWidth = doc.font("regular").fontSize(size).widthOfString(labelText);
    const valueWidth = doc.font("semibold").fontSize(size).widthOfString(value);
    if (labelWidth + valueWidth > width) {
      const first = text(label, "regular", size, cardPalette.inkSoft);
      const second = text(value, "semibold", size, cardPalette.ink);
      return { height: first.height + second.height, draw: (y) => (first.draw(y), second.draw(y + first.height)) };
    }
    const height = doc.font("semibold").fontSize(size).currentLineHeight(true);
    return {
      height,
      draw: (y) => {
        const x = left + (width - labelWidth - valueWidth) / 2;
        doc.font("regular").fontSize(size).fillColor(cardPalette.inkSoft).text(labelText, x, y, { lineBreak: false });
        doc.font("semibold").fontSize(size).fillColor(cardPalette.ink).text(value, x + labelWidth, y, { lineBreak: false });
      },
    };
  };
  const gap = (height: number): Block => ({ height, draw: () => {} });
  const qr = (content: string, side: number): Block => {
    const { modules } = createQr(content, { errorCorrectionLevel: "M" });
    const count = modules.size;
    const unit = side / (count + 2 * quietModules);
    return {
      height: side,
      draw: (y) => {
        const x0 = left + (width - side) / 2 + quietModules * unit;
        const y0 = y + quietModules * unit;
        doc.save().rect(left + (width - side) / 2, y, side, side).fill("#ffffff");
        // One rectangle per run of dark modules in a row: no hairline seams between them.
        for (let row = 0; row < count; row++) {
          let col = 0;
          while (col < count) {
            if (!modules.get(row, col)) {
              col++;
              continue;
            }
            const start = col;
            while (col < count && modules.get(row, col)) col++;
            doc.rect(x0 + start * unit, y0 + row * unit, (col - start) * unit, unit);
          }
        }
        doc.fill("#000000").restore();
      },
    };
  };
  const ornament: Block = {
    height: 8 * scale,
    draw: (y) => {
      const mid = left + width / 2;
      const yy = y + 4 * scale;
      doc.save().lineWidth(1 * scale).strokeColor(cardPalette.gold);
      doc.moveTo(mid - 60 * scale, yy).lineTo(mid - 8 * scale, yy).stroke();
      doc.moveTo(mid + 8 * scale, yy).lineTo(mid + 60 * scale, yy).stroke();
      doc.rect(mid - 3 * scale, yy - 3 * scale, 6 * scale, 6 * scale).rotate(45, { origin: [mid, yy] }).fill(cardPalette.gold);
      doc.restore();
    },
  };

  // A long network name or password takes more lines: the QR codes give up the room they need
  // (they stay far above the size a phone reads from a table).
  const layout = (qrShrink: number): Block[] => {
    const blocks: Block[] = [
      text(input.house, "display", s.house, cardPalette.wine),
      gap(2 * scale),
      text(t.cardMenu.toUpperCase(), "semibold", s.subtitle, cardPalette.wineLight),
      gap(6 * scale),
      ornament,
      gap(s.gap * 0.6),
      qr(input.menuUrl, s.menuQr - qrShrink),
      text(t.cardScanMenu, "italic", s.caption, cardPalette.inkSoft),
      text(input.menuUrl.replace(/^https?:\/\//, ""), "regular", s.url, cardPalette.inkSoft),
    ];
    const wifi = input.wifi;
    if (wifi) {
      blocks.push(
        gap(s.gap * 1.4),
        text(t.cardWifi, "display", s.wifiTitle, cardPalette.wine),
        gap(2 * scale),
        qr(wifiQrString(wifi), s.wifiQr - qrShrink),
        text(t.cardScanWifi, "italic", s.caption, cardPalette.inkSoft),
        gap(4 * scale),
        labelled(t.cardNetwork, wifi.ssid),
        gap(2 * scale),
        wifi.security === "nopass" ? text(t.cardOpenNetwork, "regular", s.wifiText, cardPalette.inkSoft) : labelled(t.cardPassword, wifi.password),
      );
    }
    return blocks;
  };
  const heightOf = (blocks: Block[]) => blocks.reduce((sum, b) => sum + b.height, 0);
  const room = doc.page.height - 2 * s.margin;
  const overflow = heightOf(layout(0)) - room;
  const blocks = layout(overflow > 0 ? overflow / (input.wifi ? 2 : 1) : 0);
  const total = heightOf(blocks);
  let y = Math.max(s.margin, (doc.page.height - total) / 2);
  for (const block of blocks) {
    block.draw(y);
    y += block.height;
  }
  doc.end();
  return bytes;
}
