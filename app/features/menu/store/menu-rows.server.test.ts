import { describe, expect, it } from "vitest";
import { itemFromRow, itemRow, itemTextRows } from "./menu-rows.server.ts";
import { menuItemSchema } from "../rules/menu.ts";
import type { menuItems } from "#db/schema.ts";

type ItemRow = typeof menuItems.$inferSelect;
const stored = (row: ReturnType<typeof itemRow>, overrides: Partial<ItemRow> = {}): ItemRow =>
  ({ unavailableUntil: null, diets: "[]", allergens: "[]", ...row, id: 7, ...overrides }) as ItemRow;

describe("an item's marks in its row", () => {
  const item = menuItemSchema.parse({ nameEn: "Pesto", nameEs: "Pesto", prices: [{ eur: 9 }], diets: ["vegetarian"], allergens: ["nuts", "milk"] });

  it("are stored as JSON arrays and read back in the list's order", () => {
    const row = itemRow("pasta", item, 0);
    expect([row.diets, row.allergens]).toEqual(['["vegetarian"]', '["milk","nuts"]']);
    expect(itemFromRow(stored(row), [])).toMatchObject({ id: 7, diets: ["vegetarian"], allergens: ["milk", "nuts"] });
  });

  it("are read leniently: a code no longer on the list or a broken value never fails the menu", () => {
    const row = itemRow("pasta", item, 0);
    expect(itemFromRow(stored(row, { diets: '["vegetarian","keto"]', allergens: "not json" }), [])).toMatchObject({ diets: ["vegetarian"], allergens: [] });
    expect(itemFromRow(stored(row, { diets: '{"a":1}', allergens: "[3]" }), [])).toMatchObject({ diets: [], allergens: [] });
  });
});

describe("an item's words in its rows", () => {
  const item = menuItemSchema.parse({
    nameEn: "Rioja",
    nameEs: "Rioja",
    descriptionEn: "Tempranillo",
    descriptionEs: "Tempranillo joven",
    prices: [
      { labelEn: "glass", labelEs: "copa", eur: 4.5 },
      { labelEn: "bottle", labelEs: "botella", eur: 22 },
    ],
  });

  it("are a row per language for the name and description, and a label keyed by language beside each amount", () => {
    const row = itemRow("red-wines", item, 0);
    expect(JSON.parse(row.prices)).toMatchObject([
      { label: { en: "glass", es: "copa", fr: "" }, cents: 450 },
      { label: { en: "bottle", es: "botella", ru: "" }, cents: 2200 },
    ]);
    const texts = itemTextRows(7, item);
    expect(texts.slice(0, 2)).toEqual([
      { itemId: 7, lang: "en", name: "Rioja", description: "Tempranillo" },
      { itemId: 7, lang: "es", name: "Rioja", description: "Tempranillo joven" },
    ]);
    expect(itemFromRow(stored(row), texts)).toEqual({ ...item, id: 7 });
  });

  it("read a language with no words yet as empty, never a failed menu", () => {
    const row = itemRow("red-wines", item, 0);
    const onlyEnglish = { ...row, prices: '[{"label":{"en":"glass"},"cents":450}]' };
    expect(itemFromRow(stored(onlyEnglish), itemTextRows(7, item).slice(0, 1))).toMatchObject({
      nameEs: "",
      descriptionEs: "",
      prices: [{ labelEn: "glass", labelEs: "", cents: 450 }],
    });
  });
});
