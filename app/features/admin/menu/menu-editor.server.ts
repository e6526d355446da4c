// What the owners' menu editor calls (docs/product.md §14.5). Every function validates what it is
// given with the menu's schema (app/features/menu/rules/menu.ts) and answers errors as values, with
// the field's path and its message in both languages; nothing sent can throw. A save
// that succeeds has already made the new card images and PDFs when it returns, so the
// public page shows them at the next view.
import type { MenuFieldError } from "../../menu/rules/menu";
import { logger } from "../../../logger.server";
import { contentChanged } from "../../../shell/content/content-version.server.ts";
import { currentMenuFiles } from "../../menu/menu-edition.server.ts";
import type { MenuManifest } from "../../menu/menu-files.server.ts";
import {
  deleteMenuItem,
  readMenu,
  writeMenuCard,
  writeMenuCardTitles,
  writeMenuItem,
  writeMenuItemPosition,
  writeNewMenuItem,
  type MenuWrite,
  type StoredMenu,
} from "../../menu/menu-store.server.ts";

export type MenuSaveResult =
  | {
      ok: true;
      /** The menu as saved (both languages, prices in cents). */
      menu: StoredMenu;
      /** The regenerated files; null only if rendering failed (logged; the next public view tries again). */
      files: MenuManifest | null;
    }
  | { ok: false; errors: MenuFieldError[] };

/** The whole menu for the editor: nine cards, both languages, prices in cents (centsToEuroInput for a field). */
export function loadMenu(): Promise<StoredMenu> {
  return readMenu();
}

async function published(write: Promise<MenuWrite>): Promise<MenuSaveResult> {
  const result = await write;
  if (!result.ok) return result;
  // The menu page's kept HTML is stale (docs/product.md §15.2); made again with the new files.
  contentChanged();
  try {
    const { menu, files } = await currentMenuFiles();
    // Again, for a page rendered while the files were being made.
    contentChanged();
    return { ok: true, menu, files };
  } catch (error) {
    logger.error({ err: error }, "menu saved, but its images or PDF could not be made");
    return { ok: true, menu: await readMenu(), files: null };
  }
}

/**
 * Replaces all the items of a card, in the given order: add, edit, reorder and remove
 * in one save. `items`: [{ id?, nameEn, nameEs, descriptionEn?, descriptionEs?,
 * prices: [{ labelEn?, labelEs?, eur }] }] where eur is a number or text ("4,50").
 * Items keep their id when it is sent back.
 */
export function saveMenuCard(cardId: unknown, items: unknown, by: string): Promise<MenuSaveResult> {
  return published(writeMenuCard(cardId, items, by));
}

/** Changes a card's title in both languages: { titleEn, titleEs }. */
export function renameMenuCard(cardId: unknown, titles: unknown, by: string): Promise<MenuSaveResult> {
  return published(writeMenuCardTitles(cardId, titles, by));
}

/** Adds one item to a card, at the end or at `position` (0 = first). */
export function addMenuItem(cardId: unknown, item: unknown, by: string, position?: number): Promise<MenuSaveResult> {
  return published(writeNewMenuItem(cardId, item, by, position));
}

/** Changes one item (names, descriptions, prices), keeping its place. */
export function updateMenuItem(itemId: unknown, item: unknown, by: string): Promise<MenuSaveResult> {
  return published(writeMenuItem(itemId, item, by));
}

/** Moves one item within its card to `position` (0 = first; past the end = last). */
export function moveMenuItem(itemId: unknown, position: number, by: string): Promise<MenuSaveResult> {
  return published(writeMenuItemPosition(itemId, position, by));
}

/** Removes one item. */
export function removeMenuItem(itemId: unknown, by: string): Promise<MenuSaveResult> {
  return published(deleteMenuItem(itemId, by));
}
