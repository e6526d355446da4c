// The menu in SQLite: reading it for the public page, and the writes behind the owners'
// editor (docs/product.md §14.5). Writes validate with the menu's schema and answer errors as values.
import { asc, eq, inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { z } from "zod";
import { cardsFromRows, itemRow, menuMetaKeys } from "./menu-rows.server";
import { menuCards, menuItems, meta } from "../../../db/schema";
import {
  isMenuCardId,
  menuCardTitlesSchema,
  menuFieldError,
  menuFieldErrors,
  menuItemSchema,
  menuItemsSchema,
  type MenuCard,
  type MenuCardId,
  type MenuFieldError,
  type MenuItemDraft,
} from "./rules/menu";
import { menuLimits } from "./rules/menu-limits";
import { db } from "../../db.server";
import { WorkQueue } from "../../lib/work-queue";

export type StoredMenu = {
  cards: MenuCard[];
  /** The last change of the menu (seed or an owner's save). */
  updatedAt: Date;
  updatedBy: string | null;
};

/** The whole menu, read fresh: an owner's save shows at the next view. */
export async function readMenu(): Promise<StoredMenu> {
  const database = await db();
  const [cards, items, facts] = await Promise.all([
    database.select().from(menuCards).orderBy(asc(menuCards.position)),
    database.select().from(menuItems).orderBy(asc(menuItems.cardId), asc(menuItems.position)),
    database
      .select()
      .from(meta)
      .where(inArray(meta.key, [menuMetaKeys.updatedAt, menuMetaKeys.updatedBy])),
  ]);
  const fact = (key: string) => facts.find((f) => f.key === key)?.value;
  const updatedAt = new Date(fact(menuMetaKeys.updatedAt) ?? 0);
  return { cards: cardsFromRows(cards, items), updatedAt, updatedBy: fact(menuMetaKeys.updatedBy) ?? null };
}

export type MenuWrite = { ok: true } | { ok: false; errors: MenuFieldError[] };

// Saves are serialised in the process: an editor's read-modify-write (move, remove)
// never interleaves with another save.
const saves = new WorkQueue({ concurrency: 1 });
function serialised<T>(task: () => Promise<T>): Promise<T> {
  return saves.run(task);
}

function invalid(errors: MenuFieldError[]): MenuWrite {
  return { ok: false, errors };
}

function changeFacts(by: string, now: Date) {
  return [
    { key: menuMetaKeys.updatedAt, value: now.toISOString() },
    { key: menuMetaKeys.updatedBy, value: by },
  ];
}

async function cardItems(cardId: MenuCardId): Promise<MenuItemDraft[]> {
  const menu = await readMenu();
  return menu.cards.find((c) => c.id === cardId)?.items ?? [];
}

/**
 * Replaces a card's items, in the given order, in one transaction, and records the
 * time of the change. Submitted ids that belong to this card are kept; any other id
 * (another card's, a deleted item's, a repeat) becomes a new item.
 */
async function writeCardItems(cardId: MenuCardId, items: MenuItemDraft[], by: string, now: Date): Promise<void> {
  const database = await db();
  const own = new Set(
    (await database.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.cardId, cardId))).map((r) => r.id),
  );
  const kept = new Set<number>();
  const rows = items.map((item, position) => {
    const keep = item.id !== undefined && own.has(item.id) && !kept.has(item.id);
    if (keep) kept.add(item.id!);
    return itemRow(cardId, keep ? item : { ...item, id: undefined }, position);
  });
  const statements: BatchItem<"sqlite">[] = [
    database.delete(menuItems).where(eq(menuItems.cardId, cardId)),
    ...(rows.length > 0 ? [database.insert(menuItems).values(rows)] : []),
    ...changeFacts(by, now).map((fact) =>
      database.insert(meta).values(fact).onConflictDoUpdate({ target: meta.key, set: { value: fact.value } }),
    ),
  ];
  await database.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}

function parseCardId(cardId: unknown): MenuCardId | undefined {
  return isMenuCardId(cardId) ? cardId : undefined;
}

