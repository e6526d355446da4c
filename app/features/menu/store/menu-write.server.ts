// The writes behind the owners' menu editor (docs/product.md §14.5). They take values the
// editor's action already parsed with the menu's schema (app/features/menu/rules/menu.ts);
// what they can still refuse is what only the database knows (an item deleted meanwhile, a
// full card), answered as a value. A save that succeeds ends in publish(): when it returns,
// the new card images and PDFs are made and the kept pages are stale.
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { cardTitleRows, insertItems, itemRow, menuMetaKeys } from "./menu-rows.server.ts";
import { menuCardTitles, menuItems, meta } from "#db/schema.ts";
import {
  menuFieldError,
  type menuCardTitlesSchema,
  type MenuCardId,
  type MenuFieldError,
  type MenuItemDraft,
} from "../rules/menu.ts";
import { menuLimits } from "../rules/menu-limits.ts";
import { db } from "#app/db.server.ts";
import { logger } from "#app/logger.server.ts";
import { WorkQueue } from "#app/lib/work-queue.ts";
import { publish } from "#app/shell/content/content-version.server.ts";
import { currentMenuFiles } from "../drawing/menu-edition.server.ts";
import type { MenuManifest } from "../drawing/menu-drawing.server.ts";
import { readMenu, type StoredMenu } from "./menu-read.server.ts";

export type MenuCardTitles = z.output<typeof menuCardTitlesSchema>;

export type MenuSave =
  | {
      ok: true;
      /** The menu as saved (both languages, prices in cents). */
      menu: StoredMenu;
      /** The regenerated files; null only if rendering failed (logged; the next public view tries again). */
      files: MenuManifest | null;
    }
  | { ok: false; errors: MenuFieldError[] };

type Refusal = Extract<MenuSave, { ok: false }>;

// Saves are serialised in the process: an editor's read-modify-write (move, remove)
// never interleaves with another save.
const saves = new WorkQueue({ concurrency: 1 });

/** Runs a write of the menu's rows in line with the editor's saves (the "not today" switch), without publishing. */
export function inLineWithSaves<T>(write: () => Promise<T>): Promise<T> {
  return saves.run(write);
}

/** Runs one write in line; unless it refused, publishes the new menu (pages stale, files drawn again). */
async function saved(write: () => Promise<Refusal | undefined>): Promise<MenuSave> {
  const refusal = await saves.run(write);
  if (refusal) return refusal;
  const drawn = await publish(() =>
    currentMenuFiles().catch((error: unknown) => {
      logger.error({ err: error }, "menu saved, but its images or PDF could not be made");
      return null;
    }),
  );
  return drawn ? { ok: true, menu: drawn.menu, files: drawn.files } : { ok: true, menu: await readMenu(), files: null };
}

