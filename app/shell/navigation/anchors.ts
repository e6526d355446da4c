import { localizePath, type Lang } from "#app/lib/lang.ts";

// The home page's anchors (docs/product.md §2). Sections and links both read them from here.
export const homeAnchors = {
  location: "location",
  menu: "menu-section",
  owners: "owners-section",
  team: "team-section",
  contact: "form-contact",
} as const;

/**
 * "Book a table" (docs/product.md §2): the home page's contact form with its reservation asked
 * for. A query, not only a hash, so the server's form (no script yet, or none) comes with the
 * box ticked and the reservation fields; the interactive form then opens the 'Reserva' modal.
 */
export const BOOKING_QUERY = "book";

export function bookingHref(lang: Lang): string {
  return `${localizePath("/", lang)}?${BOOKING_QUERY}=1#${homeAnchors.contact}`;
}

/** Whether an address's query (`location.search`) asks for the reservation. */
export function asksToBook(search: string): boolean {
  return new URLSearchParams(search).has(BOOKING_QUERY);
}
