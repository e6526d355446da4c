import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useActionData, useFormAction, useLocation, useRouteLoaderData } from "react-router";
import { isArea } from "../rules/areas";
import { SUCCESS_RESET_MS } from "../rules/contact-limits";
import { contactMessages, fillMessage } from "../rules/contact-messages";
import { parseContactFields, toContactRequest, toJsonBody, type Reservation } from "../rules/contact-request";
import { HONEYPOT_FIELD, type ContactInput, type ContactValue } from "../rules/contact-schema";
import { reservationDateRange } from "../rules/reservation-dates";
import { findSlot } from "../rules/time-slots";
import { siteFacts } from "../../../shell/content/site";
import { textOf, type TextBlocks } from "../../../shell/content/text-blocks";
import { langFromPathname, type Lang } from "../../../lib/lang";
import { ReservationDialog } from "./reservation-dialog";
import type { DraftField } from "./reservation-draft";
import { ReservationInlineFields } from "./reservation-inline-fields";
import { ReservationSummary } from "./reservation-summary";
import { reservationTexts } from "./reservation-texts";
import { CONTACT_ENDPOINT } from "../rules/contact-api";
import type { ContactActionData, ContactEndpointBody } from "../rules/contact-results";
import { contactTexts } from "./contact-texts";
import { CONTACT_FORM_ID, ContactFormBoundary } from "./contact-form-failure";
import { RobotCheck, type RobotCheckHandle } from "./robot-check";
import { useHydrated } from "../../../ui/use-hydrated";
import "./contact-form.css";

type Phase = "idle" | "sending" | "sent";

/**
 * What the visitor typed into the server's form before this one replaced it
 * (deferred-contact-form.tsx puts the text back into the fields; the reservation,
 * which this form keeps apart, comes in here).
 */
export type ContactFormInitial = {
  /** Posted field names and their values. */
  values: Record<string, string>;
  /** The name of the field the visitor was in. */
  focus?: string;
  /** The server's form itself, to give back should this one break (contact-form-failure.tsx). */
  serverHtml?: string;
};

export type ContactFormProps = { initial?: ContactFormInitial };

/** The browser says it has no network (docs/product.md §15.5): the form says so instead of trying. */
function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/**
 * The contact and reservation form of the home page's contact section (docs/product.md §4–§8,
 * docs/product.md §7). With JavaScript it checks every field as the visitor leaves it, keeps
 * the reservation in a modal and sends JSON to /api/contact; without it, it posts
 * to the home page's action and shows the server's messages.
 */
export function ContactForm({ initial }: ContactFormProps = {}) {
  return (
    <ContactFormBoundary serverHtml={initial?.serverHtml}>
      <InteractiveContactForm initial={initial} />
    </ContactFormBoundary>
  );
}

