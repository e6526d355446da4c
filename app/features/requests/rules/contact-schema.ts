import { z } from "../../../zod.ts";
import type { Lang } from "../../../lib/lang";
import { areas, BALCONY, maxPaxFor } from "./areas";
import {
  CAPTCHA_TOKEN_MAX_CHARS,
  COMMENT_MAX_CHARS,
  COUNTRY_MAX_CHARS,
  EMAIL_MAX_CHARS,
  NAME_MAX_CHARS,
  PAX_MAX,
  PAX_MIN,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from "./contact-limits";
import { contactMessages, fillMessage, type ContactMessages } from "./contact-messages";
import { formatReservationDate, isInRange, parseReservationDate, type DateRange } from "./reservation-dates";
import { charCount, containsUrl, removeSpaces } from "../../../lib/text-rules";
import { findSlot } from "./time-slots";

// The one schema of the contact form (docs/contributing.md §3.3), composed of small field
// schemas. The browser runs it through Conform on the form's fields, the server on
// the same fields (a JSON body is turned into them first), so both give the same
// messages. Its input is what a form posts: text, "on" checkboxes, numbers.

/** "+" then 10 to 16 digits, once spaces are gone (docs/product.md §5; spaces are removed before sending, docs/product.md §3). */
export const PHONE_PATTERN = new RegExp(`^\\+\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);
// zod's own e-mail pattern (no quoted local parts, no IP literals, no line breaks).
const EMAIL_PATTERN = z.regexes.email;

/** The names the form posts and the JSON body carries (docs/product.md §3, §7). */
export const contactFieldNames = [
  "name",
  "phone",
  "whatsapp",
  "email",
  "country",
  "comment",
  "reservation",
  "fecha",
  "hora",
  "area",
  "pax",
  "captcha",
] as const;
export const reservationFieldNames = ["fecha", "hora", "area", "pax"] as const;

/** The hidden field a person never fills (docs/product.md §7.3); robots do. */
export const HONEYPOT_FIELD = "website";

export function requiredText(m: ContactMessages, required: string, maxChars: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((s) => !containsUrl(s), m.urlsNotAllowed)
    .refine((s) => charCount(s) <= maxChars, fillMessage(m.tooLong, { max: maxChars }));
}

export const nameSchema = (m: ContactMessages) => requiredText(m, m.nameRequired, NAME_MAX_CHARS);
export const countrySchema = (m: ContactMessages) => requiredText(m, m.countryRequired, COUNTRY_MAX_CHARS);
export const commentSchema = (m: ContactMessages) => requiredText(m, m.commentRequired, COMMENT_MAX_CHARS);

export const phoneSchema = (m: ContactMessages) =>
  z.string().overwrite(removeSpaces).regex(PHONE_PATTERN, m.phoneInvalid).optional();

export const emailSchema = (m: ContactMessages) =>
  z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, m.emailRequired)
    .refine((s) => s === "" || (s.length <= EMAIL_MAX_CHARS && EMAIL_PATTERN.test(s)), m.emailInvalid);

export const dateSchema = (m: ContactMessages, range: DateRange) =>
  z
    .string()
    .refine((s) => parseReservationDate(s) !== undefined, m.dateInvalid)
    .refine(
      (s) => {
        const iso = parseReservationDate(s);
        return iso === undefined || isInRange(iso, range);
      },
      fillMessage(m.dateOutOfRange, { min: formatReservationDate(range.min), max: formatReservationDate(range.max) }),
    );

export const timeSchema = (m: ContactMessages) => z.string().refine((s) => findSlot(s) !== undefined, m.timeInvalid);

export const areaSchema = (m: ContactMessages) => z.enum(areas, { error: m.areaInvalid });

export const paxSchema = (m: ContactMessages) =>
  z
    .number({ error: m.paxInvalid })
    .int(m.paxInvalid)
    .min(PAX_MIN, fillMessage(m.paxTooFew, { min: PAX_MIN }))
    .max(PAX_MAX, fillMessage(m.paxTooMany, { max: PAX_MAX }));

export const captchaSchema = (m: ContactMessages) =>
  z.string({ error: m.captchaRequired }).min(1, m.captchaRequired).max(CAPTCHA_TOKEN_MAX_CHARS, m.captchaFailed);

/** The four reservation fields on their own: the modal checks them before 'Guardar'. */
export function reservationSchema(m: ContactMessages, range: DateRange) {
  return z
    .object({ fecha: dateSchema(m, range), hora: timeSchema(m), area: areaSchema(m), pax: paxSchema(m) })
    .superRefine(balconyRule(m), { when: () => true });
}

type ReservationShape = { area?: unknown; pax?: unknown };

/** docs/product.md §5: at most 2 people on the Balcón. */
function balconyRule(m: ContactMessages) {
  return (value: ReservationShape, ctx: z.RefinementCtx) => {
    if (value.area === BALCONY && typeof value.pax === "number" && value.pax > maxPaxFor(BALCONY)) {
      ctx.addIssue({ code: "custom", path: ["pax"], message: fillMessage(m.balconyTooMany, { max: maxPaxFor(BALCONY) }) });
    }
  };
}

export type ContactSchemaOptions = {
  lang: Lang;
  /** The bookable dates (reservationDateRange() at the time of checking). */
  dates: DateRange;
};

export function contactSchema({ lang, dates }: ContactSchemaOptions) {
  const m = contactMessages[lang];
  return z
    .object({
      name: nameSchema(m),
      phone: phoneSchema(m),
      whatsapp: z.boolean().default(false),
      email: emailSchema(m),
      country: countrySchema(m),
      comment: commentSchema(m),
      reservation: z.boolean().default(false),
      fecha: dateSchema(m, dates).optional(),
      hora: timeSchema(m).optional(),
      area: areaSchema(m).optional(),
      pax: paxSchema(m).optional(),
      captcha: captchaSchema(m),
    })
    .superRefine(
      (value, ctx) => {
        // Run even when other fields failed, so every message shows at once; the
        // value may then hold anything, hence the typeof checks.
        const v = value as Record<string, unknown>;
        const given = reservationFieldNames.filter((f) => v[f] !== undefined);
        if ((v.reservation === true || given.length > 0) && given.length < reservationFieldNames.length) {
          ctx.addIssue({ code: "custom", path: ["reservation"], message: m.reservationIncomplete });
        }
        balconyRule(m)(v, ctx);
      },
      { when: () => true },
    );
}

export type ContactInput = z.input<ReturnType<typeof contactSchema>>;
export type ContactValue = z.output<ReturnType<typeof contactSchema>>;
