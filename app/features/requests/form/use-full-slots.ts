import { useEffect, useState } from "react";
import type { Schedule } from "../../../lib/schedule";
import { FULL_SLOTS_ENDPOINT, type FullSlotsAnswer } from "../../schedule/rules/full-slots-api";

const none: FullSlotsAnswer["full"] = {};

/**
 * The full slots of a date for a party, per capped area, asked of the server while the dialog
 * is open (docs/product.md §17). Nothing is asked when no area has a cap; a failed answer
 * marks nothing (the server refuses a full slot on sending anyway).
 */
export function useFullSlots(schedule: Schedule, date: string | undefined, pax: number, open: boolean): FullSlotsAnswer["full"] {
  const [full, setFull] = useState<{ key: string; full: FullSlotsAnswer["full"] }>();
  const capped = Object.keys(schedule.capacity).length > 0;
  const key = `${date}|${pax}`;
  useEffect(() => {
    if (!open || !capped || !date) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ date, pax: String(pax) });
    fetch(`${FULL_SLOTS_ENDPOINT}?${query}`, { cache: "no-store", signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<FullSlotsAnswer>) : undefined))
      .then((answer) => answer && setFull({ key, full: answer.full }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [open, capped, date, pax, key]);
  return full?.key === key ? full.full : none;
}

/** Whether a slot is full for the chosen area, or, with no area chosen yet, in every area. */
export function isFullFor(full: FullSlotsAnswer["full"], time: string, area: string, areas: readonly string[]): boolean {
  if (area) return full[area]?.includes(time) ?? false;
  return areas.length > 0 && areas.every((a) => full[a]?.includes(time));
}
