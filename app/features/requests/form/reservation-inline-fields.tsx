import type { FieldMetadata } from "@conform-to/react";
import { BALCONY, maxPaxFor } from "#app/booking/areas.ts";
import { PAX_MAX, PAX_MIN } from "#app/booking/party-size.ts";
import { fill } from "#app/lib/fill.ts";
import type { DateRange } from "#app/booking/reservation-dates.ts";
import type { Lang } from "#app/lib/lang.ts";
import { upcomingExceptions, type Schedule } from "#app/booking/schedule.ts";
import { weeklySeatingTimes } from "#app/booking/bookable-slots.ts";
import { exceptionText } from "#app/booking/schedule-words.ts";
import { Field } from "#app/ui/field.lazy.tsx";
import { reservationLook } from "./field-looks.ts";
import { AreaOptions, TimeOptions } from "./reservation-options.tsx";
import type { ContactFormWords } from "./contact-form-words.ts";
import { areaLabel } from "./area-label.ts";
import "./reservation.css";

type Meta = FieldMetadata<unknown>;

/** How far ahead the form without JavaScript lists the days that are closed or have other hours. */
const INLINE_EXCEPTION_DAYS = 60;

/** The text a field started with (what the server's form was posted with). */
const initial = (f: Meta) => f.initialValue as string | undefined;

/**
 * The reservation fields without JavaScript (docs/product.md §7.2): inline instead of in the
 * modal, posted with the form and checked by the server with the same schema.
 */
export function ReservationInlineFields({
  lang,
  words,
  dates,
  schedule,
  fields,
}: {
  /** The language the schedule's exceptions are worded in. */
  lang: Lang;
  words: Pick<ContactFormWords, "reservation" | "messages">;
  dates: DateRange;
  schedule: Schedule;
  fields: Record<"fecha" | "hora" | "area" | "pax", Meta>;
}) {
  const { reservation: t, messages: m } = words;
  // A date input cannot disable days: the days ahead that differ are written under it, and the
  // server refuses a closed day (docs/product.md §17).
  const exceptions = upcomingExceptions(schedule, dates.min, INLINE_EXCEPTION_DAYS).map((e) => exceptionText(e, lang));
  const { fecha, hora, area, pax } = fields;
  return (
    <fieldset className="reservation-inline">
      <legend>{t.title}</legend>
      <p className="field-hint">{t.inlineHint}</p>
      <Field field={fecha} label={t.date} look={reservationLook} hint={exceptions.length > 0 ? exceptions.join(" · ") : undefined}>
        <input name={fecha.name} type="date" min={dates.min} max={dates.max} defaultValue={initial(fecha)} />
      </Field>
      <Field field={hora} label={t.time} look={reservationLook} hint={t.timeHint}>
        <select name={hora.name} defaultValue={initial(hora) ?? ""}>
          <TimeOptions t={t} slots={weeklySeatingTimes(schedule)} />
        </select>
      </Field>
      <Field field={area} label={t.area} look={reservationLook} hint={`${areaLabel(t, BALCONY)}: ${fill(m.balconyNote, { max: maxPaxFor(BALCONY) })}`}>
        <select name={area.name} defaultValue={initial(area) ?? ""}>
          <AreaOptions t={t} />
        </select>
      </Field>
      <Field field={pax} label={t.people} look={reservationLook}>
        <input name={pax.name} type="number" min={PAX_MIN} max={PAX_MAX} step={1} defaultValue={initial(pax)} />
      </Field>
    </fieldset>
  );
}
