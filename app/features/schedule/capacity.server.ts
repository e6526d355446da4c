import { and, eq, isNotNull } from "drizzle-orm";
import { contactRequests } from "../../../db/schema";
import { db } from "../../db.server";
import type { SlotCovers } from "../../lib/schedule";

/**
 * The covers of one date's confirmed reservations per slot and area (issue 16: only confirmed
 * reservations count against capacity; a new request does not hold a seat until an owner
 * confirms it).
 */
export async function confirmedCoversOn(date: string): Promise<SlotCovers> {
  const rows = await (await db())
    .select({ time: contactRequests.reservationTime, area: contactRequests.area, pax: contactRequests.pax })
    .from(contactRequests)
    .where(
      and(
        eq(contactRequests.reservationDate, date),
        eq(contactRequests.status, "confirmed"),
        isNotNull(contactRequests.reservationTime),
        isNotNull(contactRequests.area),
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
