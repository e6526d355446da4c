import { z } from "#app/zod.ts";
import { languages } from "#app/lib/lang.ts";
import { requestSources } from "#db/request-values.ts";
import { balconyRule, contactFields, reservationFieldNames, scheduleRule, type ScheduleCheck } from "#app/features/requests/rules/contact-schema.ts";
import type { ContactMessageCode } from "#app/features/requests/rules/contact-messages.ts";
import type { DateRange } from "#app/booking/reservation-dates.ts";

// A booking an owner takes by hand (by phone, on WhatsApp, from a casa's host, at the door):
// the public form's schema (app/features/requests/rules/contact-schema.ts), its field rules and
// the Balcón's cap unchanged, with these differences, each because an owner is typing for a guest:
// - no robot check, and no "do you want a reservation" box: it always is one, so date, time,
//   area and people are required;
// - e-mail, country and notes may stay empty (a guest at the door gives a name and a number);
//   what is typed must pass the public rule;
// - where the booking came from, the guest's language (for the confirmation mail), and whether
//   to mail the guest a confirmation, which needs an e-mail.

/** What an owner can enter by hand; "site" is the public form's own. */
export const bookingSources = requestSources.filter((s) => s !== "site") as readonly BookingSource[];
export type BookingSource = Exclude<(typeof requestSources)[number], "site">;

/** The booking form's own message codes (booking-texts.ts); the rest are the contact form's. */
export const bookingMessageCodes = ["sourceInvalid", "guestLangInvalid", "confirmNeedsEmail"] as const;
type Code = ContactMessageCode | (typeof bookingMessageCodes)[number];

/** A reservation field left empty: the contact form's message for that field (also an owner's change of a reservation). */
export const missingCode: Record<(typeof reservationFieldNames)[number], ContactMessageCode> = {
  fecha: "dateInvalid",
  hora: "timeInvalid",
  area: "areaInvalid",
  pax: "paxInvalid",
};

/**
 * `dates`: the bookable dates, as for the public form; `check`: the schedule's hours
 * (docs/product.md §17), which the action always gives. Capacity and a large party are no
 * refusal here: the action warns and the owner may tick `bookAnyway`.
 */
export function bookingSchema(dates: DateRange, check?: ScheduleCheck) {
  const fields = contactFields(dates);
  return fields
    .omit({ captcha: true, reservation: true })
    .extend({
      email: fields.shape.email.optional(),
      country: fields.shape.country.optional(),
      comment: fields.shape.comment.optional(),
      source: z.enum(bookingSources as [BookingSource, ...BookingSource[]], { error: "sourceInvalid" satisfies Code }),
      guestLang: z.enum(languages, { error: "guestLangInvalid" satisfies Code }),
      sendConfirmation: z.boolean().default(false),
      bookAnyway: z.boolean().default(false),
    })
    .superRefine(
      (value, ctx) => {
        // Runs even when other fields failed (every message at once): check types.
        const v = value as Record<string, unknown>;
        for (const field of reservationFieldNames) {
          if (v[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message: missingCode[field] });
        }
        if (v.sendConfirmation === true && (typeof v.email !== "string" || v.email === "")) {
          ctx.addIssue({ code: "custom", path: ["email"], message: "confirmNeedsEmail" satisfies Code });
        }
        balconyRule(v, ctx);
        if (check) scheduleRule(check)(v, ctx);
      },
      { when: () => true },
    );
}

export type BookingValue = z.output<ReturnType<typeof bookingSchema>>;
