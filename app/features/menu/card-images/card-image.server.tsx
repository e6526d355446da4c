// One menu card as an image (docs/product.md §14.2): React → SVG with satori, SVG → pixels with
// resvg, pixels → PNG and WebP with sharp. Drawn at a phone's reading size: the card is laid out 500 px
// wide and rasterised at 2×, so on a 375 px phone (≈ 343 px of card) item names read
// at ≈ 16 px and descriptions at ≈ 13 px.
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import type { Lang } from "#app/lib/lang.ts";
import { cardTitle, itemDescription, itemName, priceLabel, type MenuCard, type MenuItem } from "../rules/menu.ts";
import { formatPrice } from "#app/lib/price.ts";
import { fontSubsets, menuFonts, type FontSubset, type MenuFont } from "../drawing/menu-fonts.server.ts";
import { cardPalette } from "../drawing/card-palette.ts";
import { CardItemMarks, CardMarksLegend, cardMarksCss } from "./card-marks.server.tsx";

// Loaded only where the menu's files are drawn (the drawing process): libvips's operation cache
// keeps each card's decoded bitmap, and its one thread per core held a bitmap each; cards are
// drawn one at a time anyway (docs/operations.md §14).
sharp.cache(false);
sharp.concurrency(1);

/** Layout width in CSS px, and the scale of the rasterised image. */
export const cardLayoutWidth = 500;
export const cardScale = 2;

type CardFamily = "Playfair Display" | "Source Sans 3";
const familyName = (family: CardFamily, subset: FontSubset) => (subset === "latin" ? family : `${family} ${subset}`);
/** A CSS font-family list of the family's files, `latin` first (cardFonts). */
const fontStack = (family: CardFamily) => fontSubsets.map((subset) => `"${familyName(family, subset)}"`).join(", ");

const css = `
  .card { display: flex; flex-direction: column; box-sizing: border-box; width: ${cardLayoutWidth}px; padding: 14px;
    background: ${cardPalette.cream}; color: ${cardPalette.ink}; font-family: ${fontStack("Source Sans 3")}; }
  .frame { display: flex; flex-direction: column; padding: 22px 24px 16px;
    border: 2px solid ${cardPalette.wine}; border-radius: 10px; }
  .house { display: flex; justify-content: center; font-size: 13px; font-weight: 600;
    letter-spacing: 3px; text-transform: uppercase; color: ${cardPalette.wineLight}; }
  .title { display: flex; justify-content: center; text-align: center; margin-top: 4px;
    font-family: ${fontStack("Playfair Display")}; font-size: 42px; line-height: 1.15; color: ${cardPalette.wine}; }
  .ornament { display: flex; align-items: center; justify-content: center; margin: 10px 0 4px; }
  .rule { width: 90px; height: 2px; background: ${cardPalette.gold}; }
  .diamond { width: 10px; height: 10px; margin: 0 10px; background: ${cardPalette.gold}; transform: rotate(45deg); }
  .item { display: flex; flex-direction: column; margin-top: 15px; }
  .line { display: flex; align-items: flex-end; }
  .name { font-size: 23px; font-weight: 600; line-height: 1.25; flex-shrink: 1; }
  .leader { flex-grow: 1; min-width: 14px; margin: 0 8px 6px; border-bottom: 2px dotted ${cardPalette.gold}; }
  .price { font-size: 23px; font-weight: 600; line-height: 1.25; color: ${cardPalette.wine}; white-space: nowrap; }
  .description { margin-top: 2px; max-width: 400px; font-size: 18px; line-height: 1.3;
    font-style: italic; color: ${cardPalette.inkSoft}; }
  .prices { display: flex; justify-content: flex-end; flex-wrap: wrap; margin-top: 3px; }
  .option { display: flex; align-items: baseline; margin-left: 20px; }
  .label { margin-right: 7px; font-size: 18px; color: ${cardPalette.inkSoft}; }
  .footer { display: flex; justify-content: center; text-align: center; margin-top: 20px; padding-top: 10px;
    border-top: 1px solid ${cardPalette.gold}; font-size: 15px; line-height: 1.3; color: ${cardPalette.inkSoft}; }
  .rates { display: flex; justify-content: center; text-align: center; margin-top: 4px; font-size: 13px; line-height: 1.3; color: ${cardPalette.inkSoft}; }
  ${cardMarksCss(cardPalette)}
`;

