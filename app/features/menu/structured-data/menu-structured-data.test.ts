import { describe, expect, it } from "vitest";
import menuJson from "#content/menu.json";
import { menuSchema } from "../rules/menu.ts";
import { localizeMenu } from "../localized-menu.ts";
import { menuJsonLd } from "./menu-structured-data.ts";
import { menuMarksData } from "../marks/menu-marks-data.ts";
import { noFilter } from "../rules/dietary-marks.ts";
import { menuTranslations, withTranslations } from "../store/menu-translations.ts";

// The menu as a fresh database holds it: every language's words (../store/menu-seed.server.ts).
const menu = menuSchema.parse(withTranslations(menuJson, menuTranslations));
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

  it("is in French on /fr/menu and in Russian on /ru/menu: its language, sections, dishes, marks and prices' names", () => {
    const fr = menuJsonLd({ cards: localizeMenu(cards, "fr"), marks: menuMarksData(cards, noFilter, "", "fr"), lang: "fr", pageUrl: "https://x.test/fr/menu", name: "La Terraza — Menu" });
    expect(fr).toMatchObject({ "@type": "Menu", "@id": "https://x.test/fr/menu#menu", url: "https://x.test/fr/menu", inLanguage: "fr" });
    expect(fr.hasMenuSection.map((s) => s.name)).toEqual(menu.cards.map((c) => c.titleFr));
    expect(fr.hasMenuSection[0]!.hasMenuItem[0]).toMatchObject({ name: "Petit-déjeuner cubain", description: expect.stringMatching(/\. Contient: gluten, œufs, lait$/) });
    expect(fr.hasMenuSection.find((s) => s.name === menu.cards[5]!.titleFr)!.hasMenuItem[0]!.offers).toMatchObject([{ name: "Verre" }, { name: "Bouteille" }]);

    const ru = menuJsonLd({ cards: localizeMenu(cards, "ru"), marks: menuMarksData(cards, noFilter, "", "ru"), lang: "ru", pageUrl: "https://x.test/ru/menu", name: "La Terraza — Меню" });
    expect(ru).toMatchObject({ inLanguage: "ru", name: "La Terraza — Меню" });
    expect(ru.hasMenuSection.map((s) => s.name)).toEqual(menu.cards.map((c) => c.titleRu));
    const tapas = ru.hasMenuSection.find((s) => s.name === "Тапас")!.hasMenuItem;
    expect(tapas[0]).toMatchObject({ name: "Домашние крокеты с хамоном", description: expect.stringContaining("Содержит: ") });
    // Every dish has its name in the page's language: none empty, none left in English.
    for (const [doc, lang] of [[fr, "fr"], [ru, "ru"]] as const) {
      const names = doc.hasMenuSection.flatMap((s) => s.hasMenuItem.map((i) => i.name));
      expect({ lang, empty: names.filter((n) => !n) }).toEqual({ lang, empty: [] });
    }
    expect(ru.hasMenuSection.flatMap((s) => s.hasMenuItem.map((i) => i.name)).filter((n) => /\p{Script=Cyrillic}/u.test(n)).length).toBeGreaterThan(30);
  });
});
