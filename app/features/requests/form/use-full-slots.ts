import { useEffect, useState } from "react";
import type { Schedule } from "#app/booking/schedule.ts";
import { FULL_SLOTS_ENDPOINT, type FullSlotsAnswer } from "../rules/full-slots-api.ts";
import { PAX_MAX, PAX_MIN } from "#app/booking/party-size.ts";
import { isInRange, type DateRange } from "#app/booking/reservation-dates.ts";

const none: FullSlotsAnswer["full"] = {};

/**
 * The full slots of a date for a party, per capped area, asked of the server while the dialog
 * is open (docs/product.md §17). Nothing is asked when no area has a cap, nor of a date out of
 * the bookable range or a party the form does not take (the server answers only what the
 * form can send); a failed answer marks nothing (the server refuses a full slot on sending
 * anyway).
 */
export function useFullSlots(
  schedule: Schedule,
  dates: DateRange,
  date: string | undefined,
  pax: number,
  open: boolean,
): FullSlotsAnswer["full"] {
  const [full, setFull] = useState<{ key: string; full: FullSlotsAnswer["full"] }>();
  const capped = Object.keys(schedule.capacity).length > 0;
  const key = `${date}|${pax}`;
  const bookable = date !== undefined && isInRange(date, dates) && pax >= PAX_MIN && pax <= PAX_MAX;
  useEffect(() => {
    if (!open || !capped || !date || !bookable) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ date, pax: String(pax) });
    fetch(`${FULL_SLOTS_ENDPOINT}?${query}`, { cache: "no-store", signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<FullSlotsAnswer>) : undefined))
      .then((answer) => answer && setFull({ key, full: answer.full }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [open, capped, date, bookable, pax, key]);
  return full?.key === key ? full.full : none;
}

/** Whether a slot is full for the chosen area, or, with no area chosen yet, in every area. */
export function isFullFor(full: FullSlotsAnswer["full"], time: string, area: string, areas: readonly string[]): boolean {
  if (area) return full[area]?.includes(time) ?? false;
  return areas.length > 0 && areas.every((a) => full[a]?.includes(time));
}
