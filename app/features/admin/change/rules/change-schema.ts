import { z } from "#app/zod.ts";
import { charCount } from "#app/lib/text-rules.ts";
import type { DateRange } from "#app/booking/reservation-dates.ts";
import { balconyRule, contactFields, reservationFieldNames, scheduleRule, type ScheduleCheck } from "#app/features/requests/rules/contact-schema.ts";
import type { ContactMessageCode } from "#app/features/requests/rules/contact-messages.ts";
import { STATUS_NOTE_MAX_CHARS } from "#app/features/requests/rules/request-status.ts";
import { missingCode } from "../../booking/rules/booking-schema.ts";

// An owner's change of a reservation (docs/product.md §13): the public form's four reservation
// fields with their rules (app/features/requests/rules/contact-schema.ts: the bookable dates, a
// quarter-hour time, an area, 1 to 25 people, at most 2 on the Balcón) and the schedule's hours
// as for a booking by hand (closed days and times refused, no minimum notice: byOwner). Capacity
// and a large party are no refusal here, as for a booking by hand: the action warns, and the owner
// may tick `bookAnyway`. With an optional line for the guest's mail, as long as a decision's.

export function changeSchema(dates: DateRange, check?: ScheduleCheck) {
  return contactFields(dates)
    .pick({ fecha: true, hora: true, area: true, pax: true })
    .extend({
      note: z
        .string()
        .trim()
        .refine((s) => charCount(s) <= STATUS_NOTE_MAX_CHARS, { message: "tooLong" satisfies ContactMessageCode, params: { max: STATUS_NOTE_MAX_CHARS } })
        .optional(),
      bookAnyway: z.boolean().default(false),
    })
    .superRefine(
      (value, ctx) => {
        // Runs even when other fields failed (every message at once): check types.
        const v = value as Record<string, unknown>;
        for (const field of reservationFieldNames) {
          if (v[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message: missingCode[field] });
        }
        balconyRule(v, ctx);
        if (check) scheduleRule(check)(v, ctx);
      },
      { when: () => true },
    );
}

export type ChangeValue = z.output<ReturnType<typeof changeSchema>>;
