import { isArea } from "#app/booking/areas.ts";
import type { Reservation } from "../rules/contact-request.ts";
import { parseSlotTime } from "#app/booking/time-slots.ts";
import type { DraftField } from "./reservation-draft.ts";

// The reservation part of the contact form (docs/product.md §4): the box, the saved
// reservation and the 'Reserva' modal that edits it.

export type ReservationChoice = {
  /** The reservation saved with 'Guardar', sent with the form. */
  saved: Reservation | null;
  /** The box 'Do you want to make a reservation'. */
  ticked: boolean;
  /** The modal, and the field to focus in it (an edit button of the summary). */
  dialog: { open: boolean; focus?: DraftField };
};

export type ReservationEvent =
  | { type: "tick"; checked: boolean }
  | { type: "edit"; focus: DraftField }
  | { type: "save"; reservation: Reservation }
  | { type: "close" }
  | { type: "reset" };

const none: ReservationChoice = { saved: null, ticked: false, dialog: { open: false } };

export function reservationChoice(state: ReservationChoice, event: ReservationEvent): ReservationChoice {
  switch (event.type) {
    case "tick":
      // docs/product.md §4: unticking clears all reservation data.
      return event.checked ? { ...state, ticked: true, dialog: { open: true } } : none;
    case "edit":
      return { ...state, dialog: { open: true, focus: event.focus } };
    case "save":
      return { saved: event.reservation, ticked: true, dialog: { open: false } };
    case "close":
      // 'Cerrar' keeps an earlier saved reservation; with none, there is no reservation.
      return { ...state, ticked: state.ticked && state.saved !== null, dialog: { open: false } };
    case "reset":
      return none;
  }
}

/**
 * The start, from what was typed into the server's form before this one replaced it: the
 * four inline fields, when all were filled, as a saved reservation; a ticked box stays
 * ticked (and, with nothing saved, opens the modal).
 */
export function initialChoice(values: Record<string, string> | undefined): ReservationChoice {
  const { fecha, hora, area, pax } = values ?? {};
  const time = hora ? parseSlotTime(hora) : undefined;
  const people = Number(pax);
  const saved = fecha && time && area && isArea(area) && Number.isInteger(people) ? { date: fecha, time, area, pax: people } : null;
  const ticked = saved !== null || values?.reservation === "on";
  return { saved, ticked, dialog: { open: saved === null && ticked } };
}
