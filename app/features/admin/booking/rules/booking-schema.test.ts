import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { OwnerLang } from "#app/lib/lang.ts";
import { BALCONY_PAX_MAX, PAX_MAX } from "#app/booking/party-size.ts";
import { COMMENT_MAX_CHARS, NAME_MAX_CHARS } from "#app/features/requests/rules/contact-limits.ts";
import { contactMessages } from "#app/features/requests/rules/contact-messages.ts";
import { reservationDateRange } from "#app/booking/reservation-dates.ts";
import { bookingTexts } from "../booking-texts.ts";
import { bookingIssueTexts } from "../booking-issue-texts.ts";
import { bookingSchema, bookingSources } from "./booking-schema.ts";

const now = new Date("2027-01-01T04:30:00Z"); // still 31/12/2026 in Havana
const dates = reservationDateRange(now);

const minimal = { name: "ana pérez", fecha: "2026-12-31", hora: "20:30", area: "Terraza", pax: "4", source: "phone", guestLang: "es" };

function check(fields: Record<string, string | undefined>, lang: OwnerLang = "en") {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...minimal, ...fields })) if (v !== undefined) form.set(k, v);
  return parseWithZod(form, { schema: bookingSchema(dates), formatError: bookingIssueTexts(bookingTexts[lang], contactMessages[lang]) });
}

function errorsOf(fields: Record<string, string | undefined>, lang: OwnerLang = "en") {
  const result = check(fields, lang);
  return result.status === "success" ? {} : (result.error ?? {});
}

describe("a booking entered by hand (the public form's schema, for an owner)", () => {
  it("needs only a name and the reservation: no robot check, e-mail, country or notes", () => {
    const result = check({});
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toMatchObject({ name: "ana pérez", fecha: "2026-12-31", hora: "20:30", area: "Terraza", pax: 4, source: "phone", sendConfirmation: false });
    expect(result.value.email).toBeUndefined();
  });

  it("takes every source but the website's, and nothing else", () => {
    expect(bookingSources).toEqual(["phone", "whatsapp", "host", "door"]);
    for (const source of bookingSources) expect(check({ source }).status).toBe("success");
    expect(errorsOf({ source: "site" })).toEqual({ source: ["Choose how the booking was taken."] });
    expect(errorsOf({ source: undefined }, "es")).toEqual({ source: ["Elige cómo se tomó la reserva."] });
  });

  it("says what is missing in the owner's language, every field at once", () => {
    const empty = { name: "", fecha: "", hora: "", area: "", pax: "", source: "", guestLang: "" };
    expect(errorsOf(empty, "en")).toEqual({
      name: [contactMessages.en.nameRequired],
      fecha: [contactMessages.en.dateInvalid],
      hora: [contactMessages.en.timeInvalid],
      area: [contactMessages.en.areaInvalid],
      pax: [contactMessages.en.paxInvalid],
      source: [bookingTexts.en.sourceInvalid],
      guestLang: [bookingTexts.en.guestLangInvalid],
    });
    expect(errorsOf(empty, "es")).toMatchObject({
      name: ["El nombre es obligatorio"],
      hora: ["Elige una hora de la lista."],
      source: ["Elige cómo se tomó la reserva."],
    });
  });

  it("keeps the public form's rules and limits for what is typed", () => {
    expect(errorsOf({ name: "x".repeat(NAME_MAX_CHARS + 1) })).toEqual({ name: [`Max. ${NAME_MAX_CHARS} characters`] });
    expect(errorsOf({ comment: "y".repeat(COMMENT_MAX_CHARS + 1) })).toEqual({ comment: [`Max. ${COMMENT_MAX_CHARS} characters`] });
    expect(errorsOf({ comment: "see https://example.org" })).toEqual({ comment: ["URLs are not allowed"] });
    expect(errorsOf({ email: "not-an-address" })).toEqual({ email: ["Invalid email"] });
    expect(errorsOf({ phone: "5 123 4567" }, "es")).toEqual({ phone: ["Número de teléfono no válido"] });
    expect(errorsOf({ pax: String(PAX_MAX + 1) })).toEqual({ pax: [`Max. ${PAX_MAX} people.`] });
    expect(errorsOf({ area: "Balcón", pax: String(BALCONY_PAX_MAX + 1) })).toEqual({ pax: [`Max. ${BALCONY_PAX_MAX} people on the Balcón.`] });
    expect(errorsOf({ hora: "23:20" })).toEqual({ hora: ["Choose a time from the list."] });
    // The dates are the public form's: from today in Havana (31/12/2026 here) to the end of next year.
    expect(errorsOf({ fecha: "2026-12-30" })).toEqual({ fecha: ["Choose a date from 31/12/2026 to 31/12/2027."] });
    expect(check({ fecha: "31/12/2027" }).status).toBe("success");
    expect(errorsOf({ fecha: "2026-02-30" })).toEqual({ fecha: ["Date input not valid."] });
  });

  it("mails a confirmation only to an e-mail: ticking the box without one is refused", () => {
    expect(errorsOf({ sendConfirmation: "on" })).toEqual({ email: [bookingTexts.en.confirmNeedsEmail] });
    expect(errorsOf({ sendConfirmation: "on" }, "es")).toEqual({ email: [bookingTexts.es.confirmNeedsEmail] });
    const result = check({ sendConfirmation: "on", email: "ana@example.org" });
    expect(result.status === "success" && result.value.sendConfirmation).toBe(true);
  });
});
