import { and, eq, isNotNull, ne } from "drizzle-orm";
import { contactRequests } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import { currentSchedule } from "./schedule-store.server.ts";
import { coversLeft, isLargeParty, isSlotFull, type SlotCovers } from "#app/booking/covers.ts";
import { seatingSlotsOn } from "#app/booking/bookable-slots.ts";
import { type Schedule } from "#app/booking/schedule.ts";
import { type WallTime } from "#app/booking/wall-time.ts";

/**
 * The covers of one date's confirmed reservations per slot and area (docs/product.md §17: only confirmed
 * reservations count against capacity; a new request does not hold a seat until an owner
 * confirms it). `except`: a request whose own covers are left out (a reservation being changed
 * does not compete with itself).
 */
export async function confirmedCoversOn(date: string, except?: string): Promise<SlotCovers> {
  const rows = await (await db())
    .select({ time: contactRequests.reservationTime, area: contactRequests.area, pax: contactRequests.pax })
    .from(contactRequests)
    .where(
      and(
        eq(contactRequests.reservationDate, date),
        eq(contactRequests.status, "confirmed"),
        isNotNull(contactRequests.reservationTime),
        isNotNull(contactRequests.area),
        except === undefined ? undefined : ne(contactRequests.id, except),
      ),
    );
  const covers: Record<string, Record<string, number>> = {};
  for (const { time, area, pax } of rows) {
    if (!time || !area) continue;
    const slot = (covers[time] ??= {});
    slot[area] = (slot[area] ?? 0) + (pax ?? 0);
  }
  return covers;
}

/** A reservation the schedule's capacity rules point elsewhere (to WhatsApp and the phone). */
export type CapacityVerdict =
  /** The party is at or above the large-party size (booking rules). */
  | { readonly kind: "large-party"; readonly min: number }
  /** The area's slot has fewer covers left than the party (confirmed reservations only). */
  | { readonly kind: "full"; readonly left: number };

export type CapacityQuestion = {
  readonly date: string;
  readonly time: WallTime;
  readonly area: string;
  readonly pax: number;
  /** A request already holding seats that this reservation replaces (an owner's change): its covers are not counted. */
  readonly replacing?: string;
};

/**
 * Whether a reservation fits the capacity: undefined when it does. Only the server can answer
 * (the browser does not know the other reservations), so this runs after the shared schema.
 */
export async function capacityVerdict(schedule: Schedule, r: CapacityQuestion): Promise<CapacityVerdict | undefined> {
  if (isLargeParty(schedule, r.pax)) return { kind: "large-party", min: schedule.booking.largePartyMin ?? r.pax };
  if (schedule.capacity[r.area] === undefined) return undefined;
  const covers = await confirmedCoversOn(r.date, r.replacing);
  return isSlotFull(schedule, covers, r.time, r.area, r.pax) ? { kind: "full", left: coversLeft(schedule, covers, r.time, r.area) ?? 0 } : undefined;
}

/**
 * The slots of a date that are full per capped area (no cover left for `people`), from its
 * confirmed reservations: what the reservation form marks as full. Areas without a cap are
 * not listed.
 */
export async function fullSlotsOn(
  date: string,
  { people = 1, schedule }: { people?: number; schedule?: Schedule } = {},
): Promise<Readonly<Record<string, readonly WallTime[]>>> {
  schedule ??= await currentSchedule();
  const capped = Object.keys(schedule.capacity);
  if (capped.length === 0) return {};
  const covers = await confirmedCoversOn(date);
  const slots = seatingSlotsOn(schedule, date);
  return Object.fromEntries(capped.map((area) => [area, slots.filter((time) => isSlotFull(schedule, covers, time, area, people))]));
}

/** Covers confirmed and the cap of each area in one slot, areas in `areaOrder`: the inbox's "Terraza 36/40". */
export type SlotLoad = { readonly area: string; readonly covers: number; readonly cap: number | undefined };

export async function slotLoadOf(schedule: Schedule, date: string, time: WallTime, areaOrder: readonly string[]): Promise<readonly SlotLoad[]> {
  const covers = await confirmedCoversOn(date);
  return areaOrder.map((area) => ({ area, covers: covers[time]?.[area] ?? 0, cap: schedule.capacity[area] }));
}
