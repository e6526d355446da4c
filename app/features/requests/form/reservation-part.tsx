import { getInputProps } from "@conform-to/react";
import type { DateRange } from "#app/booking/reservation-dates.ts";
import type { Schedule } from "#app/booking/schedule.ts";
import { storedTimeLabel } from "#app/lib/clock.ts";
import type { Lang } from "#app/lib/lang.ts";
import type { SiteFacts } from "#app/shell/content/site.ts";
import { CheckboxField } from "#app/ui/field.lazy.tsx";
import type { ContactFieldset } from "./contact-fields.tsx";
import { contactLook } from "./field-looks.ts";
import type { ReservationChoice, ReservationEvent } from "./reservation-choice.ts";
import { ReservationDialog } from "./reservation-dialog.tsx";
import { ReservationInlineFields } from "./reservation-inline-fields.tsx";
import { ReservationSummary } from "./reservation-summary.tsx";
import type { ContactFormWords } from "./contact-form-words.ts";

type Props = {
  lang: Lang;
  /** The form's words, in the page's language (the page's data). */
  words: ContactFormWords;
  dates: DateRange;
  schedule: Schedule;
  /** The phone and e-mail in force, for the dialog's messages. */
  facts: Pick<SiteFacts, "email" | "phone">;
  fields: ContactFieldset;
  /** Without JavaScript (yet), the four fields are inline and posted as typed. */
  hydrated: boolean;
  choice: ReservationChoice;
  choose(event: ReservationEvent): void;
};

/**
 * The reservation part of the contact form (docs/product.md §4, §7.2): the box, then the saved
 * reservation (its summary, and the hidden fields that send it) and the modal that edits
 * it; without JavaScript, the four fields inline.
 */
export function ReservationPart({ lang, words, dates, schedule, facts, fields, hydrated, choice, choose }: Props) {
  const rt = words.reservation;
  const { saved } = choice;
  return (
    <>
      <div className="contact-field">
        <CheckboxField field={fields.reservation} label={<span>{rt.checkbox}</span>} className="contact-check" errorClass={contactLook.error}>
          {hydrated ? (
            // Unnamed: with JavaScript the saved reservation travels in the hidden fields below.
            <input type="checkbox" checked={choice.ticked} onChange={(e) => choose({ type: "tick", checked: e.target.checked })} />
          ) : (
            <input {...getInputProps(fields.reservation, { type: "checkbox" })} />
          )}
        </CheckboxField>
        {hydrated && saved && (
          <>
            <ReservationSummary t={rt} reservation={saved} onEdit={(focus) => choose({ type: "edit", focus })} />
            <input type="hidden" name={fields.fecha.name} value={saved.date} />
            <input type="hidden" name={fields.hora.name} value={storedTimeLabel(saved.time)} />
            <input type="hidden" name={fields.area.name} value={saved.area} />
            <input type="hidden" name={fields.pax.name} value={saved.pax} />
          </>
        )}
        {!hydrated && <ReservationInlineFields lang={lang} words={words} dates={dates} schedule={schedule} fields={fields} />}
      </div>
      {hydrated && (
        <ReservationDialog
          lang={lang}
          words={words}
          dates={dates}
          schedule={schedule}
          facts={facts}
          open={choice.dialog.open}
          focus={choice.dialog.focus}
          saved={saved}
          onSave={(reservation) => choose({ type: "save", reservation })}
          onClose={() => choose({ type: "close" })}
        />
      )}
    </>
  );
}
