import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import type { LocalizedCard } from "../localized-menu.ts";
import { menuJsonLd } from "./menu-structured-data.ts";
import { TextMenu } from "../text-menu/text-menu.tsx";

const cards: LocalizedCard[] = [
  {
    id: "tapas",
    title: "Tapas",
    items: [
      { id: 1, name: "Croquettes", description: "", prices: [{ label: "", text: "€5.00", amount: "5.00" }], notToday: "Not available today" },
      { id: 2, name: "Tostones", description: "", prices: [{ label: "", text: "€3.50", amount: "3.50" }] },
    ],
  },
];
const specials = { date: "2026-12-02", title: "Wednesday specials", items: [{ name: "Lobster", description: "", price: "€18.50", amount: "18.50" }] };

describe("the menu's timed parts", () => {
  it("the JSON-LD: OutOfStock on a not-today item's offers only, today's specials as the first section", () => {
    const ld = menuJsonLd({ cards, lang: "en", pageUrl: "https://x.test/menu", name: "Menu", specials });
    expect(ld.hasMenuSection.map((s) => s.name)).toEqual(["Wednesday specials", "Tapas"]);
    expect(ld.hasMenuSection[1]!.hasMenuItem.map((i) => i.offers)).toEqual([
      [{ "@type": "Offer", price: "5.00", priceCurrency: "EUR", availability: "https://schema.org/OutOfStock" }],
      [{ "@type": "Offer", price: "3.50", priceCurrency: "EUR" }],
    ]);
    expect(menuJsonLd({ cards, lang: "en", pageUrl: "https://x.test/menu", name: "Menu" }).hasMenuSection).toHaveLength(1);
  });

  it("the text menu: the item greyed and said in words", () => {
    const html = renderToStaticMarkup(createElement(TextMenu, { cards }));
    expect(html).toContain('class="text-menu__item text-menu__item--not-today"');
    expect(html).toContain('<span class="text-menu__not-today">Not available today</span>');
    expect(html.match(/not-today/g)).toHaveLength(2);
  });
});
