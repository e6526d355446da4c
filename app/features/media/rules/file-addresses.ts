// The public addresses of the replaceable PDFs. Stable (unlike photo URLs), so they can
// be shared and printed; each answers with the slot's current version. The menu's PDFs
// are made from the menu data and live at /menu.pdf and /es/menu.pdf (app/routes.ts).

import { cityMapPath } from "#app/shell/content/site.ts";

export const fileAddresses = {
  /** The city map (docs/product.md §11): the owners replace the PDF in Photos & files; the address stays. */
  "city-map": cityMapPath,
} as const;

export type FileSlot = keyof typeof fileAddresses;

export function fileSlotAt(pathname: string): FileSlot | undefined {
  return (Object.keys(fileAddresses) as FileSlot[]).find((slot) => fileAddresses[slot] === pathname);
}
