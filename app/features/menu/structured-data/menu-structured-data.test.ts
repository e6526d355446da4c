import { describe, expect, it } from "vitest";
import menuJson from "#content/menu.json";
import { menuSchema } from "../rules/menu.ts";
import { localizeMenu } from "../localized-menu.ts";
import { menuJsonLd } from "./menu-structured-data.ts";
import { menuMarksData } from "../marks/menu-marks-data.ts";
import { noFilter } from "../rules/dietary-marks.ts";

const menu = menuSchema.parse(menuJson);
const cards = menu.cards.map((card) => ({ ...card, items: card.items.map((item, i) => ({ ...item, id: i + 1 })) }));

describe("the menu for search engines (schema.org JSON-LD)", () => {
  it("is a Menu with one MenuSection per card and MenuItems with offers in euros, per language", () => {
    const es = menuJsonLd({ cards: localizeMenu(cards, "es"), marks: menuMarksData(cards, noFilter, "", "es"), lang: "es", pageUrl: "https://x.test/es/menu", name: "La Terraza — Carta" });
    expect(es).toMatchObject({ "@type": "Menu", "@id": "https://x.test/es/menu#menu", inLanguage: "es" });
    expect(es.hasMenuSection.map((s) => s.name)).toEqual(menu.cards.map((c) => c.titleEs));
    expect(es.hasMenuSection[0]!.hasMenuItem[0]).toEqual({
      "@type": "MenuItem",
      name: "Desayuno cubano",
      description: "Dos huevos al gusto, tostadas con mantequilla, fruta tropical, jugo natural y café. Contiene: gluten, huevo, leche",
      suitableForDiet: ["https://schema.org/VegetarianDiet"],
      offers: [{ "@type": "Offer", price: "8.00", priceCurrency: "EUR" }],
    });
    const wine = menuJsonLd({ cards: localizeMenu(cards, "en"), lang: "en", pageUrl: "https://x.test/menu", name: "Menu" })
      .hasMenuSection.find((s) => s.name === "Red wines")!.hasMenuItem[0]!;
    expect(wine.offers).toEqual([
      { "@type": "Offer", name: "Glass", price: "5.00", priceCurrency: "EUR" },
      { "@type": "Offer", name: "Bottle", price: "26.00", priceCurrency: "EUR" },
    ]);
  });
});
