import { describe, expect, it } from "vitest";
import { menuFieldError, menuItemSchema } from "../../menu/rules/menu";
import { itemFields, itemFormValue, itemInput, menuIssueTexts, priceInput, replyErrors, titleFields } from "./menu-form";

describe("the menu editor's forms", () => {
  it("turns the schema's codes into messages in the area's language", () => {
    const result = menuItemSchema.safeParse({ nameEn: "Mojito", nameEs: "Mojito", prices: [{ eur: "-2" }] });
    expect(result.success).toBe(false);
    const issues = result.success ? [] : result.error.issues;
    expect(menuIssueTexts("en")(issues)).toEqual(["The price cannot be negative."]);
    expect(menuIssueTexts("es")(issues)).toEqual(["El precio no puede ser negativo."]);
    expect(menuIssueTexts("en")([{ message: "something else" }])).toEqual(["This value is not valid."]);
  });

  it("puts the editor's errors beside their fields, and the rest on the form", () => {
    const errors = [
      menuFieldError("item.prices[1].eur", "priceNotNumber"),
      menuFieldError("item.nameEs", "nameRequired"),
      menuFieldError("itemId", "unknownItem"),
    ];
    expect(replyErrors(errors, "es", "item.", itemFields)).toEqual({
      fieldErrors: { "prices[1].eur": ["El precio debe ser un número, por ejemplo 4,50."], nameEs: ["Escriba el nombre."] },
      formErrors: ["Este plato ya no existe; recargue la página."],
    });
    expect(replyErrors([menuFieldError("titleEn", "titleRequired"), menuFieldError("cardId", "unknownCard")], "en", "", titleFields)).toEqual({
      fieldErrors: { titleEn: ["Enter the card's title."] },
      formErrors: ["This menu card does not exist."],
    });
  });

  it("shows prices the way each language writes them, and takes them back", () => {
    expect(priceInput(450, "en")).toBe("4.50");
    expect(priceInput(450, "es")).toBe("4,50");
    const item = { id: 3, nameEn: "Wine", nameEs: "Vino", descriptionEn: "", descriptionEs: "", prices: [{ labelEn: "Glass", labelEs: "Copa", cents: 350 }] };
    expect(itemFormValue(item, "es").prices).toEqual([{ labelEn: "Glass", labelEs: "Copa", eur: "3,50" }]);
    const back = menuItemSchema.safeParse(itemInput(item));
    expect(back.success && back.data.prices).toEqual(item.prices);
  });
});