function refused(path: string, code: "unknownItem" | "tooManyItems"): Refusal {
  return { ok: false, errors: [menuFieldError(path, code)] };
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
async function writeCardItems(cardId: MenuCardId, items: MenuItemDraft[], by: string, now: Date): Promise<undefined> {
  const database = await db();
  await database.transaction(
    async (tx) => {
      // The rows are written again: an item's "not today" mark (../today/not-today-store.server.ts) goes with its id.
      const own = new Map(
        (await tx.select({ id: menuItems.id, unavailableUntil: menuItems.unavailableUntil }).from(menuItems).where(eq(menuItems.cardId, cardId))).map(
          (r) => [r.id, r.unavailableUntil] as const,
        ),
      );
      const kept = new Set<number>();
      const written = items.map((item) => {
        const keep = item.id !== undefined && own.has(item.id) && !kept.has(item.id);
        if (keep) kept.add(item.id!);
        return keep ? item : { ...item, id: undefined };
      });
      const rows = written.map((item, position) => ({ ...itemRow(cardId, item, position), unavailableUntil: item.id === undefined ? null : (own.get(item.id) ?? null) }));
      // Deleting an item's row deletes its words' rows (menu_item_texts); insertItems writes them again.
      await tx.delete(menuItems).where(eq(menuItems.cardId, cardId));
      await insertItems(tx, rows, written);
      for (const fact of changeFacts(by, now)) await tx.insert(meta).values(fact).onConflictDoUpdate({ target: meta.key, set: { value: fact.value } });
    },
    { behavior: "immediate" },
  );
  return undefined;
}

async function locateItem(itemId: number): Promise<{ cardId: MenuCardId; items: MenuItemDraft[]; index: number } | undefined> {
  const menu = await readMenu();
  for (const card of menu.cards) {
    const index = card.items.findIndex((i) => i.id === itemId);
    if (index >= 0) return { cardId: card.id, items: card.items, index };
  }
  return undefined;
}

/** Replaces all the items of a card (add, edit, reorder and remove at once). Items keep their id when it is sent back. */
export function saveMenuCard(cardId: MenuCardId, items: MenuItemDraft[], by: string, now = new Date()): Promise<MenuSave> {
  return saved(() => writeCardItems(cardId, items, by, now));
}

/** Changes a card's titles in both languages. */
export function renameMenuCard(cardId: MenuCardId, titles: MenuCardTitles, by: string, now = new Date()): Promise<MenuSave> {
  return saved(async () => {
    const database = await db();
    const [first, ...others] = cardTitleRows(cardId, titles).map((row) =>
      database
        .update(menuCardTitles)
        .set({ title: row.title })
        .where(and(eq(menuCardTitles.cardId, row.cardId), eq(menuCardTitles.lang, row.lang))),
    );
    await database.batch([
      first!,
      ...others,
      ...changeFacts(by, now).map((fact) =>
        database.insert(meta).values(fact).onConflictDoUpdate({ target: meta.key, set: { value: fact.value } }),
      ),
    ]);
    return undefined;
  });
}

/** Adds an item to a card, at the end or at `position` (0 = first). */
export function addMenuItem(cardId: MenuCardId, item: MenuItemDraft, by: string, position?: number, now = new Date()): Promise<MenuSave> {
  return saved(async () => {
    const items = await cardItems(cardId);
    if (items.length >= menuLimits.itemsPerCardMax) return refused("items", "tooManyItems");
    const wanted = Number.isFinite(position) ? Math.trunc(position!) : items.length;
    items.splice(Math.max(0, Math.min(wanted, items.length)), 0, { ...item, id: undefined });
    return writeCardItems(cardId, items, by, now);
  });
}

/** Replaces one item's names, descriptions and prices, keeping its place. */
export function updateMenuItem(itemId: number, item: MenuItemDraft, by: string, now = new Date()): Promise<MenuSave> {
  return saved(async () => {
    const found = await locateItem(itemId);
    if (!found) return refused("itemId", "unknownItem");
    found.items[found.index] = { ...item, id: itemId };
    return writeCardItems(found.cardId, found.items, by, now);
  });
}

/** Moves an item to another place in its card (0 = first; beyond the end = last). */
export function moveMenuItem(itemId: number, position: number, by: string, now = new Date()): Promise<MenuSave> {
  return saved(async () => {
    const found = await locateItem(itemId);
    if (!found) return refused("itemId", "unknownItem");
    const [moved] = found.items.splice(found.index, 1);
    const at = Math.max(0, Math.min(Number.isFinite(position) ? Math.trunc(position) : 0, found.items.length));
    found.items.splice(at, 0, moved!);
    return writeCardItems(found.cardId, found.items, by, now);
  });
}

/** Removes an item. */
export function removeMenuItem(itemId: number, by: string, now = new Date()): Promise<MenuSave> {
  return saved(async () => {
    const found = await locateItem(itemId);
    if (!found) return refused("itemId", "unknownItem");
    found.items.splice(found.index, 1);
    return writeCardItems(found.cardId, found.items, by, now);
  });
}
