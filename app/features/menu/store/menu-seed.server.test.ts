import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { db as processDb } from "#app/db.server.ts";
import { menuMetaKeys } from "./menu-rows.server.ts";
import { menuCards, menuItems, menuItemTexts, meta } from "#db/schema.ts";
import { seedMenu } from "./menu-seed.server.ts";
import { menuTranslations } from "./menu-translations.ts";
import { readMenu } from "./menu-read.server.ts";
import { cardTitle, itemName, priceLabel } from "../rules/menu.ts";

// Each test starts from empty tables in its own DATA_DIR; seeding is what it checks.
freshDataDirs({ seed: false });

/** The test's database (seedMenu takes the one it seeds: the start hands it the one it opened, server/seed-site.ts). */
const freshDb = () => processDb();

describe("seeding the menu", () => {
  it("writes the nine cards and their items on first start and records when", async () => {
    const db = await freshDb();
    const at = new Date("2026-11-12T15:00:00Z");
    expect(await seedMenu(db, at)).toBe(true);
    const cards = await db.select().from(menuCards);
    expect(cards.map((c) => c.id)).toEqual([
      "breakfast",
      "tapas",
      "cocktails",
      "mains",
      "pasta",
      "red-wines",
      "rose-wines",
      "white-wines",
      "drinks",
    ]);
    expect((await db.select().from(menuItems)).length).toBeGreaterThan(40);
    const [updated] = await db.select().from(meta).where(eq(meta.key, menuMetaKeys.updatedAt));
    expect(updated?.value).toBe(at.toISOString());
    db.$client.close();
  });

  it("never seeds again: a second start keeps the owners' edits, even an emptied card", async () => {
    const db = await freshDb();
    await seedMenu(db);
    const tapas = db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.cardId, "tapas"));
    await db.update(menuItemTexts).set({ name: "Edited" }).where(and(eq(menuItemTexts.lang, "en"), inArray(menuItemTexts.itemId, tapas)));
    await db.delete(menuItems).where(eq(menuItems.cardId, "pasta"));
    const before = await db.select().from(menuItems);
    const wordsBefore = await db.select().from(menuItemTexts);

    expect(await seedMenu(db)).toBe(false);
    expect(await db.select().from(menuItems)).toEqual(before);
    expect(await db.select().from(menuItemTexts)).toEqual(wordsBefore);
    db.$client.close();
  });

  it("writes every language's words from content/menu.<lang>.json, prices' labels included", async () => {
    const db = await freshDb();
    await seedMenu(db);
    const { cards } = await readMenu();
    const tapas = cards.find((c) => c.id === "tapas")!;
    expect([cardTitle(tapas, "fr"), cardTitle(tapas, "ru")]).toEqual(["Tapas", "Тапас"]);
    expect(itemName(tapas.items[0]!, "de")).toBe("Hausgemachte Schinkenkroketten");
    // No item is left without a name in any language.
    expect(cards.flatMap((c) => c.items).filter((i) => ["fr", "de", "it", "ru"].some((l) => !itemName(i, l as "fr")))).toEqual([]);
    const wine = cards.find((c) => c.id === "red-wines")!.items[0]!;
    expect(wine.prices.map((p) => [priceLabel(p, "en"), priceLabel(p, "de"), priceLabel(p, "it"), priceLabel(p, "fr"), priceLabel(p, "ru")])).toEqual([
      ["Glass", "Glas", "Calice", "Verre", "Бокал"],
      ["Bottle", "Flasche", "Bottiglia", "Bouteille", "Бутылка"],
    ]);
    db.$client.close();
  });

  it("refuses a translation whose cards do not follow content/menu.json, and writes nothing", async () => {
    const db = await freshDb();
    const fr = structuredClone(menuTranslations.fr) as { cards: { items: unknown[] }[] };
    fr.cards[1]!.items.pop();
    await expect(seedMenu(db, new Date(), undefined, { ...menuTranslations, fr })).rejects.toThrow(/content\/menu\.fr\.json: card 2 must be "tapas"/);
    expect(await db.select().from(menuCards)).toEqual([]);
    db.$client.close();
  });

  it("refuses a broken menu file and writes nothing", async () => {
    const db = await freshDb();
    await expect(seedMenu(db, new Date(), { cards: [] })).rejects.toThrow();
    expect(await db.select().from(menuCards)).toEqual([]);
    expect(await db.select().from(meta)).toEqual([]);
    db.$client.close();
  });
});
