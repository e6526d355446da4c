import { describe, expect, it } from "vitest";
import { menuItemSchema, printableMenuText } from "./menu.ts";
import { menuMessages } from "./menu-messages.ts";
import {
  allergenCodes,
  allergenMarks,
  containsLine,
  dietCodes,
  dietMarks,
  legendLine,
  marksLegend,
  matchesFilter,
  noFilter,
  parseMenuFilter,
  schemaOrgDiets,
} from "./dietary-marks.ts";
import { localizeMenu } from "../localized-menu.ts";
import { menuJsonLd } from "../structured-data/menu-structured-data.ts";
import { menuMarksData } from "../marks/menu-marks-data.ts";
import type { MenuCard } from "./menu.ts";
import { perLangShape } from "./per-lang-shape.ts";

const base = { nameEn: "Salad", nameEs: "Ensalada", prices: [{ eur: "4" }] };
const issues = (value: unknown) => {
  const result = menuItemSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("an item's dietary and allergen marks", () => {
  it("has the four diets and the 14 allergens of the EU list, each with a printable symbol and word in both languages", () => {
    expect(dietCodes).toEqual(["vegetarian", "vegan", "gluten-free", "spicy"]);
    expect(allergenCodes).toHaveLength(14);
    for (const mark of [...Object.values(dietMarks), ...Object.values(allergenMarks)]) {
      for (const text of [mark.symbol.en, mark.symbol.es, mark.word.en, mark.word.es]) {
        expect(text).toMatch(printableMenuText);
        expect(text.length).toBeGreaterThan(0);
      }
      expect(mark.symbol.en.length).toBeLessThanOrEqual(2);
    }
    // Every symbol means one mark per language, so the legend is unambiguous.
    for (const lang of ["en", "es"] as const) {
      const symbols = [...Object.values(dietMarks), ...Object.values(allergenMarks)].map((m) => m.symbol[lang]);
      expect(new Set(symbols).size).toBe(symbols.length);
    }
  });

  it("are optional, taken as one ticked box or several, each once and in the list's order", () => {
    expect(menuItemSchema.parse(base)).toMatchObject({ diets: [], allergens: [] });
    expect(menuItemSchema.parse({ ...base, diets: "vegan", allergens: "nuts" })).toMatchObject({ diets: ["vegan"], allergens: ["nuts"] });
    expect(menuItemSchema.parse({ ...base, diets: ["spicy", "vegetarian", "spicy"], allergens: ["nuts", "gluten"] })).toMatchObject({
      diets: ["vegetarian", "spicy"],
      allergens: ["gluten", "nuts"],
    });
  });

  it("refuses an unknown mark and contradicting marks, with a message in both languages", () => {
    expect(issues({ ...base, diets: ["halal"] })).toEqual([["diets.0", "unknownDiet"]]);
    expect(issues({ ...base, allergens: ["nuts", "kiwi"] })).toEqual([["allergens.1", "unknownAllergen"]]);
    expect(issues({ ...base, diets: ["vegan"], allergens: ["milk"] })).toEqual([["diets", "marksContradict"]]);
    expect(issues({ ...base, diets: ["vegetarian"], allergens: ["fish"] })).toEqual([["diets", "marksContradict"]]);
    expect(issues({ ...base, diets: ["gluten-free"], allergens: ["gluten"] })).toEqual([["diets", "marksContradict"]]);
    expect(issues({ ...base, diets: ["vegetarian"], allergens: ["milk", "eggs"] })).toEqual([]);
    expect(menuMessages.en.unknownAllergen).toBe("This allergen is not on the EU list of 14.");
    expect(menuMessages.es.unknownAllergen).toBe("Este alérgeno no está en la lista de 14 de la UE.");
  });

  it("map to schema.org's RestrictedDiet values (spicy has none) and say what an item contains", () => {
    expect(schemaOrgDiets(["spicy", "gluten-free", "vegan", "vegetarian"])).toEqual([
      "https://schema.org/VegetarianDiet",
      "https://schema.org/VeganDiet",
      "https://schema.org/GlutenFreeDiet",
    ]);
    expect(containsLine(["nuts", "milk"], "en")).toBe("Contains: milk, nuts");
    expect(containsLine(["nuts", "milk"], "es")).toBe("Contiene: leche, frutos de cáscara");
    expect(containsLine([], "en")).toBe("");
  });

  it("give one legend: every mark used, once, diets first, allergens by their EU number", () => {
    const items = [
      { diets: ["vegetarian" as const], allergens: ["nuts" as const, "milk" as const] },
      { diets: ["vegetarian" as const, "spicy" as const], allergens: ["milk" as const] },
      { diets: [], allergens: [] },
    ];
    expect(legendLine(marksLegend(items, "en"))).toBe("V vegetarian · S spicy · 7 milk · 8 nuts");
    expect(legendLine(marksLegend(items, "es"))).toBe("V vegetariano · P picante · 7 leche · 8 frutos de cáscara");
    expect(marksLegend([{ diets: [], allergens: [] }], "en")).toEqual([]);
  });
});

describe("the menu's JSON-LD with marks", () => {
  const noLabel = perLangShape("label", "");
  const noWords = { ...perLangShape("name", ""), ...perLangShape("description", "") };
  const card: MenuCard = {
    id: "tapas",
    ...perLangShape("title", ""),
    titleEn: "Tapas",
    titleEs: "Tapas",
    items: [
      { id: 1, ...noWords, nameEn: "Salad", nameEs: "Ensalada", descriptionEn: "With walnuts", descriptionEs: "Con nueces", prices: [{ ...noLabel, cents: 400 }], diets: ["vegetarian", "spicy"], allergens: ["milk", "nuts"] },
      { id: 2, ...noWords, nameEn: "Olives", nameEs: "Aceitunas", descriptionEn: "", descriptionEs: "", prices: [{ ...noLabel, cents: 300 }], diets: ["vegan"], allergens: [] },
      { id: 3, ...noWords, nameEn: "Bread", nameEs: "Pan", descriptionEn: "", descriptionEs: "", prices: [{ ...noLabel, cents: 100 }], diets: [], allergens: ["gluten"] },
    ],
  };
  const items = (lang: "en" | "es") => menuJsonLd({ cards: localizeMenu([card], lang), marks: menuMarksData([card], noFilter, "", lang), lang, pageUrl: "https://x.test/menu", name: "Menu" }).hasMenuSection[0]!.hasMenuItem;

  it("carries suitableForDiet with schema.org's values and the allergens in the description, per language", () => {
    const [salad, olives, bread] = items("en");
    expect(salad).toMatchObject({ suitableForDiet: ["https://schema.org/VegetarianDiet"], description: "With walnuts. Contains: milk, nuts" });
    expect(olives).toMatchObject({ suitableForDiet: ["https://schema.org/VeganDiet"] });
    expect(olives).not.toHaveProperty("description");
    expect(bread).toMatchObject({ description: "Contains: gluten" });
    expect(bread).not.toHaveProperty("suitableForDiet");
    expect(items("es")[0]).toMatchObject({ description: "Con nueces. Contiene: leche, frutos de cáscara" });
  });
});

describe("the visitor's filter", () => {
  it("keeps known values only, each once, and says when it dropped something", () => {
    expect(parseMenuFilter(new URLSearchParams("diet=vegan&without=nuts&without=gluten&diet=vegan"))).toEqual({
      diets: ["vegan"],
      without: ["gluten", "nuts"],
      ignored: false,
    });
    expect(parseMenuFilter(new URLSearchParams("diet=carnivore&without=%00&x=1&diet=spicy"))).toEqual({ diets: [], without: [], ignored: true });
  });

  it("takes the prices' currency for what it is, not an unknown filter", () => {
    expect(parseMenuFilter(new URLSearchParams("currency=usd"))).toEqual({ diets: [], without: [], ignored: false });
    expect(parseMenuFilter(new URLSearchParams("diet=vegan&currency=cup"))).toEqual({ diets: ["vegan"], without: [], ignored: false });
  });

  it("counts a vegan dish as vegetarian, and leaves out any dish with an allergen asked to avoid", () => {
    const vegan = { diets: ["vegan" as const], allergens: ["nuts" as const] };
    expect(matchesFilter(vegan, { diets: ["vegetarian"], without: [], ignored: false })).toBe(true);
    expect(matchesFilter(vegan, { diets: ["vegetarian"], without: ["nuts"], ignored: false })).toBe(false);
    expect(matchesFilter({ diets: ["vegetarian"], allergens: [] }, { diets: ["vegan"], without: [], ignored: false })).toBe(false);
  });
});