function InteractiveContactForm({ initial }: ContactFormProps) {
  const root = useRouteLoaderData<{ lang: Lang; texts: TextBlocks }>("root");
  const location = useLocation();
  const lang = root?.lang ?? langFromPathname(location.pathname);
  const blocks = root?.texts ?? {};
  const t = contactTexts[lang];
  const m = contactMessages[lang];
  const rt = reservationTexts[lang];
  const actionData = useActionData() as ContactActionData | undefined;
  const hydrated = useHydrated();
  const formAction = useFormAction();
  const alertId = useId();
  const dates = useMemo(() => reservationDateRange(), []);

  const [phase, setPhase] = useState<Phase>("idle");
  const [alerts, setAlerts] = useState<string[]>([]);
  const [reply, setReply] = useState<SubmissionResult<string[]> | undefined>(
    actionData?.outcome === "error" ? actionData.reply : undefined,
  );
  const [reservation, setReservation] = useState<Reservation | null>(() => reservationFrom(initial?.values));
  // A reservation box ticked in the server's form (before this one arrived) stays ticked.
  const [wantsReservation, setWantsReservation] = useState(reservation !== null || initial?.values.reservation === "on");
  const [dialog, setDialog] = useState<{ open: boolean; focus?: DraftField }>({ open: reservation === null && wantsReservation });
  const robotCheck = useRef<RobotCheckHandle>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const [form, fields] = useForm<ContactInput, ContactValue>({
    id: CONTACT_FORM_ID,
    lastResult: reply,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseContactFields(formData, { lang, dates }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === "success") void send(submission.value);
    },
  });

  function resetAll() {
    form.reset();
    setReservation(null);
    setWantsReservation(false);
    setDialog({ open: false });
    setAlerts([]);
    setReply(undefined);
    setPhase("idle");
    robotCheck.current?.reset();
  }

  function fail(lines: string[]) {
    setAlerts(lines);
    setPhase("idle");
    // The token may have been used up on the server: ask for a fresh one.
    robotCheck.current?.reset();
  }

  async function send(value: ContactValue) {
    setAlerts([]);
    setPhase("sending");
    try {
      // docs/product.md §3: name and country capitalised by word, phone without spaces.
      const body = toJsonBody(toContactRequest(value), value.captcha, lang);
      let response: Response;
      try {
        response = await fetch(CONTACT_ENDPOINT, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(body),
        });
      } catch (error) {
        // docs/product.md §15.5: no connection is said as such; what was typed stays in the form.
        if (isOffline()) return fail([m.offline]);
        console.error("The contact request could not be sent:", error);
        return fail([m.unexpectedError]);
      }
      if (response.ok) {
        setPhase("sent");
        resetTimer.current = setTimeout(resetAll, SUCCESS_RESET_MS);
        return;
      }
      // docs/product.md §8: any HTTP failure is 'Error al enviar…'; the server's field messages show beside their fields.
      const answer = (await response.json().catch(() => undefined)) as ContactEndpointBody | undefined;
      const lines = [m.httpError];
      if (answer && !answer.ok) {
        if (answer.error === "validation") setReply({ status: "error", error: answer.errors });
        else if (answer.message) lines.push(answer.message);
      }
      fail(lines);
    } catch (error) {
      console.error("Unexpected error while sending the contact request:", error);
      fail([m.unexpectedError]);
    }
  }

  const toggleReservation = (checked: boolean) => {
    setWantsReservation(checked);
    if (checked) setDialog({ open: true });
    else {
      // docs/product.md §4: unticking clears all reservation data.
      setReservation(null);
      setDialog({ open: false });
    }
  };

  const closeDialog = () => {
    setDialog({ open: false });
    // 'Cerrar' keeps an earlier saved reservation; with none, there is no reservation.
    if (!reservation) setWantsReservation(false);
  };

  const captchaErrors = fields.captcha.errors ?? [];
  const alertLines = [...alerts, ...captchaErrors.filter((e) => !alerts.includes(e))];
  const sentWithoutScript = !hydrated && actionData?.outcome === "sent";
  const serverAlert = !hydrated && actionData?.outcome === "error" ? actionData.alert : undefined;
  if (serverAlert && !alertLines.includes(serverAlert)) alertLines.unshift(serverAlert);

  const formProps = getFormProps(form);
  return (
    // data-interactive: this is the interactive form, not the server's (deferred-contact-form.tsx).
    <div className="contact-form-wrap" data-interactive={hydrated || undefined}>
      <form
        {...formProps}
        onSubmit={(event) => {
          // Offline, the robot check cannot load either: say what is wrong rather than ask for it.
          if (hydrated && isOffline()) {
            event.preventDefault();
            setAlerts([m.offline]);
            return;
          }
          try {
            formProps.onSubmit(event);
          } catch (error) {
            // Sent as the server's form, it would go without the robot check's token: the
            // visitor stays here, with their text, and is told what to do.
            event.preventDefault();
            console.error("The contact form could not check its fields:", error);
            setAlerts([m.unexpectedError, fillMessage(m.formTrouble, { email: siteFacts.email, phone: siteFacts.phone })]);
          }
        }}
        method="post"
        action={formAction}
        className="contact-form"
        aria-describedby={`${alertId}-note`}
      >
        <p id={`${alertId}-note`} className="field-hint">
          {t.requiredNote}
        </p>
        {!hydrated && (
          // Shown by deferred-contact-form.tsx when the form's code cannot arrive: this form
          // still posts, but its robot check needs that code.
          <p role="alert" className="form-alert" data-form-trouble hidden>
            {m.unexpectedError} {fillMessage(m.formTrouble, { email: siteFacts.email, phone: siteFacts.phone })}
          </p>
        )}
        <div className="contact-grid">
          <TextField label={t.name} field={fields.name} requiredLabel={t.required} autoComplete="name" />
          <div className="contact-field contact-phone">
            <TextField label={t.phone} field={fields.phone} type="tel" autoComplete="tel" hint={t.phoneHint} />
            <label className="contact-check">
              <input {...getInputProps(fields.whatsapp, { type: "checkbox" })} />
              <span>{t.whatsapp}</span>
              <span className="visually-hidden"> – {t.whatsappHint}</span>
            </label>
          </div>
          <TextField label={t.email} field={fields.email} requiredLabel={t.required} type="email" autoComplete="email" />
          <TextField label={t.country} field={fields.country} requiredLabel={t.required} autoComplete="country-name" />
        </div>
        <div className="contact-field">
          <label htmlFor={fields.comment.id}>
            {t.comment} <RequiredMark label={t.required} />
          </label>
          <textarea {...getTextareaProps(fields.comment)} rows={5} aria-required="true" />
          <FieldError field={fields.comment} />
        </div>

        <div className="contact-field">
          <label className="contact-check">
            {hydrated ? (
              // Unnamed: with JavaScript the saved reservation travels in the hidden fields below.
              <input
                type="checkbox"
                checked={wantsReservation}
                onChange={(e) => toggleReservation(e.target.checked)}
                aria-describedby={fields.reservation.errors ? fields.reservation.errorId : undefined}
              />
            ) : (
              <input {...getInputProps(fields.reservation, { type: "checkbox" })} />
            )}
            <span>{rt.checkbox}</span>
          </label>
          <FieldError field={fields.reservation} />
          {hydrated && reservation && (
            <>
              <ReservationSummary lang={lang} reservation={reservation} onEdit={(focus) => setDialog({ open: true, focus })} />
              <input type="hidden" name={fields.fecha.name} value={reservation.date} />
              <input type="hidden" name={fields.hora.name} value={findSlot(reservation.time)?.label ?? reservation.time} />
              <input type="hidden" name={fields.area.name} value={reservation.area} />
              <input type="hidden" name={fields.pax.name} value={reservation.pax} />
            </>
          )}
          {!hydrated && <ReservationInlineFields lang={lang} dates={dates} fields={fields} />}
        </div>

        <div className="contact-honeypot" aria-hidden="true">
          <label>
            {t.honeypot}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>

        <RobotCheck ref={robotCheck} lang={lang} onVerified={() => setTimeout(() => form.validate({ name: fields.captcha.name }), 0)} />

        <div className="form-messages">
          <div role="alert" id={alertId} className="form-alert">
            {alertLines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          <div role="status" className="form-status">
            {phase === "sending" && <p>{m.sending}</p>}
            {(phase === "sent" || sentWithoutScript) && <p className="form-success">{m.success}</p>}
          </div>
        </div>
        {phase === "idle" && !sentWithoutScript && (
          <div className="contact-actions">
            <button type="submit" className="button-primary">
              {textOf(blocks, "contactus", "send")}
            </button>
            <button type="button" className="button-secondary" onClick={resetAll}>
              {t.reset}
            </button>
          </div>
        )}
      </form>
      {hydrated && (
        <ReservationDialog
          lang={lang}
          dates={dates}
          open={dialog.open}
          focus={dialog.focus}
          saved={reservation}
          onSave={(saved) => {
            setReservation(saved);
            setWantsReservation(true);
            setDialog({ open: false });
          }}
          onClose={closeDialog}
        />
      )}
    </div>
  );
}

