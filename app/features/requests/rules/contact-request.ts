import { parseWithZod } from "@conform-to/zod/v4";
import type { Area } from "#app/booking/areas.ts";
import { issueTexts } from "#app/lib/issue-texts.ts";
import type { Lang } from "#app/lib/lang.ts";
import type { ContactMessageCode } from "./contact-messages.ts";
import { contactFieldNames, contactSchema, HONEYPOT_FIELD, type ContactSchemaOptions, type ContactValue } from "./contact-schema.ts";
import { formatReservationDate, parseReservationDate } from "#app/booking/reservation-dates.ts";
import { capitaliseWords, plainText, removeSpaces, singleLine } from "#app/lib/text-rules.ts";
import { parseSlotTime } from "#app/booking/time-slots.ts";
import { storedTimeLabel } from "#app/lib/clock.ts";

// The request as the rest of the system knows it, once the form's fields passed
// the schema: reservation date as ISO, time as 24-hour HH:mm (docs/product.md §12).

export type Reservation = { date: string; time: string; area: Area; pax: number };

export type ContactRequest = {
  name: string;
  phone: string;
  whatsapp: boolean;
  email: string;
  country: string;
  comment: string;
  reservation: Reservation | null;
};

/** Runs the one schema on posted fields (browser and server alike), its codes worded with `options.messages`. */
export function parseContactFields(fields: FormData | URLSearchParams, options: ContactSchemaOptions) {
  return parseWithZod(fields, { schema: contactSchema(options.dates, options.check), formatError: issueTexts<ContactMessageCode>(options.messages) });
}

/**
 * docs/product.md §3: name and country capitalised by word, phone without spaces. The browser
 * does this before sending; the server does it again, so a request that came
 * without JavaScript or from another client is stored the same way.
 */
export function toContactRequest(value: ContactValue): ContactRequest {
  const { fecha, hora, area, pax } = value;
  const date = fecha === undefined ? undefined : parseReservationDate(fecha);
  const time = hora === undefined ? undefined : parseSlotTime(hora);
  return {
    name: capitaliseWords(singleLine(value.name).normalize("NFC").trim()),
    phone: removeSpaces(singleLine(value.phone ?? "")),
    whatsapp: value.whatsapp,
    email: singleLine(value.email).trim(),
    country: capitaliseWords(singleLine(value.country).normalize("NFC").trim()),
    comment: plainText(value.comment).normalize("NFC").trim(),
    reservation:
      date !== undefined && time !== undefined && area !== undefined && pax !== undefined
        ? { date, time, area, pax }
        : null,
  };
}

/**
 * A JSON body (docs/product.md §7) as the fields a form would post, so one parser checks both:
 * true → "on", false/null → absent, numbers → text; objects and arrays are not a
 * field's value and are dropped (the schema then reports the field as missing).
 * Unknown keys are ignored.
 */
export function jsonToFields(body: Record<string, unknown>): URLSearchParams {
  const fields = new URLSearchParams();
  for (const name of [...contactFieldNames, HONEYPOT_FIELD, "lang"]) {
    if (!Object.hasOwn(body, name)) continue;
    const value = body[name];
    if (value === true) fields.set(name, "on");
    else if (typeof value === "string") fields.set(name, value);
    else if (typeof value === "number" && Number.isFinite(value)) fields.set(name, String(value));
  }
  // The original site's clients send booleans; accept their text forms too.
  for (const flag of ["whatsapp", "reservation"]) {
    const text = fields.get(flag)?.toLowerCase();
    if (text === undefined) continue;
    if (["on", "true", "1", "yes"].includes(text)) fields.set(flag, "on");
    else fields.delete(flag);
  }
  return fields;
}

/** The JSON body of docs/product.md §7 (plus the robot-check token and the page language, docs/product.md §7). */
export type ContactJsonBody = {
  name: string;
  phone: string;
  whatsapp: boolean;
  email: string;
  country: string;
  comment: string;
  fecha?: string;
  hora?: string;
  area?: Area;
  pax?: number;
  captcha: string;
  lang: Lang;
};

export function toJsonBody(request: ContactRequest, captcha: string, lang: Lang): ContactJsonBody {
  const { reservation, ...contact } = request;
  return {
    ...contact,
    ...(reservation && {
      fecha: formatReservationDate(reservation.date),
      hora: storedTimeLabel(reservation.time),
      area: reservation.area,
      pax: reservation.pax,
    }),
    captcha,
    lang,
  };
}
