import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "#db/client.ts";
import { menuCards, menuCardTitles, menuItems, meta } from "#db/schema.ts";
import { cardTitleRows, itemRow, menuMetaKeys } from "./menu-rows.server.ts";
import { menuSchema } from "../rules/menu.ts";
import menuJson from "#content/menu.json";

/**
 * Seeds content/menu.json on first start only (docs/product.md §14): once seeded, the menu belongs
 * to the owners and later starts never touch it. The file is validated with the
 * menu's schema; a broken file stops the start with zod's explanation.
 * Returns whether it seeded.
 */
export async function seedMenu(db: Db, now = new Date(), source: unknown = menuJson): Promise<boolean> {
  const [seeded] = await db.select().from(meta).where(eq(meta.key, menuMetaKeys.seededAt));
  if (seeded) return false;
  const menu = menuSchema.parse(source);
  const at = now.toISOString();
  const statements: BatchItem<"sqlite">[] = [
    db.insert(menuCards).values(menu.cards.map((card, position) => ({ id: card.id, position }))),
    db.insert(menuCardTitles).values(menu.cards.flatMap((card) => cardTitleRows(card.id, card))),
    ...menu.cards
      .filter((card) => card.items.length > 0)
      .map((card) => db.insert(menuItems).values(card.items.map((item, i) => itemRow(card.id, item, i)))),
    db.insert(meta).values([
      { key: menuMetaKeys.seededAt, value: at },
      { key: menuMetaKeys.updatedAt, value: at },
      { key: menuMetaKeys.updatedBy, value: "seed" },
    ]),
  ];
  // One transaction: a start interrupted half-way seeds again from scratch next time.
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return true;
}
