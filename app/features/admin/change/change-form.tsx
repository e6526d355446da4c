import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { fill } from "#app/lib/fill.ts";
import { PAX_MAX, PAX_MIN } from "#app/booking/party-size.ts";
import type { DateRange } from "#app/booking/reservation-dates.ts";
import { STATUS_NOTE_MAX_CHARS } from "#app/features/requests/rules/request-status.ts";
import type { ReservationTexts } from "#app/features/requests/form/reservation-texts.ts";
import { AreaOptions, TimeOptions } from "#app/features/requests/form/reservation-options.tsx";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { CheckboxField, ErrorList, Field } from "#app/ui/field.lazy.tsx";
import { adminFormError, adminLook } from "../shell/admin-look.ts";
import { useAdminText } from "../shell/use-admin-text.ts";
import { bookingIssueTexts } from "../booking/booking-texts.ts";
import { changeSchema } from "./rules/change-schema.ts";

/** The reservation as it is: the form's starting values. */
export type CurrentReservation = { date: string | null; time: string | null; area: string | null; pax: number | null };

type Props = {
  /** The public form's reservation words (the time and area choices), in the owner's language: the loader's. */
  reservationWords: ReservationTexts;
  current: CurrentReservation;
  /** The bookable dates in Havana, computed by the server (never the device's clock). */
  dates: DateRange;
  /** The seating times the schedule offers on some day of the week (the action checks the date's). */
  times: readonly string[];
  /** Whether the guest will get a mail about it (a confirmed request with an e-mail): said beside the button. */
  tells: string;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The action's capacity or large-party warning: the owner may book anyway. */
  capacityWarning?: string;
};

/**
 * Date, time, area and people of a request's reservation, and a line for the guest, checked in the
 * browser with JavaScript and by the action without (rules/change-schema.ts); what was typed
 * stays in the fields when the action refuses it.
 */
export function ChangeForm({ reservationWords: r, current, dates, times, tells, lastResult, capacityWarning }: Props) {
  const { lang, t } = useAdminText();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "change-reservation",
    lastResult,
    defaultValue: { fecha: current.date ?? dates.min, hora: current.time ?? "", area: current.area ?? "", pax: current.pax === null ? "" : String(current.pax) },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changeSchema(dates), formatError: bookingIssueTexts(lang) }),
  });
  // The current time stays choosable even when the schedule no longer seats at it (the action says so).
  const slots = current.time && !times.includes(current.time) ? [...times, current.time].sort() : times;
  return (
    <Form method="post" {...getFormProps(form)} className="admin-card admin-form change-form">
      {form.errors?.length ? <ErrorList of={form} className={adminFormError} role="alert" /> : null}
      <fieldset className="change-form__fields">
        <legend className="admin-visually-hidden">{t.changeTitle}</legend>
        <Field field={fields.fecha} label={t.bookingDate} look={adminLook}>
          <input {...getInputProps(fields.fecha, { type: "date" })} key={fields.fecha.key} min={dates.min} max={dates.max} />
        </Field>
        <Field field={fields.hora} label={t.bookingTime} look={adminLook} hint={fill(t.bookingTimeHint, { tz: restaurantTimeZone })}>
          <select {...getSelectProps(fields.hora)} key={fields.hora.key}>
            <TimeOptions t={r} slots={slots} />
          </select>
        </Field>
        <Field field={fields.area} label={t.bookingArea} look={adminLook}>
          <select {...getSelectProps(fields.area)} key={fields.area.key}>
            <AreaOptions t={r} />
          </select>
        </Field>
        <Field field={fields.pax} label={t.bookingPeople} look={adminLook}>
          <input {...getInputProps(fields.pax, { type: "number" })} key={fields.pax.key} min={PAX_MIN} max={PAX_MAX} inputMode="numeric" />
        </Field>
      </fieldset>
      <Field field={fields.note} label={t.changeNote} look={adminLook} hint={fill(t.changeNoteHint, { max: STATUS_NOTE_MAX_CHARS })}>
        <textarea {...getTextareaProps(fields.note)} key={fields.note.key} rows={3} />
      </Field>
      <p className="change-form__tells">{tells}</p>
      {capacityWarning ? (
        <div className="change-form__tells">
          <p id="change-capacity-warning" className="admin-error" role="alert">
            {capacityWarning}
          </p>
          <CheckboxField className="admin-check" label={t.bookAnyway}>
            <input {...getInputProps(fields.bookAnyway, { type: "checkbox" })} key={fields.bookAnyway.key} aria-describedby="change-capacity-warning" />
          </CheckboxField>
        </div>
      ) : null}
      <button className="admin-button" type="submit" disabled={busy}>
        {t.changeSave}
      </button>
    </Form>
  );
}
