import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { OwnerLang } from "#app/lib/lang.ts";
import siteFacts from "#content/site.json";
import { BALCONY_PAX_MAX, PAX_MAX } from "#app/booking/party-size.ts";
import { bookingDateRange } from "#app/booking/bookable-slots.ts";
import type { Schedule } from "#app/booking/schedule.ts";
import { contactMessages } from "#app/features/requests/rules/contact-messages.ts";
import { STATUS_NOTE_MAX_CHARS } from "#app/features/requests/rules/request-status.ts";
import { scheduleFromSiteFacts } from "#app/features/schedule/rules/schedule-defaults.ts";
import { bookingTexts } from "../../booking/booking-texts.ts";
import { bookingIssueTexts } from "../../booking/booking-issue-texts.ts";
import { changeSchema } from "./change-schema.ts";

// An owner's change of a reservation: the public rules of party size, slots and the schedule's
// closed days, as for a booking by hand (no minimum notice); every message beside its field.

const now = new Date("2027-01-01T04:30:00Z"); // still 31/12/2026 in Havana
const open = scheduleFromSiteFacts(siteFacts);
const schedule: Schedule = {
  ...open,
  // Mondays closed; a holiday on 6 January 2027.
  weekly: { ...open.weekly, mon: [] },
  exceptions: [{ from: "2027-01-06", to: "2027-01-06", periods: [], labelEn: "Three Kings", labelEs: "Reyes" }],
};
const dates = bookingDateRange(schedule, now);
const valid = { fecha: "2027-01-05", hora: "21:30", area: "Terraza", pax: "5" };

function check(fields: Record<string, string | undefined>, lang: OwnerLang = "en") {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...valid, ...fields })) if (v !== undefined) form.set(k, v);
  return parseWithZod(form, { schema: changeSchema(dates, { schedule, now, byOwner: true }), formatError: bookingIssueTexts(bookingTexts[lang], contactMessages[lang]) });
}

function errorsOf(fields: Record<string, string | undefined>, lang: OwnerLang = "en") {
  const result = check(fields, lang);
  return result.status === "success" ? {} : (result.error ?? {});
}

describe("an owner's change of a reservation", () => {
  it("takes a date, a seating time, an area and people, and an optional line for the guest", () => {
    const result = check({ note: "  As you asked.  " });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toEqual({ fecha: "2027-01-05", hora: "21:30", area: "Terraza", pax: 5, note: "As you asked.", bookAnyway: false });
    const anyway = check({ bookAnyway: "on" });
    expect(anyway.status === "success" && anyway.value.bookAnyway).toBe(true);
  });

  it("refuses the schedule's closed days: a closed weekday, a holiday with its name", () => {
    expect(errorsOf({ fecha: "2027-01-04" })).toEqual({ fecha: ["We are closed on 04/01/2027. Choose another day."] });
    expect(errorsOf({ fecha: "2027-01-06" }, "es")).toEqual({ fecha: ["Cerramos el 06/01/2027: Reyes. Elige otro día."] });
  });

  it("refuses a time that is no seating slot that day, and a time off the quarter hours", () => {
    expect(errorsOf({ hora: "23:00" })).toMatchObject({ hora: [expect.stringMatching(/^On 05\/01\/2027 we seat guests at .*Choose a time from the list\.$/)] });
    expect(errorsOf({ hora: "21:10" })).toEqual({ hora: [contactMessages.en.timeInvalid] });
  });

  it("lets an owner write down a slot inside the public notice (a guest already at the door)", () => {
    expect(check({ fecha: "2026-12-31", hora: "22:45" }).status).toBe("success");
  });

  it("keeps party sizes in range, the Balcón's cap, and whole numbers", () => {
    expect(errorsOf({ pax: "0" })).toEqual({ pax: ["At least 1 person."] });
    expect(errorsOf({ pax: String(PAX_MAX + 1) })).toEqual({ pax: [`Max. ${PAX_MAX} people.`] });
    expect(errorsOf({ area: "Balcón", pax: String(BALCONY_PAX_MAX + 1) })).toEqual({ pax: [`Max. ${BALCONY_PAX_MAX} people on the Balcón.`] });
    expect(errorsOf({ pax: "2.5" })).toEqual({ pax: [contactMessages.en.paxInvalid] });
  });

  it("says what is missing or malformed beside each field, every field at once, in the owner's language", () => {
    expect(errorsOf({ fecha: "", hora: "", area: "", pax: "" }, "es")).toEqual({
      fecha: [contactMessages.es.dateInvalid],
      hora: [contactMessages.es.timeInvalid],
      area: [contactMessages.es.areaInvalid],
      pax: [contactMessages.es.paxInvalid],
    });
    expect(errorsOf({ fecha: "x".repeat(5000), hora: "9".repeat(300), area: "Roof", pax: "many" })).toEqual({
      fecha: [contactMessages.en.dateInvalid],
      hora: [contactMessages.en.timeInvalid],
      area: [contactMessages.en.areaInvalid],
      pax: [contactMessages.en.paxInvalid],
    });
  });

  it("refuses a line for the guest longer than a decision's, never cutting it", () => {
    expect(errorsOf({ note: "y".repeat(STATUS_NOTE_MAX_CHARS + 1) })).toEqual({ note: [`Max. ${STATUS_NOTE_MAX_CHARS} characters`] });
    expect(check({ note: "y".repeat(STATUS_NOTE_MAX_CHARS) }).status).toBe("success");
  });
});
