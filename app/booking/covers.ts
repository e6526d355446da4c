import type { Schedule } from "./schedule.ts";
import type { WallTime } from "./wall-time.ts";

// The capacity's questions (docs/product.md §17): seats left in an area's slot, whether a party
// still fits, whether it is a large party.

/** Covers (people) of confirmed reservations on one date, per slot and area: covers[time][area]. */
export type SlotCovers = Readonly<Record<WallTime, Readonly<Record<string, number>>>>;

/** Seats left in an area's slot, or undefined when the area has no cap. */
export function coversLeft(schedule: Schedule, covers: SlotCovers, time: WallTime, area: string): number | undefined {
  const cap = schedule.capacity[area];
  if (cap === undefined) return undefined;
  return Math.max(0, cap - (covers[time]?.[area] ?? 0));
}

/** Whether a party of `people` no longer fits in the area's slot. */
export function isSlotFull(schedule: Schedule, covers: SlotCovers, time: WallTime, area: string, people: number): boolean {
  const left = coversLeft(schedule, covers, time, area);
  return left !== undefined && people > left;
}

/** Whether a party is large enough to be pointed to WhatsApp and the phone instead. */
export function isLargeParty(schedule: Schedule, people: number): boolean {
  return schedule.booking.largePartyMin !== null && people >= schedule.booking.largePartyMin;
}