function parseItemId(itemId: unknown): number | undefined {
  const id = typeof itemId === "string" && /^\d+$/.test(itemId) ? Number(itemId) : itemId;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

async function locateItem(itemId: number): Promise<{ cardId: MenuCardId; items: MenuItemDraft[]; index: number } | undefined> {
  const menu = await readMenu();
  for (const card of menu.cards) {
    const index = card.items.findIndex((i) => i.id === itemId);
    if (index >= 0) return { cardId: card.id, items: card.items, index };
  }
  return undefined;
}

function parsed<T>(result: z.ZodSafeParseResult<T>, prefix: PropertyKey[]): { ok: true; data: T } | MenuWrite {
  return result.success ? { ok: true, data: result.data } : invalid(menuFieldErrors(result.error, prefix));
}

/** Replaces all the items of a card (the editor's "save card": add, edit, reorder and remove at once). */
export function writeMenuCard(cardId: unknown, items: unknown, by: string, now = new Date()): Promise<MenuWrite> {
  return serialised(async () => {
    const card = parseCardId(cardId);
    if (!card) return invalid([menuFieldError("cardId", "unknownCard")]);
    const result = parsed(menuItemsSchema.safeParse(items), ["items"]);
    if (!("data" in result)) return result;
    await writeCardItems(card, result.data, by, now);
    return { ok: true };
  });
}

/** Changes a card's titles in both languages. */
export function writeMenuCardTitles(cardId: unknown, titles: unknown, by: string, now = new Date()): Promise<MenuWrite> {
  return serialised(async () => {
    const card = parseCardId(cardId);
    if (!card) return invalid([menuFieldError("cardId", "unknownCard")]);
    const result = parsed(menuCardTitlesSchema.safeParse(titles), []);
    if (!("data" in result)) return result;
    const database = await db();
    await database.batch([
      database.update(menuCards).set(result.data).where(eq(menuCards.id, card)),
      ...changeFacts(by, now).map((fact) =>
        database.insert(meta).values(fact).onConflictDoUpdate({ target: meta.key, set: { value: fact.value } }),
      ),
    ]);
    return { ok: true };
  });
}

/** Adds an item to a card, at the end or at `position` (0 = first). */
export function writeNewMenuItem(
  cardId: unknown,
  item: unknown,
  by: string,
  position?: number,
  now = new Date(),
): Promise<MenuWrite> {
  return serialised(async () => {
    const card = parseCardId(cardId);
    if (!card) return invalid([menuFieldError("cardId", "unknownCard")]);
    const result = parsed(menuItemSchema.safeParse(item), ["item"]);
    if (!("data" in result)) return result;
    const items = await cardItems(card);
    if (items.length >= menuLimits.itemsPerCardMax) return invalid([menuFieldError("items", "tooManyItems")]);
    const wanted = Number.isFinite(position) ? Math.trunc(position!) : items.length;
    items.splice(Math.max(0, Math.min(wanted, items.length)), 0, { ...result.data, id: undefined });
    await writeCardItems(card, items, by, now);
    return { ok: true };
  });
}

/** Replaces one item's names, descriptions and prices, keeping its place. */
export function writeMenuItem(itemId: unknown, item: unknown, by: string, now = new Date()): Promise<MenuWrite> {
  return serialised(async () => {
    const id = parseItemId(itemId);
    const found = id === undefined ? undefined : await locateItem(id);
    if (!found) return invalid([menuFieldError("itemId", "unknownItem")]);
    const result = parsed(menuItemSchema.safeParse(item), ["item"]);
    if (!("data" in result)) return result;
    found.items[found.index] = { ...result.data, id };
    await writeCardItems(found.cardId, found.items, by, now);
    return { ok: true };
  });
}

/** Moves an item to another place in its card (0 = first; beyond the end = last). */
export function writeMenuItemPosition(itemId: unknown, position: number, by: string, now = new Date()): Promise<MenuWrite> {
  return serialised(async () => {
    const id = parseItemId(itemId);
    const found = id === undefined ? undefined : await locateItem(id);
    if (!found) return invalid([menuFieldError("itemId", "unknownItem")]);
    const [moved] = found.items.splice(found.index, 1);
    const at = Math.max(0, Math.min(Number.isFinite(position) ? Math.trunc(position) : 0, found.items.length));
    found.items.splice(at, 0, moved!);
    await writeCardItems(found.cardId, found.items, by, now);
    return { ok: true };
  });
}

/** Removes an item. */
export function deleteMenuItem(itemId: unknown, by: string, now = new Date()): Promise<MenuWrite> {
  return serialised(async () => {
    const id = parseItemId(itemId);
    const found = id === undefined ? undefined : await locateItem(id);
    if (!found) return invalid([menuFieldError("itemId", "unknownItem")]);
    found.items.splice(found.index, 1);
    await writeCardItems(found.cardId, found.items, by, now);
    return { ok: true };
  });
}
