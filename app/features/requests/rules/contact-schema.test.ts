import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Lang } from "#app/lib/lang.ts";
import { areas, BALCONY } from "#app/booking/areas.ts";
import { BALCONY_PAX_MAX, PAX_MAX, PAX_MIN } from "#app/booking/party-size.ts";
import { COMMENT_MAX_CHARS, COUNTRY_MAX_CHARS, NAME_MAX_CHARS } from "./contact-limits.ts";
import { contactMessages } from "./contact-messages.ts";
import { jsonToFields, parseContactFields, toContactRequest, toJsonBody } from "./contact-request.ts";
import { addDaysIso, formatReservationDate, reservationDateRange } from "#app/booking/reservation-dates.ts";
import { bookingDateRange } from "#app/booking/bookable-slots.ts";
import { type Schedule } from "#app/booking/schedule.ts";
import site from "#content/site.json";
import { scheduleFromSiteFacts } from "#app/features/schedule/rules/schedule-defaults.ts";

const now = new Date("2027-01-01T04:30:00Z"); // still 31/12/2026 in Havana
const dates = reservationDateRange(now);

const valid = {
  name: "ana pérez",
  phone: "+53 41 994 430",
  email: "ana@example.org",
  country: "cuba",
  comment: "Una mesa al atardecer, por favor.",
  captcha: "token",
};

function check(fields: Record<string, string | undefined>, lang: Lang = "es") {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...valid, ...fields })) if (v !== undefined) form.set(k, v);
  return parseContactFields(form, { messages: contactMessages[lang], dates });
}

function errorsOf(fields: Record<string, string | undefined>, lang: Lang = "es") {
  const result = check(fields, lang);
  return result.status === "success" ? {} : (result.error ?? {});
}

/** Text made of n characters as a person counts them, with accents and emoji. */
const textOf = (n: number) =>
  fc
    .array(fc.constantFrom("a", "é", "e\u0301", "Ñ", "ü", "👍🏽", "🇨🇺", "👨‍👩‍👧", "😀", "x"), { minLength: n, maxLength: n })
    .map((chars) => chars.join(""))
    .filter((s) => s.trim() === s);

describe("the contact schema (docs/product.md §5)", () => {
  it("accepts a complete request", () => {
    expect(check({}).status).toBe("success");
  });

  it("says what is missing, in the spec's words, in both languages", () => {
    const empty = { name: "", email: "", country: "", comment: "", captcha: "", phone: "" };
    expect(errorsOf(empty, "en")).toEqual({
      name: ["Name is required"],
      email: ["Email is required"],
      country: ["Country is required"],
      comment: ["Comments are required"],
      captcha: ["Please complete the reCAPTCHA."],
    });
    expect(errorsOf(empty, "es")).toEqual({
      name: ["El nombre es obligatorio"],
      email: ["El correo electrónico es obligatorio"],
      country: ["El país es obligatorio"],
      comment: ["Los comentarios son obligatorios"],
      captcha: ["Por favor completa el reCAPTCHA."],
    });
    expect(errorsOf({ name: "   " }, "en").name).toEqual(["Name is required"]);
    expect(errorsOf({ email: "ana@" }, "en").email).toEqual(["Invalid email"]);
    expect(errorsOf({ email: "ana@" }, "es").email).toEqual(["Correo electrónico no válido"]);
  });

  for (const [field, max, es, en] of [
    ["name", NAME_MAX_CHARS, "Máx. 30 caracteres", "Max. 30 characters"],
    ["country", COUNTRY_MAX_CHARS, "Máx. 25 caracteres", "Max. 25 characters"],
    ["comment", COMMENT_MAX_CHARS, "Máx. 300 caracteres", "Max. 300 characters"],
  ] as const) {
    it(`limits ${field} to ${max} characters, counting accents and emoji as one`, () => {
      fc.assert(
        fc.property(fc.constantFrom(max - 1, max, max + 1), fc.constantFrom<Lang>("es", "en"), (n, lang) => {
          const length = fc.sample(textOf(n), 1)[0]!;
          const errors = errorsOf({ [field]: length }, lang)[field];
          return n <= max ? errors === undefined : errors?.[0] === (lang === "es" ? es : en);
        }),
        { numRuns: 60 },
      );
    });
  }

  it("rejects URLs in name, country and comment, in any case", () => {
    const token = fc.constantFrom("www", "http://", "https://", "ftp", ".com", "WWW", "HtTpS://", "FTP", ".CoM");
    fc.assert(
      fc.property(fc.constantFrom("name", "country", "comment"), token, fc.constantFrom<Lang>("es", "en"), (field, t, lang) => {
        const errors = errorsOf({ [field]: `a${t}b` }, lang)[field];
        return errors?.includes(lang === "es" ? "No se permiten URL" : "URLs are not allowed") === true;
      }),
    );
  });

  it("takes a phone of + and 10 to 16 digits, spaces anywhere, or no phone at all", () => {
    const phone = (digits: number) =>
      fc
        .tuple(fc.stringMatching(new RegExp(`^\\d{${digits}}$`)), fc.array(fc.boolean(), { minLength: digits, maxLength: digits }))
        .map(([ds, spaces]) => "+" + [...ds].map((d, i) => (spaces[i] ? ` ${d}` : d)).join(""));
    fc.assert(
      fc.property(fc.constantFrom(9, 10, 16, 17).chain((n) => phone(n).map((p) => [n, p] as const)), ([n, p]) => {
        const ok = errorsOf({ phone: p }).phone === undefined;
        return ok === (n >= 10 && n <= 16);
      }),
    );
    expect(errorsOf({ phone: "" }).phone).toBeUndefined();
    expect(errorsOf({ phone: "5341994430" }, "en").phone).toEqual(["Invalid phone number"]);
    expect(errorsOf({ phone: "+53 41 99a 430" }, "es").phone).toEqual(["Número de teléfono no válido"]);
  });
});

