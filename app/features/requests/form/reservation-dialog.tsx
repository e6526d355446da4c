import { useEffect, useId, useRef, useState } from "react";
import type { Schedule } from "#app/booking/schedule.ts";
import { BALCONY, areas, maxPaxFor } from "#app/booking/areas.ts";
import { PAX_MIN } from "#app/booking/party-size.ts";
import { fill } from "#app/lib/fill.ts";
import type { Reservation } from "../rules/contact-request.ts";
import type { DateRange } from "#app/booking/reservation-dates.ts";
import type { Lang } from "#app/lib/lang.ts";
import type { SiteFacts } from "#app/shell/content/site.ts";
import { Field } from "#app/ui/field.lazy.tsx";
import { DateField } from "./date-field.tsx";
import { reservationLook } from "./field-looks.ts";
import { AreaOptions, TimeOptions } from "./reservation-options.tsx";
import { formTrouble } from "./form-trouble.ts";
import { checkDraft, dateError, draftOf, withArea, type DraftField, type ReservationDraft } from "./reservation-draft.ts";
import type { ContactFormWords } from "./contact-form-words.ts";
import { parseReservationDate } from "#app/booking/reservation-dates.ts";
import { dayReason, fullReason, slotReason, timesOffered } from "./schedule-questions.ts";
import { isFullFor, useFullSlots } from "./use-full-slots.ts";
import "./reservation.css";

/**
 * How often the open dialog looks at the clock again: a slot within the notice, or a day
 * whose last slot has gone, is then said so beside its field (docs/product.md §17).
 */
export const CLOCK_CHECK_MS = 30_000;

/** The time now, looked at again every CLOCK_CHECK_MS while `running`. */
function useClock(running: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(new Date());
    // At once on opening (the dialog may have been closed for hours), then every CLOCK_CHECK_MS.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, CLOCK_CHECK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [running]);
  return now;
}

type Props = {
  /** The language the schedule's exceptions and the calendar speak. */
  lang: Lang;
  /** The form's words, in the page's language (the page's data). */
  words: ContactFormWords;
  dates: DateRange;
  /** The schedule in force (the root's data): which days and slots can be booked. */
  schedule: Schedule;
  /** The phone and e-mail in force (the root loader's facts): a full slot and a broken check offer them. */
  facts: Pick<SiteFacts, "email" | "phone">;
  open: boolean;
  /** The saved reservation, edited as a draft; kept as it was on 'Cerrar'. */
  saved: Reservation | null;
  /** The field to focus when the modal opens (an edit button of the summary). */
  focus?: DraftField;
  onSave(reservation: Reservation): void;
  onClose(): void;
};

/**
 * The 'Reserva' modal (docs/product.md §4): a native <dialog> opened with showModal(), so
 * focus moves in and stays in; Escape acts as 'Cerrar'. It sits inside the contact form as
 * a fieldset of it. Its fields have no names: the form sends the saved reservation (the
 * hidden fields beside the summary), never the draft edited here.
 */
