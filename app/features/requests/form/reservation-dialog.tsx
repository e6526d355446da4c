import { useEffect, useId, useRef, useState } from "react";
import { areas, BALCONY, maxPaxFor } from "../rules/areas";
import { PAX_MIN } from "../rules/contact-limits";
import { contactMessages, fillMessage } from "../rules/contact-messages";
import type { Reservation } from "../rules/contact-request";
import type { DateRange } from "../rules/reservation-dates";
import { timeSlots } from "../rules/time-slots";
import { siteFacts } from "../../../shell/content/site";
import type { Lang } from "../../../lib/lang";
import { DateField } from "./date-field";
import { checkDraft, dateError, draftOf, withArea, type DraftField, type ReservationDraft } from "./reservation-draft";
import { areaLabel, reservationTexts } from "./reservation-texts";
import "./reservation.css";

type Props = {
  lang: Lang;
  dates: DateRange;
  open: boolean;
  /** The saved reservation, edited as a draft; kept as it was on 'Cerrar'. */
  saved: Reservation | null;
  /** The field to focus when the modal opens (an edit button of the summary). */
  focus?: DraftField;
  onSave(reservation: Reservation): void;
  onClose(): void;
};

/**
 * The 'Reserva' modal (docs/product.md §4): a native <dialog> opened with
 * showModal(), so focus moves in and stays in; Escape acts as 'Cerrar'.
 */
export function ReservationDialog({ lang, dates, open, saved, focus, onSave, onClose }: Props) {
  const t = reservationTexts[lang];
  const m = contactMessages[lang];
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
      result = checkDraft(current, lang, dates);
    } catch (error) {
      // Save never does nothing: the visitor is told, and what they chose stays.
      console.error("The reservation could not be checked:", error);
      return setAlert(`${m.unexpectedError} ${fillMessage(m.formTrouble, { email: siteFacts.email, phone: siteFacts.phone })}`);
    }
    if (result.ok) return onSave(result.reservation);
    setAlert(result.alert);
    setErrors(result.errors);
    const firstWrong = (Object.keys(result.errors) as DraftField[])[0];
    if (firstWrong) focusField(firstWrong);
  };

  const paxMax = maxPaxFor(draft.area);
  const errorProps = (field: DraftField) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {};
  const errorText = (field: DraftField) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    );

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
      <form
        method="dialog"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <h2 id={`${id}-title`}>{t.title}</h2>
        <div role="alert" className="form-alert">
          {alert && <p>{alert}</p>}
        </div>
        <DateField
          lang={lang}
          dates={dates}
          value={draft.fecha}
          error={errors.fecha}
          inputRef={fechaRef}
          onChange={(text) => set("fecha", text)}
          onBlur={(text) => {
            // A date pasted or filled in without typing reaches the draft here.
            if (text !== draft.fecha) setDraft((d) => ({ ...d, fecha: text }));
            setErrors((e) => ({ ...e, fecha: dateError(text, lang, dates) }));
          }}
        />
        <div className="reservation-field">
          <label htmlFor={`${id}-hora`}>{t.time}</label>
          <select
            id={`${id}-hora`}
            ref={horaRef}
            value={draft.hora}
            onChange={(e) => set("hora", e.target.value)}
            aria-describedby={errors.hora ? `${id}-hora-hint ${id}-hora-error` : `${id}-hora-hint`}
            aria-invalid={errors.hora ? true : undefined}
          >
            <option value="">{t.chooseTime}</option>
            {timeSlots.map((slot) => (
              <option key={slot.value} value={slot.value}>
                {slot.label}
              </option>
            ))}
          </select>
          <p id={`${id}-hora-hint`} className="field-hint">
            {t.timeHint}
          </p>
          {errorText("hora")}
        </div>
        <div className="reservation-field">
          <label htmlFor={`${id}-area`}>{t.area}</label>
          <select id={`${id}-area`} ref={areaRef} value={draft.area} onChange={(e) => set("area", e.target.value)} {...errorProps("area")}>
            <option value="">{t.chooseArea}</option>
            {areas.map((area) => (
              <option key={area} value={area}>
                {areaLabel(t, area)}
              </option>
            ))}
          </select>
          {errorText("area")}
        </div>
        <div className="reservation-field">
          <label htmlFor={`${id}-pax`}>{t.people}</label>
          <input
            id={`${id}-pax`}
            ref={paxRef}
            type="number"
            inputMode="numeric"
            min={PAX_MIN}
            max={paxMax}
            step={1}
            value={draft.pax}
            onChange={(e) => set("pax", e.target.value)}
            {...(errors.pax
              ? { "aria-invalid": true, "aria-describedby": `${id}-pax-note ${id}-pax-error` }
              : { "aria-describedby": `${id}-pax-note` })}
          />
          <p id={`${id}-pax-note`} className="field-hint" hidden={draft.area !== BALCONY}>
            {fillMessage(m.balconyNote, { max: maxPaxFor(BALCONY) })}
          </p>
          {errorText("pax")}
        </div>
        <div className="reservation-actions">
          <button type="submit" className="button-primary">
            {t.save}
          </button>
          <button type="button" className="button-secondary" onClick={onClose}>
            {t.close}
          </button>
        </div>
      </form>
    </dialog>
  );
}
