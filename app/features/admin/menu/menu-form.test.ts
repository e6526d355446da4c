import { describe, expect, it } from "vitest";
import { menuItemSchema } from "#app/features/menu/rules/menu.ts";
import { perLangShape } from "#app/features/menu/rules/per-lang-shape.ts";
import { itemFormValue, itemInput, menuIssueTexts, priceInput } from "./menu-form.ts";

describe("the menu editor's forms", () => {
  it("turns the schema's codes into messages in the area's language", () => {
    const result = menuItemSchema.safeParse({ nameEn: "Mojito", nameEs: "Mojito", prices: [{ eur: "-2" }] });
    expect(result.success).toBe(false);
    const issues = result.success ? [] : result.error.issues;
    expect(menuIssueTexts("en")(issues)).toEqual(["The price cannot be negative."]);
    expect(menuIssueTexts("es")(issues)).toEqual(["El precio no puede ser negativo."]);
    expect(menuIssueTexts("en")([{ message: "something else" }])).toEqual(["This value is not valid."]);
  });

  it("shows prices the way each language writes them, and takes them back", () => {
    expect(priceInput(450, "en")).toBe("4.50");
    expect(priceInput(450, "es")).toBe("4,50");
    const labels = { ...perLangShape("label", ""), labelEn: "Glass", labelEs: "Copa", labelFr: "Verre" };
    const item = {
      id: 3,
      ...perLangShape("name", ""),
      ...perLangShape("description", ""),
      nameEn: "Wine",
      nameEs: "Vino",
      nameFr: "Vin",
      prices: [{ ...labels, cents: 350 }],
      diets: ["vegan" as const],
      allergens: ["sulphites" as const],
    };
    // Every language's words start in the form, the ones the owners may still lack too.
    expect(itemFormValue(item, "es")).toMatchObject({ nameFr: "Vin", nameRu: "", prices: [{ ...labels, eur: "3,50" }] });
    const back = menuItemSchema.safeParse(itemInput(item));
    expect(back.success && back.data.prices).toEqual(item.prices);
    // The marks go back with the item (the undo of a removal keeps them).
    expect(back.success && [back.data.diets, back.data.allergens]).toEqual([["vegan"], ["sulphites"]]);
  });
});
