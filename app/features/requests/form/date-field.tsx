import { useId, useState } from "react";
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
import { reservationTexts } from "./reservation-texts";

const calendarLocale = { en: enUS, es };

type Props = {
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
export function DateField({ lang, dates, value, error, inputRef, onChange, onBlur }: Props) {
  const t = reservationTexts[lang];
  const id = useId();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const iso = parseReservationDate(value);
  const selected = iso ? isoToLocalDate(iso) : undefined;
  const first = isoToLocalDate(dates.min);
  const last = isoToLocalDate(dates.max);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="reservation-field">
      <label htmlFor={`${id}-input`}>{t.date}</label>
      <div className="date-field-row">
        <input
          id={`${id}-input`}
          ref={inputRef}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
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
      <p id={hintId} className="field-hint">
        {t.dateHint}
      </p>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
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
    </div>
  );
}
