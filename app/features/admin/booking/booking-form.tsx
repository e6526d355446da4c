import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useFetcher, useNavigation } from "react-router";
import { fill } from "#app/lib/fill.ts";
import { to12HourLabel } from "#app/lib/clock.ts";
import { adminHref } from "#app/lib/admin-paths.ts";
import { languages, type Lang } from "#app/lib/lang.ts";
import { languageNames } from "#app/lib/language-names.ts";
import { PAX_MAX, PAX_MIN } from "#app/booking/party-size.ts";
import type { ReservationTexts } from "#app/features/requests/form/reservation-texts.ts";
import { AreaOptions, TimeOptions } from "#app/features/requests/form/reservation-options.tsx";
import type { DateRange } from "#app/booking/reservation-dates.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { CheckboxField, ErrorList, Field } from "#app/ui/field.lazy.tsx";
import { COMMENT_MAX_CHARS, COUNTRY_MAX_CHARS, NAME_MAX_CHARS } from "#app/features/requests/rules/contact-limits.ts";
import { CharCounter, counterId, trimmedCharCount } from "../shell/char-counter.tsx";
import { adminFormError, adminLook } from "../shell/admin-look.ts";
import { useAdminText } from "../shell/use-admin-text.ts";
import { bookingIssueTexts } from "./booking-texts.ts";
import { bookingSchema, bookingSources } from "./rules/booking-schema.ts";
import type { BookingPrefill } from "./rules/booking-prefill.ts";
import { SlotLoadList } from "../inbox/slot-load-list.tsx";
import { formatIsoDate } from "../shell/format.ts";
import type { BookingSlotLoad } from "./booking-load.server.ts";

type Props = {
  /** The public form's reservation words (the time and area choices), in the owner's language: the loader's. */
  reservationWords: ReservationTexts;
  /** The bookable dates in Havana, computed by the server (never the device's clock). */
  dates: DateRange;
  /** The seating times the schedule offers on some day of the week (the action checks the date's). */
  times: readonly string[];
  lastResult: SubmissionResult<string[]> | undefined;
  /** The action's capacity or large-party warning: the owner may book anyway. */
  capacityWarning?: string | undefined;
  /**
   * The covers per area of the slots the server worked out (the action's for the posted date and
   * time, the loader's for the address's), newest first: the form shows the one its date and time fields name.
   */
  slotLoads: readonly (BookingSlotLoad | undefined)[];
  /** What the address filled in (a walk-in from the day view). */
  prefill?: BookingPrefill | undefined;
};

/**
 * The owners' booking form: the public form's fields and rules (booking-schema.ts), checked in
 * the browser with JavaScript and by the action without; one column on a phone, two on a
 * computer. What was typed stays in the fields when the action refuses it.
 */
