import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { menuCards, menuCardTitles, meta } from "#db/schema.ts";
import { cardTitleRows, insertItems, itemRow, MENU_SEED_AUTHOR, menuMetaKeys } from "./menu-rows.server.ts";
import { menuSchema } from "../rules/menu.ts";
import { menuTranslations, withTranslations, type TranslatedLang } from "./menu-translations.ts";
import menuJson from "#content/menu.json";

/**
 * Seeds content/menu.json on first start only (docs/product.md §14), with every other language's
 * words from content/menu.<lang>.json: once seeded, the menu belongs to the owners and later starts
 * never touch it. The files are validated with the menu's schema; a broken file stops the start
 * with zod's explanation. Returns whether it seeded.
 */
export async function seedMenu(
  db: Db,
  now = new Date(),
  source: unknown = menuJson,
  translations: Record<TranslatedLang, unknown> = menuTranslations,
): Promise<boolean> {
  const [seeded] = await db.select().from(meta).where(eq(meta.key, menuMetaKeys.seededAt));
  if (seeded) return false;
  const menu = menuSchema.parse(withTranslations(source, translations));
  const at = now.toISOString();
  // One transaction: a start interrupted half-way seeds again from scratch next time.
  await db.transaction(
    async (tx) => {
      await tx.insert(menuCards).values(menu.cards.map((card, position) => ({ id: card.id, position })));
      await tx.insert(menuCardTitles).values(menu.cards.flatMap((card) => cardTitleRows(card.id, card)));
      for (const card of menu.cards) await insertItems(tx, card.items.map((item, i) => itemRow(card.id, item, i)), card.items);
      await tx.insert(meta).values([
        { key: menuMetaKeys.seededAt, value: at },
        { key: menuMetaKeys.updatedAt, value: at },
        { key: menuMetaKeys.updatedBy, value: MENU_SEED_AUTHOR },
      ]);
    },
    { behavior: "immediate" },
  );
  return true;
}