export function ReservationDialog({ lang, words, dates, schedule, facts, open, saved, focus, onSave, onClose }: Props) {
  const { reservation: t, messages: m, schedule: st } = words;
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const fechaRef = useRef<HTMLInputElement>(null);
  const horaRef = useRef<HTMLSelectElement>(null);
  const areaRef = useRef<HTMLSelectElement>(null);
  const paxRef = useRef<HTMLInputElement>(null);
  const focusField = (field: DraftField) => ({ fecha: fechaRef, hora: horaRef, area: areaRef, pax: paxRef })[field].current?.focus();
  const [draft, setDraft] = useState<ReservationDraft>(() => draftOf(saved));
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [alert, setAlert] = useState<string>();
  const now = useClock(open);
  const iso = parseReservationDate(draft.fecha);
  const people = Number(draft.pax) >= 1 ? Math.floor(Number(draft.pax)) : 1;
  const full = useFullSlots(schedule, dates, iso, people, open);
  const capped = areas.filter((a) => schedule.capacity[a] !== undefined);
  // The slots of the chosen date the schedule still books, or every seating time of the week
  // before a date is chosen; a chosen time that is no longer offered stays, marked, so
  // nothing changes under the visitor without a word.
  const offered = timesOffered(schedule, iso, now);
  const slots = draft.hora && !offered.includes(draft.hora) ? [...offered, draft.hora].toSorted() : offered;
  const marked = new Map<string, string>();
  for (const time of slots) {
    if (!offered.includes(time)) marked.set(time, st.goneMark);
    else if (isFullFor(full, time, draft.area, capped)) marked.set(time, st.fullMark);
  }
  /** What the schedule says against the draft as it stands: beside its field, at once. */
  const scheduleProblem = (d: ReservationDraft): Partial<Record<DraftField, string>> => {
    const date = parseReservationDate(d.fecha);
    if (!date) return {};
    const closed = dayReason(schedule, date, now, lang, st);
    if (closed) return { fecha: closed };
    if (!d.hora) return {};
    const reason = slotReason(schedule, date, d.hora, now, lang, st);
    if (reason) return { [reason.field]: reason.text };
    return date === iso && isFullFor(full, d.hora, d.area, capped) ? { hora: fullReason(d.hora, st, facts.phone) } : {};
  };
  const problems = scheduleProblem(draft);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      setDraft(draftOf(saved));
      setErrors({});
      setAlert(undefined);
      el.showModal();
      if (focus) focusField(focus);
    } else if (!open && el.open) {
      el.close();
    }
    // Opening is driven by `open` only; the draft is taken from `saved` at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const set = (field: DraftField, value: string) => {
    setDraft((d) => (field === "area" ? withArea(d, value) : { ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setAlert(undefined);
  };

  const save = () => {
    // The fields as they stand: paste, autofill and assistive tools can set a value
    // without the events that would have told the draft.
    const current: ReservationDraft = {
      fecha: fechaRef.current?.value ?? draft.fecha,
      hora: horaRef.current?.value ?? draft.hora,
      area: areaRef.current?.value ?? draft.area,
      pax: paxRef.current?.value ?? draft.pax,
    };
    setDraft(current);
    let result: ReturnType<typeof checkDraft>;
    try {
      result = checkDraft(current, m, dates);
    } catch (error) {
      // Save never does nothing: the visitor is told, and what they chose stays.
      console.error("The reservation could not be checked:", error);
      return setAlert(formTrouble(m, facts).join(" "));
    }
    if (result.ok) {
      const refused = scheduleProblem(current);
      const first = (Object.keys(refused) as DraftField[])[0];
      if (!first) return onSave(result.reservation);
      setErrors(refused);
      return focusField(first);
    }
    setAlert(result.alert);
    setErrors(result.errors);
    const firstWrong = (Object.keys(result.errors) as DraftField[])[0];
    if (firstWrong) focusField(firstWrong);
  };

  const field = (name: DraftField) => {
    const error = errors[name] ?? problems[name];
    return { id: `${id}-${name}`, errors: error ? [error] : undefined };
  };

  return (
    <dialog
      ref={dialog}
      className="reservation-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <fieldset
        className="reservation-fieldset"
        onKeyDown={(e) => {
          // Enter in a field saves the reservation, as it would submit a form of its own;
          // it must not send the contact form around it.
          if (e.key === "Enter" && e.target instanceof HTMLInputElement) {
            e.preventDefault();
            save();
          }
        }}
      >
        <legend>
          <h2 id={`${id}-title`}>{t.title}</h2>
        </legend>
        <div role="alert" className="form-alert">
          {alert && <p>{alert}</p>}
        </div>
        <DateField
          id={`${id}-fecha`}
          lang={lang}
          t={t}
          st={st}
          dates={dates}
          schedule={schedule}
          now={now}
          value={draft.fecha}
          error={errors.fecha ?? problems.fecha}
          inputRef={fechaRef}
          onChange={(text) => set("fecha", text)}
          onBlur={(text) => {
            // A date pasted or filled in without typing reaches the draft here.
            if (text !== draft.fecha) setDraft((d) => ({ ...d, fecha: text }));
            setErrors((e) => ({ ...e, fecha: dateError(text, m, dates) }));
          }}
        />
        <Field field={field("hora")} label={t.time} look={reservationLook} hint={t.timeHint}>
          <select ref={horaRef} value={draft.hora} onChange={(e) => set("hora", e.target.value)}>
            <TimeOptions t={t} slots={slots} marked={marked} />
          </select>
        </Field>
        <Field field={field("area")} label={t.area} look={reservationLook}>
          <select ref={areaRef} value={draft.area} onChange={(e) => set("area", e.target.value)}>
            <AreaOptions t={t} />
          </select>
        </Field>
        <Field
          field={field("pax")}
          label={t.people}
          look={reservationLook}
          hint={fill(m.balconyNote, { max: maxPaxFor(BALCONY) })}
          hintHidden={draft.area !== BALCONY}
        >
          <input
            ref={paxRef}
            type="number"
            inputMode="numeric"
            min={PAX_MIN}
            max={maxPaxFor(draft.area)}
            step={1}
            value={draft.pax}
            onChange={(e) => set("pax", e.target.value)}
          />
        </Field>
        <div className="reservation-actions">
          <button type="button" className="button-primary" onClick={save}>
            {t.save}
          </button>
          <button type="button" className="button-secondary" onClick={onClose}>
            {t.close}
          </button>
        </div>
      </fieldset>
    </dialog>
  );
}
