import { getFormProps, useForm } from "@conform-to/react";
import { useEffect, useId, useMemo, useReducer, useRef } from "react";
import { useActionData, useFormAction, useLocation } from "react-router";
import { SUCCESS_RESET_MS } from "../rules/contact-limits.ts";
import { parseContactFields } from "../rules/contact-request.ts";
import type { ContactActionData } from "../rules/contact-results.ts";
import { HONEYPOT_FIELD, type ContactInput, type ContactValue } from "../rules/contact-schema.ts";
import { bookingDateRange } from "#app/booking/bookable-slots.ts";
import { type Schedule } from "#app/booking/schedule.ts";
import { useRootData } from "#app/shell/content/root-data.ts";
import type { SiteFacts } from "#app/shell/content/site.ts";
import { useTextBlocks } from "#app/shell/content/page-text-blocks.ts";
import type { Lang } from "#app/lib/lang.ts";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { asksToBook } from "#app/shell/navigation/anchors.ts";
import { ContactFields } from "./contact-fields.tsx";
import { CONTACT_FORM_ID, ContactFormBoundary } from "./contact-form-failure.tsx";
import { useContactFormWords, type ContactFormWords, type ContactWords } from "./contact-form-words.ts";
import { formTrouble } from "./form-trouble.ts";
import { initialChoice, reservationChoice } from "./reservation-choice.ts";
import { ReservationPart } from "./reservation-part.tsx";
import { RobotCheck, type RobotCheckHandle } from "./robot-check.tsx";
import { idle, isOffline, noticeOf, receivedOf, replyOf, sendContactRequest, sending, type Received } from "./sending.ts";
import "./contact-form.css";

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

/** The form's start when the address asks for a reservation. */
const booking = { reservation: "on" };

/**
 * The contact and reservation form of the home page's contact section (docs/product.md §4–§8).
 * With JavaScript it checks every field as the visitor leaves it, edits the reservation in
 * a modal and sends JSON to /api/contact; without it, it posts to the home page's action
 * and shows the server's messages.
 */
export function ContactForm({ initial }: ContactFormProps = {}) {
  const root = useRootData();
  // The form's words come with the page's data, in its language only (contact-form-words.ts).
  const words = useContactFormWords();
  // The schedule the form asks and the facts its messages quote (the phone, the e-mail) are the
  // root loader's, the ones in force (docs/owners-guide.md, "Restaurant details"). The home page
  // renders only once that loader answered; without its data there is no form to show.
  if (!root?.schedule || !words) return null;
  return (
    <ContactFormBoundary serverHtml={initial?.serverHtml} facts={root.facts} messages={words.messages}>
      <InteractiveContactForm initial={initial} lang={root.lang} words={words} schedule={root.schedule} facts={root.facts} />
    </ContactFormBoundary>
  );
}

type InteractiveProps = ContactFormProps & { lang: Lang; words: ContactFormWords; schedule: Schedule; facts: SiteFacts };