function Item({ item, lang }: { item: MenuItem; lang: Lang }) {
  const description = itemDescription(item, lang);
  const [only] = item.prices;
  const single = item.prices.length === 1 && only;
  return (
    <div className="item">
      <div className="line">
        <div className="name">{itemName(item, lang)}</div>
        {single ? <div className="leader" /> : null}
        {single ? <div className="price">{formatPrice(only.cents, lang)}</div> : null}
      </div>
      {description ? <div className="description">{description}</div> : null}
      <CardItemMarks item={item} lang={lang} />
      {single ? null : (
        <div className="prices">
          {item.prices.map((price, i) => (
            <div className="option" key={i}>
              <div className="label">{priceLabel(price, lang)}</div>
              <div className="price">{formatPrice(price.cents, lang)}</div>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

export type CardImageInput = {
  card: MenuCard;
  lang: Lang;
  house: string;
  footer: string;
  /** The currency rates line, when set. */
  rates?: string;
  /** The allergen note under the card's legend of marks (empty: a card without marks). */
  marksNote?: string;
};

export function CardImage({ card, lang, house, footer, rates, marksNote = "" }: CardImageInput) {
  // No lang attribute: satori reads it as a prefix of its own script names, and "de" would pick
  // "devanagari", which it then hands to toLocaleUpperCase as a locale (a RangeError). The
  // menu's languages need none of those scripts' line breaking.
  return (
    <div className="card">
      <style>{css}</style>
      <div className="frame">
        <div className="house">{house}</div>
        <div className="title">{cardTitle(card, lang)}</div>
        <div className="ornament">
          <div className="rule" />
          <div className="diamond" />
          <div className="rule" />
        </div>
        {card.items.map((item) => (
          <Item key={item.id} item={item} lang={lang} />
        ))}
        <CardMarksLegend items={card.items} lang={lang} note={marksNote} />
        <div className="footer">{footer}</div>
        {rates ? <div className="rates">{rates}</div> : null}
      </div>
    </div>
  );
}

/**
 * The card's fonts for satori. satori uses one font of a family for a weight and style, and
 * draws each character with the first family of the element's font-family list that has a
 * glyph for it: so each file of a style is a family of its own ("Source Sans 3" the `latin`
 * file, "Source Sans 3 cyrillic"…), and the CSS names them in order, `latin` first (fontStack).
 */
export function cardFonts() {
  const fonts = menuFonts();
  const style = (font: MenuFont, family: CardFamily, weight: 400 | 600 | 700, fontStyle: "normal" | "italic") =>
    fonts[font].map((face) => ({ name: familyName(family, face.subset), data: face.data, weight, style: fontStyle }));
  return [
    ...style("display", "Playfair Display", 700, "normal"),
    ...style("regular", "Source Sans 3", 400, "normal"),
    ...style("italic", "Source Sans 3", 400, "italic"),
    ...style("semibold", "Source Sans 3", 600, "normal"),
  ];
}

export async function cardSvg(input: CardImageInput): Promise<string> {
  return satori(<CardImage {...input} />, { width: cardLayoutWidth, fonts: cardFonts() });
}

export type RenderedCard = { png: Buffer; webp: Buffer; width: number; height: number };

// resvg's shape-rendering modes (SVG's `shape-rendering`): satori draws text as paths, so
// this also decides the text's edges.
const crispEdges = 1;
const geometricPrecision = 2;

/** The card's pixels at 2×, anti-aliased or not. A function of its own, so each bitmap is freed before the next. */
function rasterise(svg: string, shapeRendering: typeof crispEdges | typeof geometricPrecision) {
  const rendered = new Resvg(svg, {
    fitTo: { mode: "zoom", value: cardScale },
    background: cardPalette.cream,
    font: { loadSystemFonts: false },
    shapeRendering,
  }).render();
  return sharp(rendered.pixels, { raw: { width: rendered.width, height: rendered.height, channels: 4 } });
}

/**
 * The card at 2×, twice (docs/decisions/0022-hard-edged-card-images.md):
 * - the WebP shown in the page, drawn without anti-aliasing: a phone shows the 1,000 px card
 *   at 340–400 CSS px, so the browser's own scaling smooths its edges, and the file is less
 *   than half the anti-aliased one's (first card 55 → 24 KB: it is `/menu`'s largest paint);
 * - the PNG a tap opens full size, for zooming in, anti-aliased (palette PNG, ≈ 40–80 KB).
 * Measured on the first sample card: lossy WebP (q 60) 80 KB and AVIF (q 50) 64 KB; a 1.5× copy
 * anti-aliased 86 KB; a 1× copy 20 KB but blurred on every phone.
 */
export async function renderCard(input: CardImageInput): Promise<RenderedCard> {
  const svg = await cardSvg(input);
  const png = await rasterise(svg, geometricPrecision).png({ palette: true, quality: 90, compressionLevel: 6, effort: 3 }).toBuffer();
  const webp = await rasterise(svg, crispEdges).removeAlpha().webp({ lossless: true, effort: 2 }).toBuffer();
  const { width, height } = await sharp(png).metadata();
  return { png, webp, width, height };
}
