// Which photos and files the owners replace (docs/product.md §13.4), grouped as the public site
// shows them: the home page, the menu photos page, the about page, the downloads.
import { findSlot, slotsOf, type MediaGroup, type MediaSlot } from "#app/features/media/rules/media-slots.ts";
import type { AdminTextKey } from "../shell/dictionary.ts";

export const mediaPages = [
  { id: "home", groups: ["hero", "location", "menu-teaser", "owners", "team", "map"] },
  { id: "photos", groups: ["mains", "desserts", "tapas", "cocktails"] },
  { id: "about", groups: ["family"] },
  { id: "files", groups: ["file"] },
] as const satisfies readonly { id: string; groups: readonly MediaGroup[] }[];

export type MediaPageId = (typeof mediaPages)[number]["id"];
export type EditableGroup = (typeof mediaPages)[number]["groups"][number];

/**
 * The slots of a group the owners upload to. Of the files only the city map: the menu's
 * card images and PDF are drawn from the menu data (docs/product.md §14), never uploaded.
 */
export function editableSlotsOf(group: EditableGroup): MediaSlot[] {
  return slotsOf(group).filter((slot) => slot.group !== "file" || slot.id === "city-map");
}

/** Every slot the owners' area lists, in page and group order. */
export const editableSlots: readonly MediaSlot[] = mediaPages.flatMap((page) => page.groups.flatMap(editableSlotsOf));

/** The slot of this name, if the owners may replace it. */
export function editableSlot(id: string): MediaSlot | undefined {
  const slot = findSlot(id);
  return slot && editableSlots.includes(slot) ? slot : undefined;
}

/** Where the public site shows a slot: its page and group. */
export function placeOf(slot: MediaSlot): { page: MediaPageId; group: EditableGroup } | undefined {
  for (const page of mediaPages) {
    const group = page.groups.find((g: EditableGroup) => g === slot.group);
    if (group) return { page: page.id, group };
  }
  return undefined;
}

export function pageLabel(page: MediaPageId): AdminTextKey {
  return `mediaPage.${page}`;
}

export function groupLabel(group: EditableGroup): AdminTextKey {
  return `mediaGroup.${group}`;
}
