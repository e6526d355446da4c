import { fill } from "#app/lib/fill.ts";
import { langFromAcceptLanguage } from "#app/lib/lang.ts";
import { isSlotFull } from "#app/booking/covers.ts";
import { seatingSlotsOn } from "#app/booking/bookable-slots.ts";
import { PAX_MAX, PAX_MIN } from "#app/booking/party-size.ts";
import { contactMessages } from "./rules/contact-messages.ts";
import { formatReservationDate, isInRange, parseReservationDate, reservationDateRange } from "#app/booking/reservation-dates.ts";
import { confirmedCoversOn } from "../schedule/capacity.server.ts";
import type { FullSlotsAnswer, FullSlotsRefusal } from "./rules/full-slots-api.ts";
import { currentSchedule } from "../schedule/schedule-store.server.ts";

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

/**
 * The endpoint's answer (rules/full-slots-api.ts): 400 with a message for a query it cannot
 * read or a date nobody can book (docs/contributing.md §3.8), never 500 for one. A past day's
 * or a far day's covers are nobody's business: only what the reservation form can ask.
 */
export async function fullSlotsResponse(request: Request, now = new Date()): Promise<Response> {
  const url = new URL(request.url);
  const t = contactMessages[langFromAcceptLanguage(request.headers.get("Accept-Language"))];
  const refuse = (error: FullSlotsRefusal["error"], message: string) =>
    Response.json({ error, message } satisfies FullSlotsRefusal, { status: 400, headers: noStore });

  const date = parseReservationDate(url.searchParams.get("date") ?? "");
  if (!date) return refuse("date-invalid", `${t.dateInvalid} (date=yyyy-MM-dd)`);
  const range = reservationDateRange(now);
  if (!isInRange(date, range)) {
    return refuse("date-out-of-range", fill(t.dateOutOfRange, { min: formatReservationDate(range.min), max: formatReservationDate(range.max) }));
  }
  const paxText = url.searchParams.get("pax") ?? String(PAX_MIN);
  const pax = /^\d{1,3}$/.test(paxText) ? Number(paxText) : Number.NaN;
  if (!Number.isInteger(pax)) return refuse("pax-invalid", t.paxInvalid);
  if (pax < PAX_MIN) return refuse("pax-invalid", fill(t.paxTooFew, { min: PAX_MIN }));
  if (pax > PAX_MAX) return refuse("pax-invalid", fill(t.paxTooMany, { max: PAX_MAX }));

  const answer: FullSlotsAnswer = { date, full: await fullSlotsOn(date, pax) };
  return Response.json(answer, { headers: noStore });
}
