import type { FieldMetadata } from "@conform-to/react";
import { areas, BALCONY, maxPaxFor } from "../rules/areas";
import { PAX_MAX, PAX_MIN } from "../rules/contact-limits";
import { contactMessages, fillMessage } from "../rules/contact-messages";
import type { DateRange } from "../rules/reservation-dates";
import { timeSlots } from "../rules/time-slots";
import type { Lang } from "../../../lib/lang";
import { areaLabel, reservationTexts } from "./reservation-texts";
import "./reservation.css";

type Field = FieldMetadata<unknown>;

/**
 * The reservation fields without JavaScript (docs/product.md §7.2): inline instead of in the
 * modal, posted with the form and checked by the server with the same schema.
 */
export function ReservationInlineFields({ lang, dates, fields }: { lang: Lang; dates: DateRange; fields: Record<"fecha" | "hora" | "area" | "pax", Field> }) {
  const t = reservationTexts[lang];
  const m = contactMessages[lang];
  const described = (f: Field, hint?: string) => {
    const ids = [hint, f.errors ? f.errorId : undefined].filter(Boolean).join(" ");
    return { "aria-describedby": ids || undefined, "aria-invalid": f.errors ? true : undefined };
  };
  const error = (f: Field) =>
    f.errors && (
      <p id={f.errorId} className="field-error">
        {f.errors[0]}
      </p>
    );
  return (
    <fieldset className="reservation-inline">
      <legend>{t.title}</legend>
      <p className="field-hint">{t.inlineHint}</p>
      <div className="reservation-field">
        <label htmlFor={fields.fecha.id}>{t.date}</label>
        <input id={fields.fecha.id} name={fields.fecha.name} type="date" min={dates.min} max={dates.max} defaultValue={fields.fecha.initialValue as string | undefined} {...described(fields.fecha)} />
        {error(fields.fecha)}
      </div>
      <div className="reservation-field">
        <label htmlFor={fields.hora.id}>{t.time}</label>
        <select id={fields.hora.id} name={fields.hora.name} defaultValue={(fields.hora.initialValue as string | undefined) ?? ""} {...described(fields.hora, `${fields.hora.id}-hint`)}>
          <option value="">{t.chooseTime}</option>
          {timeSlots.map((slot) => (
            <option key={slot.value} value={slot.value}>
              {slot.label}
            </option>
          ))}
        </select>
        <p id={`${fields.hora.id}-hint`} className="field-hint">
          {t.timeHint}
        </p>
        {error(fields.hora)}
      </div>
      <div className="reservation-field">
        <label htmlFor={fields.area.id}>{t.area}</label>
        <select id={fields.area.id} name={fields.area.name} defaultValue={(fields.area.initialValue as string | undefined) ?? ""} {...described(fields.area, `${fields.area.id}-hint`)}>
          <option value="">{t.chooseArea}</option>
          {areas.map((area) => (
            <option key={area} value={area}>
              {areaLabel(t, area)}
            </option>
          ))}
        </select>
        <p id={`${fields.area.id}-hint`} className="field-hint">
          {areaLabel(t, BALCONY)}: {fillMessage(m.balconyNote, { max: maxPaxFor(BALCONY) })}
        </p>
        {error(fields.area)}
      </div>
      <div className="reservation-field">
        <label htmlFor={fields.pax.id}>{t.people}</label>
        <input id={fields.pax.id} name={fields.pax.name} type="number" min={PAX_MIN} max={PAX_MAX} step={1} defaultValue={fields.pax.initialValue as string | undefined} {...described(fields.pax)} />
        {error(fields.pax)}
      </div>
    </fieldset>
  );
}
