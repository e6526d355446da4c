import { Fragment } from "react";
import type { LegendMark } from "./localized-marks.ts";
import "./menu-marks.css";

/** What an item's marks point into: the page's one legend, and the word before allergens. */
export type MarksKey = { legend: LegendMark[]; contains: string };

/**
 * A mark: its word (a term set apart, hence <i>), with its symbol drawn before it as a badge
 * by CSS from data-s (menu-marks.css), which screen readers skip: they read the word. Short
 * markup, as a menu has dozens of marks (the page's HTML budget).
 */
function Mark({ mark }: { mark: LegendMark }) {
  return <i data-s={mark.symbol}>{mark.word}</i>;
}

/** An item's diets and allergens on the text menu (docs/product.md §14.10): "V vegetarian · Contains: 7 milk, 8 nuts". */
export function ItemMarks({ places, marksKey }: { places: number[]; marksKey: MarksKey }) {
  const marks = places.flatMap((i) => marksKey.legend[i] ?? []);
  const diets = marks.filter((m) => !m.allergen);
  const allergens = marks.filter((m) => m.allergen);
  return (
    <span className="menu-marks">
      {diets.map((mark) => (
        <Fragment key={mark.symbol}>
          <Mark mark={mark} />{" "}
        </Fragment>
      ))}
      {allergens.length > 0 ? `${diets.length > 0 ? "· " : ""}${marksKey.contains}: ` : null}
      {allergens.map((mark, i) => (
        <Fragment key={mark.symbol}>
          {i > 0 ? ", " : null}
          <Mark mark={mark} />
        </Fragment>
      ))}
    </span>
  );
}

/** The one legend of the text menu, with the owners' allergen note. */
export function MarksLegend({ title, legend, note }: { title: string; legend: LegendMark[]; note: string }) {
  return (
    <div className="menu-legend">
      {legend.length > 0 ? (
        <>
          <h3 className="menu-legend__title">{title}</h3>
          <ul className="menu-legend__marks">
            {legend.map((mark) => (
              <li key={mark.symbol} data-s={mark.symbol}>
                {mark.word}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="menu-legend__note">{note}</p>
    </div>
  );
}
