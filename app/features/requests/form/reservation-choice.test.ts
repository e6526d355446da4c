import { describe, expect, it } from "vitest";
import { initialChoice, reservationChoice, type ReservationChoice } from "./reservation-choice.ts";

const reservation = { date: "2027-03-14", time: "20:30", area: "Terraza", pax: 4 } as const;
const saved: ReservationChoice = { saved: reservation, ticked: true, dialog: { open: false } };

describe("the reservation part of the contact form (docs/product.md §4)", () => {
  it("ticking opens the modal; unticking clears everything", () => {
    const ticked = reservationChoice(initialChoice(undefined), { type: "tick", checked: true });
    expect(ticked).toEqual({ saved: null, ticked: true, dialog: { open: true } });
    expect(reservationChoice(saved, { type: "tick", checked: false })).toEqual({ saved: null, ticked: false, dialog: { open: false } });
  });

  it("'Cerrar' keeps a saved reservation and unticks the box when none was saved", () => {
    expect(reservationChoice({ ...saved, dialog: { open: true } }, { type: "close" })).toEqual(saved);
    expect(reservationChoice({ saved: null, ticked: true, dialog: { open: true } }, { type: "close" }).ticked).toBe(false);
  });

  it("an edit button opens the modal on its field; 'Guardar' saves and closes", () => {
    expect(reservationChoice(saved, { type: "edit", focus: "hora" }).dialog).toEqual({ open: true, focus: "hora" });
    expect(reservationChoice(initialChoice(undefined), { type: "save", reservation })).toEqual(saved);
  });

  it("starts from the server's form: four filled fields are a saved reservation, a ticked box alone opens the modal", () => {
    expect(initialChoice({ fecha: "2027-03-14", hora: "8:30 PM", area: "Terraza", pax: "4" })).toEqual(saved);
    expect(initialChoice({ reservation: "on" })).toEqual({ saved: null, ticked: true, dialog: { open: true } });
    expect(initialChoice({ fecha: "2027-03-14", hora: "8:30 PM", area: "Roof", pax: "4" }).saved).toBeNull();
  });
});
