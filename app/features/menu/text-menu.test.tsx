import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import menuJson from "../../../content/menu.json";
import { menuSchema } from "./rules/menu";
import { localizeMenu } from "./localized-menu";
import { TextMenu } from "./text-menu";

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
});
