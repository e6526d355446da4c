import type { LocalizedSpecials } from "../rules/specials.ts";
import "./menu-today.css";

/**
 * Today's specials (docs/product.md §14.8): the owners' title, then each special with its price
 * and description. Server-rendered on the menu page (above the cards) and the home page's menu
 * section; it is only in the page on its date (menu-today.server.ts). `label`: "Today's specials" in the page's language.
 */
export function SpecialsBlock({ specials, label, headingLevel }: { specials: LocalizedSpecials; label: string; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="specials" aria-labelledby="todays-specials">
      <p className="specials__label">{label}</p>
      <Heading id="todays-specials" className="specials__title">
        {specials.title}
      </Heading>
      <ul className="specials__items">
        {specials.items.map((item, i) => (
          <li key={i} className="specials__item">
            <span className="specials__name">{item.name}</span>
            <span className="specials__price">{item.price}</span>
            {item.description ? <span className="specials__description">{item.description}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