describe("the reservation part (docs/product.md §4, §5)", () => {
  const full = { reservation: "on", fecha: "31/12/2026", hora: "3:15 PM", area: "Terraza", pax: "4" };

  it("accepts a complete reservation, the time as label or value, the date as typed or ISO", () => {
    expect(check(full).status).toBe("success");
    expect(check({ ...full, hora: "15:15", fecha: "2026-12-31" }).status).toBe("success");
  });

  it("wants all four fields once one is given or the box is ticked", () => {
    for (const missing of ["fecha", "hora", "area", "pax"]) {
      expect(errorsOf({ ...full, [missing]: undefined }).reservation).toEqual([
        "Por favor completa todos los campos de la reserva.",
      ]);
    }
    expect(errorsOf({ reservation: "on" }, "en").reservation).toEqual(["Please fill in all the reservation fields."]);
    expect(errorsOf({ fecha: "31/12/2026" }).reservation).toBeDefined();
    expect(errorsOf({}).reservation).toBeUndefined();
  });

  it("allows 1 to 25 people, at most 2 on the Balcón", () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 30 }), fc.constantFrom(...areas), (pax, area) => {
        const ok = errorsOf({ ...full, area, pax: String(pax) }).pax === undefined;
        const limit = area === BALCONY ? BALCONY_PAX_MAX : PAX_MAX;
        return ok === (pax >= PAX_MIN && pax <= limit);
      }),
    );
    expect(errorsOf({ ...full, area: BALCONY, pax: "3" }).pax).toEqual(["Máx. 2 personas en el Balcón."]);
    expect(errorsOf({ ...full, pax: "2.5" }, "en").pax).toEqual(["Enter a whole number of people."]);
  });

  it("allows dates from today to 31 December of next year in Havana, across midnight", () => {
    const day = (iso: string) => formatReservationDate(iso);
    fc.assert(
      fc.property(fc.date({ min: new Date("2025-01-01T00:00:00Z"), max: new Date("2035-12-31T23:59:59Z"), noInvalidDate: true }), (at) => {
        const range = reservationDateRange(at);
        const ok = (fecha: string) => {
          const form = new URLSearchParams({ ...valid, ...full, fecha });
          return parseContactFields(form, { messages: contactMessages.es, dates: range }).status === "success";
        };
        return ok(day(range.min)) && ok(day(range.max)) && !ok(day(addDaysIso(range.min, -1))) && !ok(day(addDaysIso(range.max, 1)));
      }),
    );
    expect(errorsOf({ ...full, fecha: "30/12/2026" }).fecha).toEqual(["Elige una fecha del 31/12/2026 al 31/12/2027."]);
    expect(errorsOf({ ...full, fecha: "32/01/2027" }, "en").fecha).toEqual(["Date input not valid."]);
  });

  it("takes quarter hours only (which are seating slots is the schedule's to say) and the three areas", () => {
    expect(errorsOf({ ...full, hora: "23:10" }).hora).toEqual(["Elige una hora de la lista."]);
    expect(errorsOf({ ...full, area: "Cocina" }, "en").area).toEqual(["Choose an area from the list."]);
  });
});

describe("from a JSON body to a stored request", () => {
  it("turns JSON values into form fields and ignores unknown keys", () => {
    const fields = jsonToFields({ name: "Ana", whatsapp: true, pax: 3, reservation: "true", extra: "x", comment: { a: 1 }, phone: null });
    expect([...fields]).toEqual([
      ["name", "Ana"],
      ["whatsapp", "on"],
      ["reservation", "on"],
      ["pax", "3"],
    ]);
    expect(jsonToFields({ whatsapp: false, reservation: "no" }).toString()).toBe("");
    expect(jsonToFields({ __proto__: { name: "x" } } as Record<string, unknown>).toString()).toBe("");
  });

  it("capitalises name and country, removes phone spaces and stores ISO date and 24-hour time", () => {
    const result = check({ reservation: "on", fecha: "31/12/2026", hora: "3:15 PM", area: "Balcón", pax: "2", whatsapp: "on" });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    const request = toContactRequest(result.value);
    expect(request).toEqual({
      name: "Ana Pérez",
      phone: "+5341994430",
      whatsapp: true,
      email: "ana@example.org",
      country: "Cuba",
      comment: "Una mesa al atardecer, por favor.",
      reservation: { date: "2026-12-31", time: "15:15", area: "Balcón", pax: 2 },
    });
    expect(toJsonBody(request, "tok", "es")).toMatchObject({ fecha: "31/12/2026", hora: "3:15 PM", area: "Balcón", pax: 2 });
  });

  it("has every message in both languages", () => {
    expect(Object.keys(contactMessages.es).sort()).toEqual(Object.keys(contactMessages.en).sort());
    expect(contactMessages.es.sending).toBe("Enviando...");
    expect(contactMessages.es.success).toBe("Formulario enviado correctamente ✅");
    expect(contactMessages.es.httpError).toBe("Error al enviar. Inténtalo de nuevo.");
    expect(contactMessages.es.unexpectedError).toBe("Ocurrió un error inesperado.");
    expect(contactMessages.en.dateInvalid).toBe("Date input not valid.");
  });
});

