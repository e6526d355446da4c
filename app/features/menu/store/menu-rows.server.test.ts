import { describe, expect, it } from "vitest";
import { itemFromRow, itemRow } from "./menu-rows.server.ts";
import { menuItemSchema } from "../rules/menu.ts";
import type { menuItems } from "#db/schema.ts";

type ItemRow = typeof menuItems.$inferSelect;
const stored = (row: ReturnType<typeof itemRow>, overrides: Partial<ItemRow> = {}): ItemRow =>
  ({ descriptionEn: "", descriptionEs: "", unavailableUntil: null, diets: "[]", allergens: "[]", ...row, id: 7, ...overrides }) as ItemRow;

describe("an item's marks in its row", () => {
  const item = menuItemSchema.parse({ nameEn: "Pesto", nameEs: "Pesto", prices: [{ eur: 9 }], diets: ["vegetarian"], allergens: ["nuts", "milk"] });

  it("are stored as JSON arrays and read back in the list's order", () => {
    const row = itemRow("pasta", item, 0);
    expect([row.diets, row.allergens]).toEqual(['["vegetarian"]', '["milk","nuts"]']);
    expect(itemFromRow(stored(row))).toMatchObject({ id: 7, diets: ["vegetarian"], allergens: ["milk", "nuts"] });
  });

  it("are read leniently: a code no longer on the list or a broken value never fails the menu", () => {
    const row = itemRow("pasta", item, 0);
    expect(itemFromRow(stored(row, { diets: '["vegetarian","keto"]', allergens: "not json" }))).toMatchObject({ diets: ["vegetarian"], allergens: [] });
    expect(itemFromRow(stored(row, { diets: '{"a":1}', allergens: "[3]" }))).toMatchObject({ diets: [], allergens: [] });
  });
});
