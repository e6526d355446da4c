import type { Area } from "#app/booking/areas.ts";
import type { ReservationTexts } from "./reservation-texts.ts";

/**
 * An area's name in the reservation's words of one language. Apart from the dictionary, so a
 * browser script can name an area without carrying every language's words
 * (docs/decisions/0034-words-in-the-pages-language.md).
 */
export function areaLabel(t: ReservationTexts, area: Area): string {
  return t[`area.${area}`];
}
