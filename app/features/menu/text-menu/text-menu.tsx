import type { LocalizedCard } from "../localized-menu.ts";
import { ItemMarks, type MarksKey } from "../marks/menu-marks.tsx";
import "./text-menu.css";
import "../today/menu-today.css";

/**
 * The menu as real text (docs/product.md §14.3): a heading per card, each item with its prices
 * and description, in the page's language. What screen readers, search engines and
 * translation tools read; the same data as the card images and the PDF.
 */
export function TextMenu({ cards, headingLevel = 2, marksKey }: { cards: LocalizedCard[]; headingLevel?: 2 | 3; marksKey?: MarksKey }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="text-menu">
      {/* No boundary per card: the page keeps the server's HTML of it and never hydrates it
          (docs/decisions/0024-text-sent-once.md). */}
      {cards.map((card) => (
        <section key={card.id} className="text-menu__card" aria-labelledby={`menu-card-${card.id}`}>
          <Heading id={`menu-card-${card.id}`} className="text-menu__title">
            {card.title}
          </Heading>
          <ul className="text-menu__items">
            {card.items.map((item) => (
              <li
                key={item.id}
                className={`text-menu__item${item.prices.length > 1 ? " text-menu__item--several" : ""}${item.notToday ? " text-menu__item--not-today" : ""}`}
              >
                <span className="text-menu__name">
                  {item.name}
                  {item.notToday ? <span className="text-menu__not-today">{item.notToday}</span> : null}
                </span>
                <span className="text-menu__prices">
                  {item.prices.map((price, i) => (
                    <span key={i} className="text-menu__price">
                      {price.label ? <span className="text-menu__label">{price.label} </span> : null}
                      {price.text}
                    </span>
                  ))}
                </span>
                {item.description ? <span className="text-menu__description">{item.description}</span> : null}
                {item.marks && marksKey ? <ItemMarks places={item.marks} marksKey={marksKey} /> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
