import { z } from "#app/zod.ts";
import { areas, BALCONY, maxPaxFor } from "#app/booking/areas.ts";
import { CAPTCHA_TOKEN_MAX_CHARS, COMMENT_MAX_CHARS, COUNTRY_MAX_CHARS, EMAIL_MAX_CHARS, NAME_MAX_CHARS, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from "./contact-limits.ts";
import { PAX_MAX, PAX_MIN } from "#app/booking/party-size.ts";
import { SLOT_MINUTES } from "#app/booking/time-slots.ts";
import type { ContactMessageCode, ContactMessages } from "./contact-messages.ts";
import { formatReservationDate, isInRange, parseReservationDate, type DateRange } from "#app/booking/reservation-dates.ts";
import { charCount, containsUrl, removeSpaces } from "#app/lib/text-rules.ts";
import { parseSlotTime } from "#app/booking/time-slots.ts";
import { exceptionOn, type Schedule } from "#app/booking/schedule.ts";
import { seatingSlotsOn, slotRefusal } from "#app/booking/bookable-slots.ts";
import { minutesOfWallTime, type WallTime } from "#app/booking/wall-time.ts";
import { to12HourLabel } from "#app/lib/clock.ts";

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

// Every message below is a code of contact-messages.ts, with the values its sentence needs
// in the issue's params (or zod's own bound); contactIssueTexts() turns it into the
// visitor's language. The schema itself speaks no language.
type Code = ContactMessageCode;

export function requiredText(required: Code, maxChars: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((s) => !containsUrl(s), "urlsNotAllowed" satisfies Code)
    .refine((s) => charCount(s) <= maxChars, { message: "tooLong" satisfies Code, params: { max: maxChars } });
}

export const nameSchema = requiredText("nameRequired", NAME_MAX_CHARS);
export const countrySchema = requiredText("countryRequired", COUNTRY_MAX_CHARS);
export const commentSchema = requiredText("commentRequired", COMMENT_MAX_CHARS);

export const phoneSchema = z.string().overwrite(removeSpaces).regex(PHONE_PATTERN, "phoneInvalid" satisfies Code).optional();

export const emailSchema = z
  .string({ error: "emailRequired" satisfies Code })
  .trim()
  .min(1, "emailRequired" satisfies Code)
  .refine((s) => s === "" || (s.length <= EMAIL_MAX_CHARS && EMAIL_PATTERN.test(s)), "emailInvalid" satisfies Code);

export const dateSchema = (range: DateRange) =>
  z
    .string()
    .refine((s) => parseReservationDate(s) !== undefined, "dateInvalid" satisfies Code)
    .refine(
      (s) => {
        const iso = parseReservationDate(s);
        return iso === undefined || isInRange(iso, range);
      },
      { message: "dateOutOfRange" satisfies Code, params: { min: formatReservationDate(range.min), max: formatReservationDate(range.max) } },
    );

/** Any quarter hour is a time; whether it is a seating slot that day is the schedule's to say (scheduleRule). */
export const anyTimeSchema = z.string().refine((s) => parseSlotTime(s) !== undefined, "timeInvalid" satisfies Code);

/**
 * The schedule's rules on a reservation (app/booking/bookable-slots.ts, docs/product.md §17): the server
 * applies them to every request; the form, when it has the schedule, the same way.
 */
export type ScheduleCheck = { readonly schedule: Schedule; readonly now: Date } & (
  | {
      readonly byOwner?: false;
      /** The restaurant's phone in force (app/features/facts/), which a slot inside the notice tells the guest to call. */
      readonly phone: string;
    }
  /** An owner's booking by hand: no minimum notice, and a slot already begun may be written down (a guest at the door). */
  | { readonly byOwner: true }
);

/** A closed date, a time that is no seating slot that day, a slot inside the notice: the field's message. */
export function scheduleRule(check: ScheduleCheck) {
  const { schedule, now } = check;
  return (value: { fecha?: unknown; hora?: unknown }, ctx: z.RefinementCtx) => {
    const date = typeof value.fecha === "string" ? parseReservationDate(value.fecha) : undefined;
    const time = typeof value.hora === "string" ? parseSlotTime(value.hora) : undefined;
    if (date === undefined || time === undefined) return;
    const shown = formatReservationDate(date);
    switch (slotRefusal(schedule, date, time, now)) {
      case undefined:
      case "out-of-range": // the date's own rule says it (dateSchema with bookingDateRange)
        return;
      case "closed-day": {
        const exception = exceptionOn(schedule, date);
        const params = exception ? { date: shown, labelEn: exception.labelEn, labelEs: exception.labelEs } : { date: shown };
        ctx.addIssue({ code: "custom", path: ["fecha"], message: (exception ? "dateClosedFor" : "dateClosed") satisfies Code, params });
        return;
      }
      case "not-a-slot":
        ctx.addIssue({ code: "custom", path: ["hora"], message: "timeNotServed" satisfies Code, params: { date: shown, hours: seatingRanges(seatingSlotsOn(schedule, date)) } });
        return;
      case "too-soon": {
        if (check.byOwner) return;
        const notice = schedule.booking.noticeMinutes;
        ctx.addIssue(
          notice === 0
            ? { code: "custom", path: ["hora"], message: "timePassed" satisfies Code }
            : { code: "custom", path: ["hora"], message: "timeTooSoon" satisfies Code, params: { notice: noticeText(notice), phone: check.phone } },
        );
        return;
      }
    }
  };
}

/** "7:00 AM – 10:45 AM, 12:00 PM – 10:45 PM": a day's seating slots as runs. */
function seatingRanges(slots: readonly WallTime[]): string {
  const runs: [WallTime, WallTime][] = [];
  for (const slot of slots) {
    const last = runs.at(-1);
    if (last && minutesOfWallTime(slot) - minutesOfWallTime(last[1]) === SLOT_MINUTES) last[1] = slot;
    else runs.push([slot, slot]);
  }
  return runs.map(([a, b]) => (a === b ? to12HourLabel(a) : `${to12HourLabel(a)} – ${to12HourLabel(b)}`)).join(", ");
}

/** 120 → "2 h", 90 → "1 h 30 min", 30 → "30 min" (the same in both languages). */
function noticeText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h > 0 ? `${h} h` : "", m > 0 ? `${m} min` : ""].filter(Boolean).join(" ");
}