export function BookingForm({ reservationWords: r, dates, times, lastResult, capacityWarning, slotLoads, prefill }: Props) {
  const { lang, t } = useAdminText();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "new-booking",
    lastResult,
    defaultValue: { fecha: dates.min, guestLang: lang, ...prefill },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bookingSchema(dates), formatError: bookingIssueTexts(lang) }),
  });
  // With JavaScript, picking a date or a time asks the page's loader for that slot's covers
  // (?date=&time=) without leaving the page, so nothing typed is lost; without it, the covers come
  // with the address and with every answer to a post.
  const covers = useFetcher<{ slotLoad?: BookingSlotLoad | undefined }>();
  const reloadCovers = (changed: EventTarget) => {
    if (!(changed instanceof HTMLInputElement || changed instanceof HTMLSelectElement) || !changed.form) return;
    if (changed.name !== fields.fecha.name && changed.name !== fields.hora.name) return;
    const posted = new FormData(changed.form);
    const date = posted.get(fields.fecha.name);
    const time = posted.get(fields.hora.name);
    if (typeof date !== "string" || typeof time !== "string" || !date || !time) return;
    void covers.load(`${adminHref(lang, "/requests/new")}?${new URLSearchParams({ date, time })}`);
  };
  const shown = [covers.data?.slotLoad, ...slotLoads].find((s) => s && s.date === fields.fecha.value && s.time === fields.hora.value);
  return (
    <Form method="post" {...getFormProps(form)} onChange={(e) => reloadCovers(e.target)} className="admin-card admin-form booking-form">
      {form.errors?.length ? <ErrorList of={form} className={adminFormError} role="alert" /> : null}
      <fieldset className="booking-form__group">
        <legend>{t.bookingReservation}</legend>
        <Field field={fields.source} label={t.bookingSource} look={adminLook}>
          <select {...getSelectProps(fields.source)} key={fields.source.key}>
            <option value="">{t.bookingChooseSource}</option>
            {bookingSources.map((s) => (
              <option key={s} value={s}>
                {t[`source.${s}`]}
              </option>
            ))}
          </select>
        </Field>
        <Field field={fields.fecha} label={t.bookingDate} look={adminLook}>
          <input {...getInputProps(fields.fecha, { type: "date" })} key={fields.fecha.key} min={dates.min} max={dates.max} />
        </Field>
        <Field field={fields.hora} label={t.bookingTime} look={adminLook} hint={fill(t.bookingTimeHint, { tz: restaurantTimeZone })}>
          <select {...getSelectProps(fields.hora)} key={fields.hora.key}>
            <TimeOptions t={r} slots={times} />
          </select>
        </Field>
        <div className="booking-form__load booking-form__wide" aria-live="polite">
          {shown && shown.load.length > 0 ? (
            <>
              <p className="admin-muted">{fill(t.bookingSlotLoad, { date: formatIsoDate(shown.date), time: noBreak(to12HourLabel(shown.time)) })}</p>
              <SlotLoadList load={shown.load} />
            </>
          ) : null}
        </div>
        <Field field={fields.area} label={t.bookingArea} look={adminLook}>
          <select {...getSelectProps(fields.area)} key={fields.area.key}>
            <AreaOptions t={r} />
          </select>
        </Field>
        <Field field={fields.pax} label={t.bookingPeople} look={adminLook}>
          <input {...getInputProps(fields.pax, { type: "number" })} key={fields.pax.key} min={PAX_MIN} max={PAX_MAX} inputMode="numeric" />
        </Field>
      </fieldset>
      <fieldset className="booking-form__group">
        <legend>{t.bookingGuest}</legend>
        <Field
          field={fields.name}
          describedBy={counterId(fields.name.id)}
          after={<CharCounter forId={fields.name.id} max={NAME_MAX_CHARS} count={trimmedCharCount} />}
          label={t.bookingName}
          look={adminLook}
        >
          <input {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} autoComplete="off" />
        </Field>
        <div className="booking-form__phone">
          <Field field={fields.phone} label={t.bookingPhone} look={adminLook} hint={t.bookingPhoneHint}>
            <input {...getInputProps(fields.phone, { type: "tel" })} key={fields.phone.key} autoComplete="off" />
          </Field>
          <CheckboxField className="admin-check" label={t.bookingWhatsapp}>
            <input {...getInputProps(fields.whatsapp, { type: "checkbox" })} key={fields.whatsapp.key} />
          </CheckboxField>
        </div>
        <Field field={fields.email} label={t.bookingEmail} look={adminLook}>
          <input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoComplete="off" />
        </Field>
        <Field
          field={fields.country}
          describedBy={counterId(fields.country.id)}
          after={<CharCounter forId={fields.country.id} max={COUNTRY_MAX_CHARS} count={trimmedCharCount} />}
          label={t.bookingCountry}
          look={adminLook}
        >
          <input {...getInputProps(fields.country, { type: "text" })} key={fields.country.key} autoComplete="off" />
        </Field>
        <Field field={fields.guestLang} label={t.bookingGuestLang} look={adminLook}>
          <select {...getSelectProps(fields.guestLang)} key={fields.guestLang.key}>
            {languages.map((l: Lang) => (
              <option key={l} value={l}>
                {languageNames(lang)[l]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          field={fields.comment}
          describedBy={counterId(fields.comment.id)}
          after={<CharCounter forId={fields.comment.id} max={COMMENT_MAX_CHARS} count={trimmedCharCount} />}
          label={t.bookingNotes}
          look={adminLook}
          hint={t.bookingNotesHint}
          className="booking-form__wide"
        >
          <textarea {...getTextareaProps(fields.comment)} key={fields.comment.key} rows={3} />
        </Field>
      </fieldset>
      <div className="booking-form__confirm">
        <CheckboxField className="admin-check" label={t.bookingSendConfirmation}>
          <input {...getInputProps(fields.sendConfirmation, { type: "checkbox" })} key={fields.sendConfirmation.key} aria-describedby="booking-confirm-hint" />
        </CheckboxField>
        <p id="booking-confirm-hint" className="admin-muted">
          {t.bookingSendConfirmationHint}
        </p>
      </div>
      {capacityWarning ? (
        <div className="booking-form__confirm">
          <p id="booking-capacity-warning" className="admin-error" role="alert">
            {capacityWarning}
          </p>
          <CheckboxField className="admin-check" label={t.bookAnyway}>
            <input {...getInputProps(fields.bookAnyway, { type: "checkbox" })} key={fields.bookAnyway.key} aria-describedby="booking-capacity-warning" />
          </CheckboxField>
        </div>
      ) : null}
      <button className="admin-button" type="submit" disabled={busy}>
        {t.bookingSave}
      </button>
    </Form>
  );
}

/** "8:30 PM" kept on one line on a phone. */
function noBreak(text: string): string {
  return text.replace(/ /g, "\u00a0");
}
