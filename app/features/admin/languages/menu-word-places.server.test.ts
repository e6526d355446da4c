import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { db } from "#app/db.server.ts";
import { menuCardTitles, menuItems } from "#db/schema.ts";
import { menuWordPlaces } from "./language-words.server.ts";
import { completenessOf } from "./rules/language-publication.ts";

freshDataDirs({ each: false });

describe("a language's menu words, as the Languages page counts them", () => {
  it("are every card's title, item's name and description and price's label: the seeded Russian menu has them all, and a title taken away is missing", async () => {
    const before = completenessOf(await menuWordPlaces("ru", "en"));
    expect(before.counts.menuItems.total).toBeGreaterThan(100);
    expect(before.missing.filter((place) => place.kind === "menuItems")).toEqual([]);

    const database = await db();
    await database.update(menuCardTitles).set({ title: "" }).where(and(eq(menuCardTitles.cardId, "tapas"), eq(menuCardTitles.lang, "ru")));
    const [wine] = await database.select().from(menuItems).where(eq(menuItems.cardId, "red-wines")).limit(1);
    const prices = JSON.parse(wine!.prices) as { label: Record<string, string>; cents: number }[];
    await database.update(menuItems).set({ prices: JSON.stringify(prices.map((p, i) => (i === 1 ? { ...p, label: { ...p.label, ru: "" } } : p))) }).where(eq(menuItems.id, wine!.id));

    const after = completenessOf(await menuWordPlaces("ru", "en"));
    expect(after.missing.filter((place) => place.kind === "menuItems").map((place) => [place.label, place.path])).toEqual([
      ["Tapas · Card title", "/menu/tapas"],
      [expect.stringMatching(/ · Price 2$/), `/menu/red-wines#item-${wine!.id}-name`],
    ]);
  });
});
