import { useState } from "react";
import { DayPicker } from "react-day-picker";
import { enUS, es } from "react-day-picker/locale";
import "react-day-picker/style.css";
import {
  formatReservationDate,
  isoToLocalDate,
  localDateToIso,
  parseReservationDate,
  type DateRange,
} from "../rules/reservation-dates";
import type { Lang } from "../../../lib/lang";
import { Field } from "../../../ui/field.lazy";
import { reservationLook } from "./field-looks";
import { reservationTexts } from "./reservation-texts";

const calendarLocale = { en: enUS, es };

type Props = {
  /** The input's id; the calendar's is `<id>-calendar`. */
  id: string;
  lang: Lang;
  dates: DateRange;
  value: string;
  error: string | undefined;
  inputRef?: React.Ref<HTMLInputElement>;
  onChange(text: string): void;
  /** With the field's text as it stands (it may have been set without an input event). */
  onBlur(text: string): void;
};

/**
 * The reservation date (docs/product.md §4): typed as dd/MM/yyyy or picked in a calendar
 * that offers only today (in Havana) to 31 December of next year.
 */
export function DateField({ id, lang, dates, value, error, inputRef, onChange, onBlur }: Props) {
  const t = reservationTexts[lang];
  const [calendarOpen, setCalendarOpen] = useState(false);
  const iso = parseReservationDate(value);
  const selected = iso ? isoToLocalDate(iso) : undefined;
  const first = isoToLocalDate(dates.min);
  const last = isoToLocalDate(dates.max);
  const calendar = (
    <div id={`${id}-calendar`} hidden={!calendarOpen}>
      {calendarOpen && (
        <DayPicker
          mode="single"
          locale={calendarLocale[lang]}
          selected={selected}
          defaultMonth={selected ?? first}
          startMonth={first}
          endMonth={last}
          today={first}
          disabled={[{ before: first }, { after: last }]}
          onSelect={(day) => {
            if (!day) return;
            onChange(formatReservationDate(localDateToIso(day)));
            setCalendarOpen(false);
          }}
        />
      )}
    </div>
  );
  return (
    <Field field={{ id, errors: error ? [error] : undefined }} label={t.date} look={reservationLook} hint={t.dateHint} after={calendar}>
      {(aria) => (
        <div className="date-field-row">
          <input
            {...aria}
            ref={inputRef}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={(e) => onBlur(e.target.value)}
          />
          <button
            type="button"
            className="date-field-toggle"
            aria-expanded={calendarOpen}
            aria-controls={`${id}-calendar`}
            onClick={() => setCalendarOpen((open) => !open)}
          >
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" />
            </svg>
            <span className="visually-hidden">{t.chooseDate}</span>
          </button>
        </div>
      )}
    </Field>
  );
}
