import type { LocalizedMarks, ShownMark } from "./localized-marks";
import "./menu-marks.css";

/** A mark: its symbol in a small badge (hidden from screen readers, which read the word), then its word. */
function Mark({ mark }: { mark: ShownMark }) {
  return (
    <span className="menu-mark">
      <span className="menu-mark__symbol" aria-hidden="true">
        {mark.symbol}
      </span>
      {mark.word}
    </span>
  );
}

/** An item's diets and allergens on the text menu (docs/product.md §14.7): "V vegetarian · Contains: 7 milk, 8 nuts". */
export function ItemMarks({ marks }: { marks: LocalizedMarks }) {
  return (
    <span className="menu-marks">
      {marks.diets.map((mark) => (
        <Mark key={mark.symbol} mark={mark} />
      ))}
      {marks.allergens.length > 0 ? (
        <span className="menu-marks__contains">
          {marks.contains}:{" "}
          {marks.allergens.map((mark, i) => (
            <span key={mark.symbol}>
              {i > 0 ? ", " : null}
              <Mark mark={mark} />
            </span>
          ))}
        </span>
      ) : null}
    </span>
  );
}

/** The one legend of the text menu, with the owners' allergen note. */
export function MarksLegend({ title, legend, note }: { title: string; legend: ShownMark[]; note: string }) {
  return (
    <div className="menu-legend">
      {legend.length > 0 ? (
        <>
          <h3 className="menu-legend__title">{title}</h3>
          <ul className="menu-legend__marks">
            {legend.map((mark) => (
              <li key={mark.symbol}>
                <Mark mark={mark} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="menu-legend__note">{note}</p>
    </div>
  );
}