export const areaSchema = z.enum(areas, { error: "areaInvalid" satisfies Code });

// zod reports the bound of .min()/.max() itself: the sentence's {min}/{max}.
export const paxSchema = z
  .number({ error: "paxInvalid" satisfies Code })
  .int("paxInvalid" satisfies Code)
  .min(PAX_MIN, "paxTooFew" satisfies Code)
  .max(PAX_MAX, "paxTooMany" satisfies Code);

export const captchaSchema = z
  .string({ error: "captchaRequired" satisfies Code })
  .min(1, "captchaRequired" satisfies Code)
  .max(CAPTCHA_TOKEN_MAX_CHARS, "captchaFailed" satisfies Code);

/** The four reservation fields on their own: the modal checks them before 'Guardar'. */
export function reservationSchema(range: DateRange, check?: ScheduleCheck) {
  return z
    .object({ fecha: dateSchema(range), hora: anyTimeSchema, area: areaSchema, pax: paxSchema })
    .superRefine(
      (value, ctx) => {
        balconyRule(value, ctx);
        if (check) scheduleRule(check)(value, ctx);
      },
      { when: () => true },
    );
}

type ReservationShape = { area?: unknown; pax?: unknown };

/** docs/product.md §5: at most 2 people on the Balcón (as a superRefine of any schema with area and pax). */
export function balconyRule(value: ReservationShape, ctx: z.RefinementCtx) {
  const max = maxPaxFor(BALCONY);
  if (value.area === BALCONY && typeof value.pax === "number" && value.pax > max) {
    ctx.addIssue({ code: "custom", path: ["pax"], message: "balconyTooMany" satisfies Code, params: { max } });
  }
}

export type ContactSchemaOptions = {
  /**
   * The messages that word the schema's codes, in the visitor's language: the server reads them
   * from contact-messages.ts, the browser has them from the page's data (the same sentences).
   */
  messages: ContactMessages;
  /** The bookable dates (bookingDateRange() of the schedule, or reservationDateRange(), at the time of checking). */
  dates: DateRange;
  /** The schedule and the instant to check against: the server always gives them. */
  check?: ScheduleCheck;
};

/**
 * The contact form's fields, each with its own rule, before the rules that tie fields together
 * (contactRules). Other forms with the same fields derive their schema from this one
 * (.omit / .extend, then their own cross-field rules): an owner's booking by hand is
 * app/features/admin/booking/rules/booking-schema.ts.
 */
export function contactFields(dates: DateRange) {
  return z.object({
    name: nameSchema,
    phone: phoneSchema,
    whatsapp: z.boolean().default(false),
    email: emailSchema,
    country: countrySchema,
    comment: commentSchema,
    reservation: z.boolean().default(false),
    fecha: dateSchema(dates).optional(),
    hora: anyTimeSchema.optional(),
    area: areaSchema.optional(),
    pax: paxSchema.optional(),
    captcha: captchaSchema,
  });
}

/** The contact form's rules across fields: a reservation is all four fields or none; the Balcón's cap. */
function contactRules(value: unknown, ctx: z.RefinementCtx) {
  // Run even when other fields failed, so every message shows at once; the
  // value may then hold anything, hence the typeof checks.
  const v = value as Record<string, unknown>;
  const given = reservationFieldNames.filter((f) => v[f] !== undefined);
  if ((v.reservation === true || given.length > 0) && given.length < reservationFieldNames.length) {
    ctx.addIssue({ code: "custom", path: ["reservation"], message: "reservationIncomplete" satisfies Code });
  }
  balconyRule(v, ctx);
}

export function contactSchema(dates: DateRange, check?: ScheduleCheck) {
  return contactFields(dates).superRefine(
    (value, ctx) => {
      contactRules(value, ctx);
      if (check) scheduleRule(check)(value, ctx);
    },
    { when: () => true },
  );
}

export type ContactInput = z.input<ReturnType<typeof contactSchema>>;
export type ContactValue = z.output<ReturnType<typeof contactSchema>>;
