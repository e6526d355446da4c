// Limits of today's specials (docs/contributing.md §3.2: one place for every number). Names and
// descriptions follow the menu's own limits (menu-limits.ts), so a special reads like an item.
import { menuLimits } from "./menu-limits.ts";

export const specialsLimits = {
  titleMax: 60,
  /** Items in one day's block: a few, so the block stays short above the cards. */
  itemsMax: 5,
  nameMax: menuLimits.nameMax,
  descriptionMax: menuLimits.descriptionMax,
  /** How far ahead a block may be set (the restaurant's days from today). */
  daysAheadMax: 60,
} as const;
