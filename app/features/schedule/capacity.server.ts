import { and, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { contactRequests } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import type { Db } from "#db/client.ts";
import { currentSchedule } from "./schedule-store.server.ts";
import { coversLeft, isLargeParty, isSlotFull, type SlotCovers } from "#app/booking/covers.ts";
import { seatingSlotsOn } from "#app/booking/bookable-slots.ts";
import { type Schedule } from "#app/booking/schedule.ts";
import { type WallTime } from "#app/booking/wall-time.ts";
import { slotKey } from "./rules/slot-key.ts";

/**
 * The covers of one date's confirmed reservations per slot and area (docs/product.md §17: only confirmed
 * reservations count against capacity; a new request does not hold a seat until an owner
 * confirms it). `except`: a request whose own covers are left out (a reservation being changed
 * does not compete with itself).
 */
export async function confirmedCoversOn(date: string, except?: string): Promise<SlotCovers> {
  return (await confirmedCoversOnDates([date], undefined, except))[date] ?? {};
}

/** What reads the covers: the process's database, or a transaction that must see its own state. */
export type CoversReader = Pick<Db, "select">;

/** confirmedCoversOn for several dates in one query, by date. */
async function confirmedCoversOnDates(dates: readonly string[], reader?: CoversReader, except?: string): Promise<Record<string, SlotCovers>> {
  const rows = await (reader ?? (await db()))
    .select({ date: contactRequests.reservationDate, time: contactRequests.reservationTime, area: contactRequests.area, pax: contactRequests.pax })
    .from(contactRequests)
    .where(
      and(
        inArray(contactRequests.reservationDate, [...dates]),
        eq(contactRequests.status, "confirmed"),
        isNotNull(contactRequests.reservationTime),
        isNotNull(contactRequests.area),
        except === undefined ? undefined : ne(contactRequests.id, except),
      ),
    );
  const byDate: Record<string, Record<string, Record<string, number>>> = {};
  for (const { date, time, area, pax } of rows) {
    if (!date || !time || !area) continue;
    const slot = ((byDate[date] ??= {})[time] ??= {});
    slot[area] = (slot[area] ?? 0) + (pax ?? 0);
  }
  return byDate;
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
  return overCap(schedule, r);
}

/**
 * Whether confirming the party would pass its area's cap in that slot: the one cap rule of every
 * owner's confirmation (the inbox, the request page, the owners' mail link, a booking by hand),
 * which an owner may pass only by an explicit "confirm anyway".
 */
export async function overCap(
  schedule: Schedule,
  r: CapacityQuestion,
  reader?: CoversReader,
): Promise<Extract<CapacityVerdict, { kind: "full" }> | undefined> {
  if (schedule.capacity[r.area] === undefined) return undefined;
  const covers = (await confirmedCoversOnDates([r.date], reader, r.replacing))[r.date] ?? {};
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
  return loadFrom(schedule, await confirmedCoversOn(date), time, areaOrder);
}

function loadFrom(schedule: Schedule, covers: SlotCovers, time: WallTime, areaOrder: readonly string[]): readonly SlotLoad[] {
  return areaOrder.map((area) => ({ area, covers: covers[time]?.[area] ?? 0, cap: schedule.capacity[area] }));
}

/**
 * The slot loads of many reservations at once (a page of the inbox): one query for all their
 * dates, keyed "date time". Reservations without a date or a time have none.
 */
export async function slotLoadsOf(
  schedule: Schedule,
  reservations: readonly { reservationDate: string | null; reservationTime: string | null }[],
  areaOrder: readonly string[],
): Promise<Readonly<Record<string, readonly SlotLoad[]>>> {
  const dates = [...new Set(reservations.flatMap((r) => (r.reservationDate && r.reservationTime ? [r.reservationDate] : [])))];
  if (dates.length === 0) return {};
  const byDate = await confirmedCoversOnDates(dates);
  const loads: Record<string, readonly SlotLoad[]> = {};
  for (const r of reservations) {
    if (!r.reservationDate || !r.reservationTime) continue;
    loads[slotKey(r.reservationDate, r.reservationTime)] = loadFrom(schedule, byDate[r.reservationDate] ?? {}, r.reservationTime, areaOrder);
  }
  return loads;
}
