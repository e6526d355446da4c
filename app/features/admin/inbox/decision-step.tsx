import { useEffect, useId, useRef, useState, type ComponentType, type RefAttributes } from "react";
import { Form, Link, useLocation, type FetcherFormProps } from "react-router";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { fill } from "#app/lib/fill.ts";
import { OVERRIDE_FIELD, SECOND_STEP_FIELD, YES, type SecondStepStatus } from "#app/features/requests/rules/decision-steps.ts";
import { sendsGuestMail, STATUS_NOTE_MAX_CHARS } from "#app/features/requests/rules/request-status.ts";
import { CharCounter, counterId } from "../shell/char-counter.tsx";
import { useAdminText } from "../shell/use-admin-text.ts";
import { decisionTexts } from "./decision-texts.ts";
import type { RequestActionResult } from "./decision-result.ts";
import "./decision.css";

// The guarded decisions (rules: app/features/requests/rules/decision-steps.ts), on the request
// page and on a card of the inbox. Without JavaScript a guarded button posts without the second
// step's field, and the action answers with the second step (DecisionAnswer) instead of deciding;
// with it, the same button opens a <dialog> holding that same form. Either way only the second
// form, which names the consequence, decides.

/** The page's own Form, or a card's fetcher.Form posting to the request's page. */
export type FormComponent = ComponentType<FetcherFormProps & RefAttributes<HTMLFormElement>>;
/** `requestId`: sent as the form's `id` where the action decides for several requests (the day view). */
type Posting = { Form?: FormComponent; action?: string | undefined; requestId?: string };

function RequestIdField({ requestId }: { requestId: string | undefined }) {
  return requestId ? <input type="hidden" name="id" value={requestId} /> : null;
}

/** The second step: what the decision does, the owner's line to the guest, and the one button that decides. */
function SecondStepForm({
  status,
  note,
  hasEmail,
  Form: PostForm = Form,
  action,
  onBack,
  onSubmit,
  titleId,
  requestId,
}: Posting & { status: SecondStepStatus; note: string; hasEmail: boolean; onBack?: () => void; onSubmit?: () => void; titleId: string }) {
  const { lang, t } = useAdminText();
  const d = decisionTexts[lang];
  const here = useLocation();
  const noteId = useId();
  const mails = sendsGuestMail(status);
  return (
    <PostForm method="post" action={action} className="decision-step" onSubmit={onSubmit}>
      <h2 id={titleId} className="decision-step__title">
        {d.secondStepTitle} {t[`action.${status}`]}
      </h2>
      <p className="decision-step__consequence">{mails && !hasEmail ? d.noMailConsequence : d[`consequence.${status}`]}</p>
      <RequestIdField requestId={requestId} />
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="status" value={status} />
      <input type="hidden" name={SECOND_STEP_FIELD} value={YES} />
      {mails && hasEmail ? (
        <p className="admin-field">
          <label htmlFor={noteId}>{t.statusNote}</label>
          <textarea id={noteId} name="note" rows={2} defaultValue={note} aria-describedby={counterId(noteId)} />
          <CharCounter forId={noteId} max={STATUS_NOTE_MAX_CHARS} />
        </p>
      ) : (
        <input type="hidden" name="note" value={note} />
      )}
      <p className="decision-step__buttons">
        <button className={`admin-button admin-button--${status}-sure`} type="submit">
          {d[`sure.${status}`]}
        </button>
        {onBack ? (
          <button className="admin-button admin-button--quiet" type="button" onClick={onBack}>
            {d.back}
          </button>
        ) : (
          <Link className="admin-button admin-button--quiet" to={here.pathname + here.search}>
            {d.back}
          </Link>
        )}
      </p>
    </PostForm>
  );
}

/**
 * A guarded move's button in its own form (no nested forms): without JavaScript it posts the
 * first step; with it, it opens the second step in a modal dialog.
 */
export function GuardedDecision({
  status,
  hasEmail,
  Form: PostForm = Form,
  action,
  small,
  requestId,
  label,
}: Posting & { status: SecondStepStatus; hasEmail: boolean; small?: boolean; label?: string }) {
  const { t } = useAdminText();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [open]);
  const close = () => {
    dialog.current?.close();
    setOpen(false);
  };
  return (
    <>
      <PostForm method="post" action={action} className="decision-first">
        <RequestIdField requestId={requestId} />
        <input type="hidden" name="intent" value="status" />
        <button
          className={`admin-button admin-button--${status}${small ? " admin-button--small" : ""}`}
          type="submit"
          name="status"
          value={status}
          aria-haspopup="dialog"
          onClick={(e) => {
            if (typeof HTMLDialogElement === "undefined") return; // the server asks instead
            e.preventDefault();
            setOpen(true);
          }}
        >
          {label ?? t[`action.${status}`]}
        </button>
      </PostForm>
      {open ? (
        <dialog ref={dialog} className="decision-dialog" aria-labelledby={titleId} onClose={() => setOpen(false)}>
          <SecondStepForm
            status={status}
            note=""
            hasEmail={hasEmail}
            Form={PostForm}
            action={action}
            requestId={requestId}
            onBack={close}
            onSubmit={close}
            titleId={titleId}
          />
        </dialog>
      ) : null}
    </>
  );
}

const clock = new Intl.DateTimeFormat("en-GB", { timeZone: restaurantTimeZone, hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });

/** "21:03:15" in the restaurant's time zone: when the held mail leaves. The platform's formats, so the owners' pages carry no date library. */
function clockTime(iso: string): string {
  return clock.format(Date.parse(iso));
}

/** Undo while the decision's guest mail is held; gone once the window has passed (the server refuses later anyway). */
export function UndoForm({ until, Form: PostForm = Form, action }: Posting & { until: string }) {
  const { lang } = useAdminText();
  const d = decisionTexts[lang];
  const [passedFor, setPassedFor] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setPassedFor(until), Math.max(0, Date.parse(until) - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);
  if (passedFor === until) return null;
  return (
    <PostForm method="post" action={action} className="admin-notice decision-undo">
      <input type="hidden" name="intent" value="undo" />
      <span>{fill(d.undoHint, { until: clockTime(until) })}</span>
      <button className="admin-button admin-button--small" type="submit">
        {d.undo}
      </button>
    </PostForm>
  );
}

/**
 * What a decision's answer still asks of the owner: the second step (without JavaScript the
 * first tap lands here), or the cap's "confirm anyway".
 */
export function DecisionAnswer({
  answer,
  hasEmail,
  Form: PostForm = Form,
  action,
}: Posting & { answer: RequestActionResult | undefined; hasEmail: boolean }) {
  const { lang } = useAdminText();
  const d = decisionTexts[lang];
  const titleId = useId();
  if (answer?.ask) {
    return (
      <section className="admin-card decision-asked" aria-labelledby={titleId}>
        <SecondStepForm
          status={answer.ask.status}
          note={answer.ask.note}
          hasEmail={hasEmail}
          Form={PostForm}
          action={action}
          requestId={answer.ask.requestId}
          titleId={titleId}
        />
      </section>
    );
  }
  if (answer?.overCap) {
    return (
      <PostForm method="post" action={action} className="decision-override">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="status" value={answer.overCap.status} />
        <input type="hidden" name="note" value={answer.overCap.note} />
        <input type="hidden" name={OVERRIDE_FIELD} value={YES} />
        <button className="admin-button admin-button--confirmed" type="submit">
          {d.confirmAnyway}
        </button>
      </PostForm>
    );
  }
  return null;
}