describe("the schedule's rules on a reservation (docs/product.md §17)", () => {
  const at = new Date("2026-12-20T15:00:00Z"); // 10:00 in Havana
  const schedule: Schedule = {
    ...scheduleFromSiteFacts(site),
    exceptions: [{ from: "2026-12-24", to: "2026-12-24", periods: [], labelEn: "Christmas Eve", labelEs: "Nochebuena" }],
    weekly: { ...scheduleFromSiteFacts(site).weekly, mon: [] },
    booking: { lastSeatingMinutes: 60, noticeMinutes: 120, maxDaysAhead: 30, largePartyMin: null },
  };
  // The phone in force (an owner's, not the seed's): the notice's refusal gives it.
  const phone = "+53 5 222 3344";
  const check = { schedule, now: at, phone };
  const base = { name: "Ana", email: "ana@example.com", country: "Cuba", comment: "Hola", captcha: "tok", reservation: "on", area: "Terraza", pax: "2" };
  const errorsWith = (fields: Record<string, string>, lang: "en" | "es") => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...base, ...fields })) form.set(k, v);
    const result = parseContactFields(form, { messages: contactMessages[lang], dates: bookingDateRange(schedule, at), check });
    return result.status === "error" ? result.error : undefined;
  };

  it("accepts an open slot outside the old fixed list, given in either form", () => {
    const late: Schedule = { ...schedule, weekly: { ...schedule.weekly, tue: [{ opens: "06:00", closes: "24:00" }] } };
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...base, fecha: "22/12/2026", hora: "6:30 AM" })) form.set(k, v);
    const result = parseContactFields(form, { messages: contactMessages.en, dates: bookingDateRange(late, at), check: { schedule: late, now: at, phone } });
    expect(result.status).toBe("success");
    if (result.status === "success") expect(toContactRequest(result.value).reservation?.time).toBe("06:30");
  });

  it("refuses a closed date with the exception's label, in the request's language", () => {
    expect(errorsWith({ fecha: "24/12/2026", hora: "8:00 PM" }, "en")?.fecha).toEqual(["We are closed on 24/12/2026: Christmas Eve. Choose another day."]);
    expect(errorsWith({ fecha: "24/12/2026", hora: "8:00 PM" }, "es")?.fecha).toEqual(["Cerramos el 24/12/2026: Nochebuena. Elige otro día."]);
    expect(errorsWith({ fecha: "21/12/2026", hora: "8:00 PM" }, "en")?.fecha).toEqual(["We are closed on 21/12/2026. Choose another day."]);
  });

  it("refuses a time after the last seating, and one inside the notice", () => {
    expect(errorsWith({ fecha: "22/12/2026", hora: "10:15 PM" }, "en")?.hora).toEqual(["On 22/12/2026 we seat guests at 7:00 AM – 10:00 PM. Choose a time from the list."]);
    expect(errorsWith({ fecha: "20/12/2026", hora: "11:45 AM" }, "es")?.hora).toEqual([`Demasiado pronto: reserva con al menos 2 h de antelación, o llámanos al ${phone}.`]);
    expect(errorsWith({ fecha: "20/12/2026", hora: "12:00 PM" }, "es")).toBeUndefined();
  });

  it("lets an owner booking by hand write down a slot inside the notice, or already begun, but not a closed hour", () => {
    const byOwner = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ ...base, ...fields })) form.set(k, v);
      return parseContactFields(form, { messages: contactMessages.en, dates: bookingDateRange(schedule, at), check: { ...check, byOwner: true } }).status;
    };
    expect(byOwner({ fecha: "20/12/2026", hora: "9:00 AM" })).toBe("success");
    expect(byOwner({ fecha: "20/12/2026", hora: "11:00 AM" })).toBe("success");
    expect(byOwner({ fecha: "24/12/2026", hora: "8:00 PM" })).toBe("error");
  });

  it("refuses a date beyond how far ahead one may book", () => {
    expect(errorsWith({ fecha: "20/01/2027", hora: "8:00 PM" }, "en")?.fecha).toEqual(["Choose a date from 20/12/2026 to 19/01/2027."]);
  });
});
