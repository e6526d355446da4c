import { BALCONY, maxPaxFor } from "#app/booking/areas.ts";
import type { ContactMessages } from "../rules/contact-messages.ts";
import type { Reservation } from "../rules/contact-request.ts";
import { reservationSchema } from "../rules/contact-schema.ts";
import { formatReservationDate, parseReservationDate, type DateRange } from "#app/booking/reservation-dates.ts";
import { issueTexts } from "#app/lib/issue-texts.ts";

// What the reservation modal edits before 'Guardar' (docs/product.md §4): text as typed, so an
// unfinished date stays on screen; checked with the shared reservation schema.

export type ReservationDraft = { fecha: string; hora: string; area: string; pax: string };
export type DraftField = keyof ReservationDraft;

export const emptyDraft: ReservationDraft = { fecha: "", hora: "", area: "", pax: "" };

export function draftOf(reservation: Reservation | null): ReservationDraft {
  if (!reservation) return emptyDraft;
  return {
    fecha: formatReservationDate(reservation.date),
    hora: reservation.time,
    area: reservation.area,
    pax: String(reservation.pax),
  };
}

/** docs/product.md §4: choosing Balcón with more than 2 people lowers the count to 2. */
export function withArea(draft: ReservationDraft, area: string): ReservationDraft {
  const pax = Number(draft.pax);
  const cap = maxPaxFor(area);
  return { ...draft, area, pax: area === BALCONY && draft.pax !== "" && pax > cap ? String(cap) : draft.pax };
}

export type DraftCheck =
  | { ok: true; reservation: Reservation }
  | { ok: false; alert?: string; errors: Partial<Record<DraftField, string>> };

/** 'Guardar': all four filled (else the spec's alert), then every field rule; worded with `m` (the page's language). */
export function checkDraft(draft: ReservationDraft, m: ContactMessages, dates: DateRange): DraftCheck {
  if (Object.values(draft).some((v) => v.trim() === "")) return { ok: false, alert: m.reservationIncomplete, errors: {} };
  const pax = Number(draft.pax);
  const result = reservationSchema(dates).safeParse({ ...draft, pax: draft.pax.trim() === "" ? Number.NaN : pax });
  if (!result.success) {
    const errors: Partial<Record<DraftField, string>> = {};
    const texts = issueTexts(m)(result.error.issues);
    result.error.issues.forEach((issue, i) => {
      errors[issue.path[0] as DraftField] ??= texts[i];
    });
    return { ok: false, errors };
  }
  const date = parseReservationDate(result.data.fecha);
  if (!date) return { ok: false, errors: { fecha: m.dateInvalid } };
  return { ok: true, reservation: { date, time: result.data.hora, area: result.data.area, pax: result.data.pax } };
}

/** The message beside the date field while typing: 'Date input not valid.' once it cannot be a date. */
export function dateError(text: string, m: ContactMessages, dates: DateRange): string | undefined {
  if (text.trim() === "") return undefined;
  const result = reservationSchema(dates).shape.fecha.safeParse(text);
  return result.success ? undefined : issueTexts(m)(result.error.issues)[0];
}
