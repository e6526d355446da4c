import { createContext, useContext, useEffect, useRef, useState, type ComponentProps } from "react";
import { DayPicker, type Day, type DayButton, type DayPickerLocale } from "react-day-picker";
import { enUS } from "react-day-picker/locale/en-US";
import "react-day-picker/style.css";
import type { Schedule } from "#app/booking/schedule.ts";
import { dayNote, dayReason } from "./schedule-questions.ts";
import {
  formatReservationDate,
  isoToLocalDate,
  localDateToIso,
  parseReservationDate,
  type DateRange,
} from "#app/booking/reservation-dates.ts";
import type { Lang } from "#app/lib/lang.ts";
import { Field } from "#app/ui/field.lazy.tsx";
import { reservationLook } from "./field-looks.ts";
import type { ScheduleFormWords } from "./contact-form-words.ts";
import type { ReservationTexts } from "./reservation-texts.ts";

/**
 * The calendar's words (months, weekdays, its buttons' labels) per language, with DayPicker's
 * translated labels. English is DayPicker's own default, in its script already; every other
 * language is a chunk of its own, fetched when the field first shows, so a page's scripts carry
 * only its language's (docs/decisions/0034-words-in-the-pages-language.md).
 */
const calendarLocales: Record<Exclude<Lang, "en">, () => Promise<DayPickerLocale>> = {
  es: async () => (await import("react-day-picker/locale/es")).es,
  fr: async () => (await import("react-day-picker/locale/fr")).fr,
  de: async () => (await import("react-day-picker/locale/de")).de,
  it: async () => (await import("react-day-picker/locale/it")).it,
  ru: async () => (await import("react-day-picker/locale/ru")).ru,
};

/** The calendar's locale for `lang`, once it has arrived (undefined until then). */
function useCalendarLocale(lang: Lang): DayPickerLocale | undefined {
  const [loaded, setLoaded] = useState<{ lang: Lang; locale: DayPickerLocale }>();
  useEffect(() => {
    if (lang === "en") return;
    let current = true;
    calendarLocales[lang]().then(
      (locale) => {
        if (current) setLoaded({ lang, locale });
      },
      (error: unknown) => {
        // Without its chunk (the connection dropped) the calendar still works, in English; the
        // typed date needs no calendar (docs/product.md §15.5).
        console.warn("The calendar's language could not be loaded:", error);
        if (current) setLoaded({ lang, locale: enUS });
      },
    );
    return () => {
      current = false;
    };
  }, [lang]);
  if (lang === "en") return enUS;
  return loaded?.lang === lang ? loaded.locale : undefined;
}

/** What the calendar's days say about themselves: why one cannot be chosen, or its other hours. */
type DayWords = { reasonOf(iso: string): string | undefined; point(iso: string | undefined): void };
const DayWordsContext = createContext<DayWords>({ reasonOf: () => undefined, point: () => undefined });

/** A day's cell: its reason as its title; hovering it says it under the calendar (a disabled button gets no pointer events, its cell does). */
function DayCell(props: ComponentProps<typeof Day>) {
  const { day, modifiers: _modifiers, ...cell } = props;
  const words = useContext(DayWordsContext);
  const iso = localDateToIso(day.date);
  return <td {...cell} title={words.reasonOf(iso)} onMouseEnter={() => words.point(iso)} onMouseLeave={() => words.point(undefined)} />;
}

/** A day's button: its reason in its accessible name; focusing it says it under the calendar. */
function DayReasonButton(props: ComponentProps<typeof DayButton>) {
  const { day, modifiers, ...button } = props;
  const words = useContext(DayWordsContext);
  const iso = localDateToIso(day.date);
  const reason = words.reasonOf(iso);
  const ref = useRef<HTMLButtonElement>(null);
  // As react-day-picker's own day button: the keyboard's day takes the focus.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return (
    <button
      {...button}
      ref={ref}
      aria-label={reason ? `${button["aria-label"] ?? ""} ${reason}`.trim() : button["aria-label"]}
      onFocus={(e) => {
        button.onFocus?.(e);
        words.point(iso);
      }}
    />
  );
}

type Props = {
  /** The input's id; the calendar's is `<id>-calendar`. */
  id: string;
  /** The calendar's language, and the schedule's exceptions'. */
  lang: Lang;
  /** The field's words and the schedule's, in the page's language (the page's data). */
  t: ReservationTexts;
  st: ScheduleFormWords;
  dates: DateRange;
  schedule: Schedule;
  /** The moment the dialog last looked at the clock. */
  now: Date;
  value: string;
  error: string | undefined;
  inputRef?: React.Ref<HTMLInputElement>;
  onChange(text: string): void;
  /** With the field's text as it stands (it may have been set without an input event). */
  onBlur(text: string): void;
};

/**
 * The reservation date (docs/product.md §4, §17): typed as dd/MM/yyyy or picked in a calendar
 * that offers only the days the schedule can still book (today in Havana to its last bookable
 * day, closed days disabled, each saying why on it and in a line under the calendar).
 */
export function DateField({ id, lang, t, st, dates, schedule, now, value, error, inputRef, onChange, onBlur }: Props) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  const calendarLocale = useCalendarLocale(lang);
  const [pointed, setPointed] = useState<string>();
  const reasonOf = (day: string) => dayReason(schedule, day, now, lang, st) ?? dayNote(schedule, day, lang);
  const iso = parseReservationDate(value);
  const selected = iso ? isoToLocalDate(iso) : undefined;
  const first = isoToLocalDate(dates.min);
  const last = isoToLocalDate(dates.max);
  const said = pointed ?? iso;
  const line = said ? reasonOf(said) : undefined;
  const calendar = (
    <div id={`${id}-calendar`} hidden={!calendarOpen}>
      {calendarOpen && calendarLocale && (
        <DayWordsContext value={{ reasonOf, point: setPointed }}>
        <DayPicker
          mode="single"
          locale={calendarLocale}
          selected={selected}
          defaultMonth={selected ?? first}
          startMonth={first}
          endMonth={last}
          today={first}
          disabled={[{ before: first }, { after: last }, (day) => dayReason(schedule, localDateToIso(day), now, lang, st) !== undefined]}
          modifiers={{ special: (day) => dayNote(schedule, localDateToIso(day), lang) !== undefined }}
          modifiersClassNames={{ special: "date-field-special" }}
          components={{ Day: DayCell, DayButton: DayReasonButton }}
          onSelect={(day) => {
            if (!day) return;
            onChange(formatReservationDate(localDateToIso(day)));
            setCalendarOpen(false);
          }}
        />
        </DayWordsContext>
      )}
      {calendarOpen && (
        <p className="date-field-reason" aria-live="polite">
          {line}
        </p>
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
