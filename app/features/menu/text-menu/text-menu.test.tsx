import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import menuJson from "#content/menu.json";
import { menuSchema } from "../rules/menu.ts";
import { localizeMenu } from "../localized-menu.ts";
import { TextMenu } from "./text-menu.tsx";
import { MarksLegend } from "../marks/menu-marks.tsx";
import { menuMarksData } from "../marks/menu-marks-data.ts";
import { noFilter } from "../rules/dietary-marks.ts";

const menu = menuSchema.parse(menuJson);
const cards = menu.cards.map((card) => ({ ...card, items: card.items.map((item, i) => ({ ...item, id: i + 1 })) }));
// Collapse markup and ASCII spaces only: the no-break space before € is part of the format.
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/[ \t\n]+/g, " ");

describe("the text menu", () => {
  it("has a heading per card and every item with its price, in English", () => {
    const html = renderToStaticMarkup(<TextMenu cards={localizeMenu(cards, "en")} />);
    expect([...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual(menu.cards.map((c) => c.titleEn));
    expect(text(html)).toContain("Homemade ham croquettes €5.00");
    expect(text(html)).toContain("Rioja Crianza Glass €5.00 Bottle €26.00 Tempranillo, Spain");
  });

  it("writes prices the Spanish way on the Spanish page", () => {
    const html = renderToStaticMarkup(<TextMenu cards={localizeMenu(cards, "es")} headingLevel={3} />);
    expect(html).toContain("<h3");
    expect(text(html)).toContain("Croquetas caseras de jamón 5,00\u00a0€");
    expect(text(html)).toContain("Rioja Crianza Copa 5,00\u00a0€ Botella 26,00\u00a0€ Tempranillo, España");
  });

  it("shows each item's marks as words after their symbols, keyed to one legend, in the page's language", () => {
    for (const [lang, line, legendStart] of [
      ["en", "vegetarian · Contains: gluten, eggs, milk", "Marks on the menu vegetarian vegan gluten-free spicy gluten"],
      ["es", "vegetariano · Contiene: gluten, huevo, leche", "Símbolos de la carta vegetariano vegano sin gluten picante gluten"],
    ] as const) {
      const marks = menuMarksData(cards, noFilter, "Ask our staff.", lang);
      const html = renderToStaticMarkup(<TextMenu cards={localizeMenu(cards, lang)} marksKey={marks} />);
      // The first item's marks (Cuban breakfast), words only: the symbols are CSS badges.
      const first = /<span class="menu-marks">(.*?)<\/span>/.exec(html)?.[1] ?? "";
      expect(first.replace(/<[^>]+>/g, "")).toBe(line);
      expect(html).toContain('<i data-s="V">');
      expect(html).toContain('<i data-s="7">');
      // One legend for the whole menu, not one per item.
      const legend = renderToStaticMarkup(<MarksLegend title={marks.texts.legend} legend={marks.legend} note={marks.note} />);
      expect(text(legend).trim()).toMatch(new RegExp(`^${legendStart}`));
      expect(legend.match(/data-s="14"/g)).toHaveLength(1);
      expect(text(legend)).toContain("Ask our staff.");
    }
  });
});
