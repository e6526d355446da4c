// The public addresses of the replaceable PDFs. Stable (unlike photo URLs), so they can
// be shared and printed; each answers with the slot's current version. The menu's PDFs
// are made from the menu data and live at /menu.pdf and /es/menu.pdf (app/routes.ts).
import { siteFacts } from "#app/shell/content/site.ts";

export const fileAddresses = {
  /** docs/product.md §11: the city map's address is a site fact. */
  "city-map": siteFacts.cityMapPdf,
} as const;

export type FileSlot = keyof typeof fileAddresses;

export function fileSlotAt(pathname: string): FileSlot | undefined {
  return (Object.keys(fileAddresses) as FileSlot[]).find((slot) => fileAddresses[slot] === pathname);
}
