import { and, asc, eq, inArray } from "drizzle-orm";
import { contactRequests } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import { areas } from "#app/booking/areas.ts";
import { addDaysIso, restaurantToday } from "#app/booking/reservation-dates.ts";
import { isIsoDate } from "../shell/format.ts";
import { noShowOpen } from "#app/features/requests/rules/reservation-start.ts";
import { seatingSlotsOn } from "#app/booking/bookable-slots.ts";
import { instantOfWallTime } from "#app/booking/wall-time.ts";
import type { Schedule } from "#app/booking/schedule.ts";

// The evening (docs/product.md §13): one day's confirmed reservations, by time slot, and the
// covers (people) per area per hour, for the owners' day view and its printed page. Dates are
// the restaurant's (America/Havana), whatever the owner's device says.

export type EveningBooking = Pick<
  typeof contactRequests.$inferSelect,
  "id" | "name" | "pax" | "area" | "phone" | "whatsapp" | "comment" | "source" | "lang" | "email"
> & {
  /** Confirmed (expected), arrived (done) or a no-show: the evening's three states. */
  status: EveningStatus;
  /** Whether the reservation has begun, so a no-show may be marked (decision-steps.ts). */
  noShowOpen: boolean;
};

/**
 * A walk-in's booking by hand (app/routes/admin.requests-new.tsx reads these): today and the next
 * seating slot that has not begun, from the door. Without a slot left today, no time.
 */
export function walkInPrefill(schedule: Schedule, now = new Date()): WalkInPrefill {
  const date = restaurantToday(now, schedule.timeZone);
  const time = seatingSlotsOn(schedule, date).find((t) => (instantOfWallTime(date, t, schedule.timeZone)?.getTime() ?? 0) >= now.getTime());
  return { date, time, source: "door" };
}

/** What a booking by hand may start from (its address's ?date=&time=&source=). */
export type WalkInPrefill = { date: string; time: string | undefined; source: "door" };

/** The statuses the evening lists: expected, arrived, and those who did not come. */
export const EVENING_STATUSES = ["confirmed", "done", "no-show"] as const;
export type EveningStatus = (typeof EVENING_STATUSES)[number];

/** One time slot ("20:15") and its bookings, in the order they were made. */
export type SlotGroup = { time: string; bookings: EveningBooking[]; people: number };

/**
 * People per hour ("20" for 20:00–20:59) and area: the rows are the hours that have bookings,
 * the columns the restaurant's areas (areas.ts) and, after them, any other area stored.
 */
export type Covers = {
  hours: string[];
  areas: string[];
  cells: Record<string, Record<string, number>>;
  byHour: Record<string, number>;
  byArea: Record<string, number>;
  total: number;
};

/** `bookings`: the reservations that hold seats, those still to come (confirmed) and those arrived. */
export type Evening = { date: string; slots: SlotGroup[]; covers: Covers; bookings: number; toCome: number; arrived: number; people: number };

/** The day a view asks for: `?date=yyyy-MM-dd` when it is a real date, else today in Havana. */
export function eveningDate(param: string | null, now = new Date()): string {
  return param !== null && isIsoDate(param) ? param : restaurantToday(now);
}

/** Today and tomorrow where the restaurant is. */
export function todayAndTomorrow(now = new Date()): { today: string; tomorrow: string } {
  const today = restaurantToday(now);
  return { today, tomorrow: addDaysIso(today, 1) };
}

type Row = EveningBooking & { time: string | null; reservationDate: string | null };

/** Bookings by slot, earliest first; a booking without a time (old data) comes last. */
export function groupBySlot(rows: readonly Row[]): SlotGroup[] {
  const groups = new Map<string, SlotGroup>();
  for (const { time, reservationDate: _date, ...booking } of rows) {
    const key = time ?? "";
    const group = groups.get(key) ?? { time: key, bookings: [], people: 0 };
    group.bookings.push(booking);
    if (booking.status !== "no-show") group.people += booking.pax ?? 0;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => (a.time === "" ? 1 : b.time === "" ? -1 : a.time.localeCompare(b.time)));
}

export function coversOf(rows: readonly Row[]): Covers {
  const covers: Covers = { hours: [], areas: [...areas], cells: {}, byHour: {}, byArea: {}, total: 0 };
  for (const area of areas) covers.byArea[area] = 0;
  for (const row of rows) {
    // A guest who did not come takes no seat.
    if (row.status === "no-show") continue;
    const hour = row.time?.slice(0, 2) ?? "";
    const area = row.area ?? "";
    const people = row.pax ?? 0;
    if (!covers.areas.includes(area)) {
      covers.areas.push(area);
      covers.byArea[area] = 0;
    }
    if (!covers.hours.includes(hour)) covers.hours.push(hour);
    const line = (covers.cells[hour] ??= {});
    line[area] = (line[area] ?? 0) + people;
    covers.byHour[hour] = (covers.byHour[hour] ?? 0) + people;
    covers.byArea[area] = (covers.byArea[area] ?? 0) + people;
    covers.total += people;
  }
  covers.hours.sort((a, b) => (a === "" ? 1 : b === "" ? -1 : a.localeCompare(b)));
  return covers;
}

/**
 * The reservations of one day (ISO yyyy-MM-dd): confirmed, arrived and no-shows, by slot, with
 * the covers of those expected or arrived.
 */
export async function eveningOf(date: string, now = new Date()): Promise<Evening> {
  const database = await db();
  const found = await database
    .select({
      id: contactRequests.id,
      time: contactRequests.reservationTime,
      name: contactRequests.name,
      pax: contactRequests.pax,
      area: contactRequests.area,
      phone: contactRequests.phone,
      whatsapp: contactRequests.whatsapp,
      comment: contactRequests.comment,
      source: contactRequests.source,
      lang: contactRequests.lang,
      email: contactRequests.email,
      status: contactRequests.status,
      reservationDate: contactRequests.reservationDate,
    })
    .from(contactRequests)
    .where(and(eq(contactRequests.reservationDate, date), inArray(contactRequests.status, [...EVENING_STATUSES])))
    .orderBy(asc(contactRequests.reservationTime), asc(contactRequests.createdAt), asc(contactRequests.id));
  const rows: Row[] = found.map((r) => ({
    ...r,
    status: r.status as EveningStatus,
    noShowOpen: noShowOpen({ reservationDate: r.reservationDate, reservationTime: r.time }, now),
  }));
  const slots = groupBySlot(rows);
  const covers = coversOf(rows);
  const toCome = rows.filter((r) => r.status === "confirmed").length;
  const arrived = rows.filter((r) => r.status === "done").length;
  return { date, slots, covers, bookings: toCome + arrived, toCome, arrived, people: covers.total };
}
