import { describe, expect, it } from "vitest";
import menuJson from "#content/menu.json";
import { menuCardIds, menuItemSchema, menuItemsSchema, menuSchema, menuFieldErrors } from "./menu.ts";
import { perLangShape } from "./per-lang-shape.ts";

const item = { nameEn: "Mojito", nameEs: "Mojito", prices: [{ eur: "5" }] };

function errorsOf(input: unknown) {
  const result = menuItemsSchema.safeParse(input);
  if (result.success) throw new Error("expected errors");
  return menuFieldErrors(result.error, ["items"]);
}

describe("the menu data (content/menu.json)", () => {
  const menu = menuSchema.parse(menuJson);

  it("has the nine cards of the spec, in its order", () => {
    expect(menu.cards.map((c) => c.id)).toEqual([...menuCardIds]);
    expect(menu.cards.map((c) => c.titleEn)).toEqual([
      "Breakfast",
      "Tapas",
      "Cocktails",
      "Main courses",
      "Pasta",
      "Red wines",
      "Rosé wines",
      "White wines",
      "Drinks",
    ]);
  });

  it("has items with names in both languages and prices in cents on every card", () => {
    for (const card of menu.cards) {
      expect(card.titleEs).not.toBe("");
      expect(card.items.length).toBeGreaterThan(2);
      for (const i of card.items) {
        expect(i.nameEn && i.nameEs).toBeTruthy();
        expect(i.prices.length).toBeGreaterThan(0);
        for (const p of i.prices) expect(Number.isInteger(p.cents)).toBe(true);
      }
    }
  });

  it("gives wines a glass and a bottle price", () => {
    const wine = menu.cards.find((c) => c.id === "red-wines")!.items[0]!;
    expect(wine.prices).toMatchObject([
      { labelEn: "Glass", labelEs: "Copa", cents: 500 },
      { labelEn: "Bottle", labelEs: "Botella", cents: 2600 },
    ]);
  });

  it("refuses a menu whose cards are missing or out of order", () => {
    const swapped = { cards: [menuJson.cards[1], menuJson.cards[0], ...menuJson.cards.slice(2)] };
    expect(menuSchema.safeParse(swapped).success).toBe(false);
    expect(menuSchema.safeParse({ cards: menuJson.cards.slice(1) }).success).toBe(false);
  });
});

