// The dietary and allergen marks on a card image (docs/product.md §14.10), drawn by satori like the
// rest of the card (card-image.server.tsx): each symbol in a small drawn badge, as the fonts
// have no pictograms; one legend per card, of the marks that card uses, with the allergen note.
import type { Lang } from "#app/lib/lang.ts";
import { allergenTexts, dietTexts, marksLegend, marksTexts, type MarkText } from "../rules/dietary-marks.ts";
import type { MenuItem } from "../rules/menu.ts";

/** The marks' rules, in the card's palette (cardPalette of card-image.server.tsx). */
export const cardMarksCss = ({ wine, inkSoft, gold }: { wine: string; inkSoft: string; gold: string }) => `
  .marks { display: flex; flex-wrap: wrap; align-items: center; margin-top: 4px; font-size: 16px; line-height: 1.3; color: ${inkSoft}; }
  .mark { display: flex; align-items: center; margin-right: 10px; }
  .symbol { display: flex; justify-content: center; min-width: 22px; padding: 0 5px; margin-right: 4px;
    border: 1.5px solid ${wine}; border-radius: 10px; font-size: 13px; font-weight: 600; line-height: 1.35; color: ${wine}; }
  .contains { display: flex; margin-right: 6px; }
  .legend { display: flex; flex-direction: column; margin-top: 18px; padding-top: 8px; border-top: 1px solid ${gold}; }
  .legend-marks { display: flex; flex-wrap: wrap; font-size: 15px; color: ${inkSoft}; }
  .legend-marks .mark { margin-top: 4px; margin-right: 12px; }
  .note { display: flex; margin-top: 6px; font-size: 15px; line-height: 1.3; font-style: italic; color: ${inkSoft}; }
`;

function Mark({ mark }: { mark: MarkText }) {
  return (
    <div className="mark">
      <div className="symbol">{mark.symbol}</div>
      <div>{mark.word}</div>
    </div>
  );
}

/** "V vegetarian  Contains: 7 milk 8 nuts", under the item's description. */
export function CardItemMarks({ item, lang }: { item: MenuItem; lang: Lang }) {
  const diets = dietTexts(item.diets, lang);
  const allergens = allergenTexts(item.allergens, lang);
  if (diets.length === 0 && allergens.length === 0) return null;
  return (
    <div className="marks">
      {diets.map((mark) => (
        <Mark key={mark.code} mark={mark} />
      ))}
      {allergens.length > 0 ? <div className="contains">{`${marksTexts[lang].contains}:`}</div> : null}
      {allergens.map((mark) => (
        <Mark key={mark.code} mark={mark} />
      ))}
    </div>
  );
}

/** The card's legend and the allergen note; nothing on a card without marks. */
export function CardMarksLegend({ items, lang, note }: { items: MenuItem[]; lang: Lang; note: string }) {
  const legend = marksLegend(items, lang);
  if (legend.length === 0) return null;
  return (
    <div className="legend">
      <div className="legend-marks">
        {legend.map((mark) => (
          <Mark key={mark.code} mark={mark} />
        ))}
      </div>
      {note ? <div className="note">{note}</div> : null}
    </div>
  );
}
