import { BALCONY_PAX_MAX, PAX_MAX } from "./party-size.ts";

// Reservation areas (docs/product.md §3). The values are the restaurant's own names, sent and
// stored as they are; the form translates only their labels.
export const areas = ["Balcón", "Interior", "Terraza"] as const;
export type Area = (typeof areas)[number];
export const BALCONY: Area = "Balcón";

export function isArea(value: unknown): value is Area {
  return areas.includes(value as Area);
}

/** Most people one booking may bring to an area (docs/product.md §5: at most 2 for Balcón). */
export function maxPaxFor(area: string | undefined): number {
  return area === BALCONY ? BALCONY_PAX_MAX : PAX_MAX;
}