describe("an item's rules", () => {
  it("stores the price in cents, trims texts and defaults descriptions to empty", () => {
    expect(menuItemSchema.parse({ ...item, nameEn: "  Mojito ", prices: [{ eur: "4,50" }] })).toEqual({
      ...perLangShape("name", ""),
      ...perLangShape("description", ""),
      nameEn: "Mojito",
      nameEs: "Mojito",
      prices: [{ ...perLangShape("label", ""), cents: 450 }],
      diets: [],
      allergens: [],
    });
  });

  it("keeps an editor's item id, given as text", () => {
    expect(menuItemSchema.parse({ ...item, id: "12" }).id).toBe(12);
  });

  it("says clearly, in both languages, that a price is not a number", () => {
    expect(errorsOf([item, { ...item, prices: [{ eur: "cinco" }] }])).toEqual([
      {
        path: "items[1].prices[0].eur",
        code: "priceNotNumber",
        message: {
          en: "The price must be a number, for example 4.50.",
          es: "El precio debe ser un número, por ejemplo 4,50.",
        },
      },
    ]);
  });

  it("says clearly, in both languages, that a price is negative", () => {
    const [error] = errorsOf([{ ...item, prices: [{ eur: -2 }] }]);
    expect(error).toMatchObject({ path: "items[0].prices[0].eur", code: "priceNegative" });
    expect(error?.message).toEqual({
      en: "The price cannot be negative.",
      es: "El precio no puede ser negativo.",
    });
  });

  it("asks for a missing price and a missing name", () => {
    const codes = errorsOf([{ nameEs: "Mojito", prices: [{}] }]).map((e) => [e.path, e.code]);
    expect(codes).toEqual([
      ["items[0].nameEn", "nameRequired"],
      ["items[0].prices[0].eur", "priceRequired"],
    ]);
    expect(errorsOf([{ ...item, prices: [] }]).map((e) => e.code)).toEqual(["pricesRequired"]);
  });

  it("needs a label for each of several prices, in English and Spanish", () => {
    const wine = { ...item, prices: [{ labelEn: "Glass", labelEs: "Copa", eur: 5 }, { labelEn: "Bottle", eur: 26 }] };
    expect(errorsOf([wine]).map((e) => [e.path, e.code])).toEqual([["items[0].prices[1].labelEs", "labelRequired"]]);
  });

  it("needs the name in English and Spanish; the other languages may wait, and are kept when written", () => {
    expect(errorsOf([{ ...item, nameEs: "", nameFr: "Mojito" }]).map((e) => [e.path, e.code])).toEqual([["items[0].nameEs", "nameRequired"]]);
    const parsed = menuItemSchema.parse({ ...item, nameRu: " Мохито ", nameDe: "" });
    expect([parsed.nameRu, parsed.nameDe, parsed.nameFr]).toEqual(["Мохито", "", ""]);
    expect(errorsOf([{ ...item, nameIt: "x".repeat(81) }]).map((e) => [e.path, e.code])).toEqual([["items[0].nameIt", "nameTooLong"]]);
  });

  it("limits lengths with the site's wording of limits", () => {
    const [error] = errorsOf([{ ...item, nameEs: "x".repeat(81) }]);
    expect(error).toMatchObject({ path: "items[0].nameEs", code: "nameTooLong" });
    expect(error?.message.es).toBe("Máx. 80 caracteres");
  });

  it("refuses characters the card images and the PDF cannot print, in every text", () => {
    const [error] = errorsOf([{ ...item, nameEn: "Mojito 🍹" }]);
    expect(error).toMatchObject({ path: "items[0].nameEn", code: "unsupportedCharacter" });
    expect(error?.message.es).toMatch(/emojis/);
    expect(errorsOf([{ ...item, prices: [{ labelEn: "Glass", labelEs: "杯", eur: 1 }, { labelEn: "B", labelEs: "B", eur: 2 }] }]).map((e) => e.path)).toEqual(["items[0].prices[0].labelEs"]);
    expect(menuItemSchema.safeParse({ ...item, descriptionEs: "Côtes · “crianza” — 12½ % … ñandú Œuvre ™ €" }).success).toBe(true);
  });

  it("accepts the Cyrillic letters and the Latin accents the fonts carry, and still refuses control characters and other scripts", () => {
    const accepts = (text: string) => menuItemSchema.safeParse({ ...item, nameEn: text }).success;
    for (const text of ["Борщ со сметаной, 350 г", "Ёжик «Наполеон» №2 — 5,00 €", "Ґалушки, їжа", "Gulyás Győr, Łódź, Brașov, Țuică, Şiş, Ærø, Straße, GROẞ", "İstanbul ışık, Œuvre"]) {
      expect(accepts(text), text).toBe(true);
    }
    for (const text of ["Борщ\u0000", "Tab\u0007bell", "Ѣ старая буква", "Ελληνικά", "שקשוקה", "µg", "≈ 5 €", "Phở", "Mojito 🍹"]) {
      expect(accepts(text), text).toBe(false);
    }
  });

  it("makes each text one line: line breaks and runs of spaces become one space", () => {
    const parsed = menuItemSchema.parse({ ...item, descriptionEn: " Rum,\n\n mint\t and lime " });
    expect(parsed.descriptionEn).toBe("Rum, mint and lime");
  });

  it("answers anything that is not a list of items with an error, never a throw", () => {
    for (const input of [null, "x", 3, {}, [null], [[]], [{ prices: "5" }]]) {
      expect(menuItemsSchema.safeParse(input).success).toBe(false);
    }
  });
});
