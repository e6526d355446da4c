import { isSlotFull, seatingSlotsOn } from "../../lib/schedule";
import { PAX_MAX, PAX_MIN } from "../requests/rules/contact-limits";
import { parseReservationDate } from "../requests/rules/reservation-dates";
import { confirmedCoversOn } from "./capacity.server";
import type { FullSlotsAnswer } from "./rules/full-slots-api";
import { currentSchedule } from "./schedule-store.server";

/** The slots of `date` a party of `pax` no longer fits in, per capped area; nothing asked of the database without a cap. */
export async function fullSlotsOn(date: string, pax: number): Promise<FullSlotsAnswer["full"]> {
  const schedule = await currentSchedule();
  const areas = Object.keys(schedule.capacity);
  if (areas.length === 0) return {};
  const covers = await confirmedCoversOn(date);
  const slots = seatingSlotsOn(schedule, date);
  return Object.fromEntries(areas.map((area) => [area, slots.filter((time) => isSlotFull(schedule, covers, time, area, pax))]));
}

const noStore = { "Cache-Control": "no-store" };

/** The endpoint's answer: 400 for a query it cannot read (docs/contributing.md §3.8), never 500 for one. */
export async function fullSlotsResponse(url: URL): Promise<Response> {
  const date = parseReservationDate(url.searchParams.get("date") ?? "");
  const paxText = url.searchParams.get("pax") ?? String(PAX_MIN);
  const pax = /^\d{1,3}$/.test(paxText) ? Number(paxText) : Number.NaN;
  if (!date || !(pax >= PAX_MIN && pax <= PAX_MAX)) {
    return Response.json({ error: "date=yyyy-MM-dd and pax=1…" + PAX_MAX }, { status: 400, headers: noStore });
  }
  const answer: FullSlotsAnswer = { date, full: await fullSlotsOn(date, pax) };
  return Response.json(answer, { headers: noStore });
}
