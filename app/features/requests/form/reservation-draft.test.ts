import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { areas, BALCONY } from "#app/booking/areas.ts";
import { reservationDateRange } from "#app/booking/reservation-dates.ts";
import { contactMessages } from "../rules/contact-messages.ts";
import { checkDraft, dateError, withArea } from "./reservation-draft.ts";

const dates = reservationDateRange(new Date("2026-11-21T15:00:00Z"));
const full = { fecha: "24/12/2026", hora: "20:30", area: "Terraza", pax: "6" };

describe("the reservation modal's draft (docs/product.md §4)", () => {
  it("saves only when all four fields are filled", () => {
    for (const field of ["fecha", "hora", "area", "pax"] as const) {
      expect(checkDraft({ ...full, [field]: "" }, contactMessages.es, dates)).toEqual({
        ok: false,
        alert: "Por favor completa todos los campos de la reserva.",
        errors: {},
      });
    }
    expect(checkDraft(full, contactMessages.en, dates)).toEqual({
      ok: true,
      reservation: { date: "2026-12-24", time: "20:30", area: "Terraza", pax: 6 },
    });
  });

  it("names the field that is wrong", () => {
    expect(checkDraft({ ...full, fecha: "24/13/2026" }, contactMessages.en, dates)).toEqual({ ok: false, errors: { fecha: "Date input not valid." } });
    expect(checkDraft({ ...full, pax: "26" }, contactMessages.es, dates)).toEqual({ ok: false, errors: { pax: "Máx. 25 personas." } });
    expect(dateError("3/4", contactMessages.en, dates)).toBe("Date input not valid.");
    expect(dateError("", contactMessages.en, dates)).toBeUndefined();
  });

  it("lowers the people to 2 when Balcón is chosen, and only then", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 25 }), fc.constantFrom(...areas), (pax, area) => {
        const next = withArea({ ...full, pax: String(pax) }, area);
        return next.pax === String(area === BALCONY ? Math.min(pax, 2) : pax) && next.area === area;
      }),
    );
    expect(withArea({ ...full, pax: "" }, BALCONY).pax).toBe("");
  });
});