function RequiredMark({ label }: { label: string }) {
  return (
    <span className="required-mark">
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">({label})</span>
    </span>
  );
}

function FieldError({ field }: { field: FieldMetadata<unknown> }) {
  if (!field.errors) return null;
  return (
    <p id={field.errorId} className="field-error">
      {field.errors[0]}
    </p>
  );
}

function TextField({
  label,
  field,
  type = "text",
  requiredLabel,
  autoComplete,
  hint,
}: {
  label: string;
  field: FieldMetadata<string | undefined>;
  type?: "text" | "email" | "tel";
  /** Set for a required field: the words read instead of the "*". */
  requiredLabel?: string;
  autoComplete: string;
  hint?: string;
}) {
  const hintId = `${field.id}-hint`;
  const props = getInputProps(field, { type });
  const describedBy = [hint ? hintId : undefined, props["aria-describedby"]].filter(Boolean).join(" ") || undefined;
  return (
    <div className="contact-field">
      <label htmlFor={field.id}>
        {label} {requiredLabel && <RequiredMark label={requiredLabel} />}
      </label>
      <input {...props} aria-describedby={describedBy} autoComplete={autoComplete} aria-required={requiredLabel ? true : undefined} />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError field={field} />
    </div>
  );
}

/** The no-JavaScript reservation fields, when all four were filled, as this form keeps a reservation. */
function reservationFrom(values: Record<string, string> | undefined): Reservation | null {
  const { fecha, hora, area, pax } = values ?? {};
  const time = hora ? findSlot(hora)?.value : undefined;
  const people = Number(pax);
  if (!fecha || !time || !area || !isArea(area) || !Number.isInteger(people)) return null;
  return { date: fecha, time, area, pax: people };
}