function InteractiveContactForm({ initial, lang, words, schedule, facts }: InteractiveProps) {
  // On the home page, whose data carries its text blocks (docs/product.md §11).
  const text = useTextBlocks("home");
  const location = useLocation();
  const { contact: t, messages: m } = words;
  const actionData = useActionData() as ContactActionData | undefined;
  const hydrated = useHydrated();
  const formAction = useFormAction();
  const alertId = useId();
  const dates = useMemo(() => bookingDateRange(schedule, new Date()), [schedule]);
  const [state, dispatch] = useReducer(sending, actionData?.outcome === "error" ? actionData.reply : undefined, idle);
  // "Book a table" (shell/navigation/anchors.ts): the box comes ticked, so the server's form
  // shows it with the reservation fields and this one opens the 'Reserva' modal.
  const bookingAsked = asksToBook(location.search) && !actionData;
  const [choice, choose] = useReducer(reservationChoice, bookingAsked ? { ...initial?.values, ...booking } : initial?.values, initialChoice);
  const arrivedAt = useRef(location.key);
  useEffect(() => {
    // "Book a table" again while this form is on the page (the home page's own links).
    if (location.key !== arrivedAt.current && asksToBook(location.search)) choose({ type: "tick", checked: true });
  }, [location.key, location.search]);
  const robotCheck = useRef<RobotCheckHandle>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const [form, fields] = useForm<ContactInput, ContactValue>({
    id: CONTACT_FORM_ID,
    lastResult: replyOf(state),
    defaultValue: bookingAsked ? booking : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseContactFields(formData, { messages: m, dates }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === "success") void send(submission.value);
    },
  });

  function resetAll() {
    form.reset();
    choose({ type: "reset" });
    dispatch({ type: "reset" });
    robotCheck.current?.reset();
  }

  async function send(value: ContactValue) {
    dispatch({ type: "send" });
    const outcome = await sendContactRequest(value, lang, m);
    dispatch(outcome);
    if (outcome.type === "sent") resetTimer.current = setTimeout(resetAll, SUCCESS_RESET_MS);
    // The token may have been used up on the server: ask for a fresh one.
    else robotCheck.current?.reset();
  }

  function writeAgain() {
    dispatch({ type: "write-again" });
    // The empty form comes back where the note was: the visitor starts at its first field.
    setTimeout(() => document.getElementById(fields.name.id)?.focus(), 0);
  }

  const alerts = state.phase === "failed" ? state.alerts : [];
  const alertLines = [...alerts, ...(fields.captcha.errors ?? []).filter((e) => !alerts.includes(e))];
  const sentWithoutScript = !hydrated && actionData?.outcome === "sent";
  const notice = sentWithoutScript ? actionData.notice : noticeOf(state);
  const received = receivedOf(state);
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
            dispatch({ type: "fail", alerts: [m.offline] });
            return;
          }
          try {
            formProps.onSubmit(event);
          } catch (error) {
            // Sent as the server's form, it would go without the robot check's token: the
            // visitor stays here, with their text, and is told what to do.
            event.preventDefault();
            console.error("The contact form could not check its fields:", error);
            dispatch({ type: "fail", alerts: formTrouble(m, facts) });
          }
        }}
        method="post"
        action={formAction}
        className="contact-form"
        // While the note after sending stands in the form's place, the empty form is hidden (contact-form.css).
        data-received={state.phase === "received" || undefined}
        aria-describedby={`${alertId}-note`}
      >
        <p id={`${alertId}-note`} className="field-hint">
          {t.requiredNote}
        </p>
        {!hydrated && (
          // Shown by deferred-contact-form.tsx when the form's code cannot arrive: this form
          // still posts, but its robot check needs that code.
          <p role="alert" className="form-alert" data-form-trouble hidden>
            {formTrouble(m, facts).join(" ")}
          </p>
        )}
        <ContactFields t={t} fields={fields} />
        <ReservationPart lang={lang} words={words} dates={dates} schedule={schedule} facts={facts} fields={fields} hydrated={hydrated} choice={choice} choose={choose} />

        <div className="contact-honeypot" aria-hidden="true">
          <label>
            {t.honeypot}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>

        <RobotCheck ref={robotCheck} lang={lang} t={t} facts={facts} onVerified={() => setTimeout(() => form.validate({ name: fields.captcha.name }), 0)} />

        <div className="form-messages">
          <div role="alert" id={alertId} className="form-alert">
            {alertLines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          <div role="status" className="form-status">
            {state.phase === "sending" && <p>{m.sending}</p>}
            {(state.phase === "sent" || sentWithoutScript) && <p className="form-success">{m.success}</p>}
          </div>
          {/* Beside the status, not in it: the status says the spec's words exactly, and these
              notes outlive them (they stay after the form resets, until the visitor writes
              again). One live region, filled once: announced once, politely. */}
          <div aria-live="polite" className="form-notice-region">
            {received && <ReceivedNote t={t} received={received} mailed={!notice} />}
            {notice && <p className="form-notice">{notice}</p>}
          </div>
          {state.phase === "received" && (
            <button type="button" className="button-secondary form-write-again" onClick={writeAgain}>
              {t.writeAgain}
            </button>
          )}
        </div>
        {(state.phase === "idle" || state.phase === "failed") && !sentWithoutScript && (
          <div className="contact-actions">
            <button type="submit" className="button-primary">
              {text("contactus", "send")}
            </button>
            <button type="button" className="button-secondary" onClick={resetAll}>
              {t.reset}
            </button>
          </div>
        )}
      </form>
    </div>
  );
}

/** What happens next to the request just sent (docs/product.md §8); the mail sentence only when the mail went. */
function ReceivedNote({ t, received, mailed }: { t: ContactWords; received: Received; mailed: boolean }) {
  const next = received.reservation
    ? received.whatsapp
      ? t.receivedReservationWhatsapp
      : t.receivedReservation
    : received.whatsapp
      ? t.receivedContactWhatsapp
      : t.receivedContact;
  return (
    <p className="form-received">
      {next}
      {mailed && ` ${t.receivedLink}`}
    </p>
  );
}
