import { useId } from "react";
import { Form } from "react-router";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { fill } from "#app/lib/fill.ts";
import { formatInstant } from "../shell/format.ts";
import { GUEST_MAIL_STATUSES, STATUS_NOTE_MAX_CHARS, type RequestStatus } from "#app/features/requests/rules/request-status.ts";
import { StatusBadge } from "./status-badge.tsx";
import { GuardedDecision } from "./decision-step.tsx";
import { asksSecondStep, undoneBy } from "#app/features/requests/rules/decision-steps.ts";
import { decidedByLink } from "#app/features/requests/rules/decision-links.ts";
import type { OwnerLang } from "#app/lib/lang.ts";
import type { AdminWords } from "../shell/dictionary.ts";
import { decisionTexts } from "./decision-texts.ts";
import { GUEST_ACTOR } from "#app/features/manage/rules/guest-actor.ts";
import { useAdminText } from "../shell/use-admin-text.ts";
import type { WhatsappOffer } from "#app/features/requests/mail-templates.server.ts";
import { CharCounter, counterId } from "../shell/char-counter.tsx";
import "../templates/templates.css";

type Change = { id: number; status: RequestStatus; note: string | null; changedBy: string; changedAt: Date };
/** A guest's message from their manage page (app/features/manage/manage.server.ts). */
type GuestMessage = { id: number; message: string; createdAt: Date };

/**
 * The request's status, a button for each move the status table allows from it, and who
 * changed it when. A decision the guest is told about by mail can carry the owner's own line.
 * For a guest who asked for WhatsApp, the current decision can also be sent from the owner's
 * phone: a plain link (it works without JavaScript) that opens the chat with the message written.
 */
export function StatusPanel(props: {
  status: RequestStatus;
  moves: readonly RequestStatus[];
  receivedAt: Date;
  changes: readonly Change[];
  whatsapp?: WhatsappOffer;
  messages?: readonly GuestMessage[];
  /** The note the server refused as too long: said beside the field, the owner's text kept in it. */
  noteRefused?: { message: string; note: string };
  /** Whether the guest has an e-mail address (a booking by hand may have none): who is told. */
  hasEmail: boolean;
}) {
  const { lang, t } = useAdminText();
  const formId = useId();
  const mails = props.moves.some((s) => !asksSecondStep(s) && (GUEST_MAIL_STATUSES as readonly string[]).includes(s)) && props.hasEmail;
  return (
    <section className="admin-card" aria-labelledby="status-heading">
      <h2 id="status-heading">
        {t.status}: <StatusBadge status={props.status} />
      </h2>
      {props.whatsapp ? (
        <div className="admin-whatsapp-offer">
          <p className="admin-muted" id="whatsapp-offer-hint">
            {t.whatsappOfferHint}
          </p>
          <blockquote className="admin-whatsapp-offer__message" lang={props.whatsapp.lang}>
            {props.whatsapp.message}
          </blockquote>
          <a
            className="admin-button admin-button--whatsapp"
            href={props.whatsapp.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby="whatsapp-offer-hint"
          >
            {t.sendOnWhatsapp}
          </a>
        </div>
      ) : null}
      {/* The moves in the status table's order: the plain ones submit one form (with the line for
          a confirmation's mail) through their form attribute; each guarded move has its own form,
          whose second step carries its own line (decision-step.tsx). */}
      <div className="admin-status-moves" role="group" aria-label={t.changeStatus}>
        <Form method="post" id={formId}>
          <input type="hidden" name="intent" value="status" />
          {mails ? (
            <p className="admin-field admin-status-note">
              <label htmlFor="status-note">{t.statusNote}</label>
              <textarea
                id="status-note"
                name="note"
                rows={3}
                defaultValue={props.noteRefused?.note}
                aria-invalid={props.noteRefused ? true : undefined}
                aria-describedby={`status-note-hint ${counterId("status-note")}${props.noteRefused ? " status-note-error" : ""}`}
              />
              <small id="status-note-hint" className="admin-muted">
                {t.statusNoteHint}
              </small>
              <CharCounter forId="status-note" max={STATUS_NOTE_MAX_CHARS} />
              {props.noteRefused ? (
                <small id="status-note-error" className="admin-field__error">
                  {props.noteRefused.message}
                </small>
              ) : null}
            </p>
          ) : null}
        </Form>
        <div className="admin-status-actions">
          {props.moves.map((s) =>
            asksSecondStep(s) ? (
              <GuardedDecision key={s} status={s} hasEmail={props.hasEmail} />
            ) : (
              <button key={s} className={`admin-button admin-button--${s}`} type="submit" name="status" value={s} form={formId}>
                {t[`action.${s}`]}
              </button>
            ),
          )}
        </div>
      </div>
      <h3>{t.history}</h3>
      <ol className="admin-history">
        <li>
          <time dateTime={props.receivedAt.toISOString()}>{formatInstant(props.receivedAt, restaurantTimeZone)}</time> —{" "}
          {t.historyReceived}
        </li>
        {history(props.changes, props.messages ?? []).map((entry) =>
          entry.kind === "change" ? (
            <li key={`c${entry.change.id}`}>
              <time dateTime={entry.at.toISOString()}>{formatInstant(entry.at, restaurantTimeZone)}</time> —{" "}
              {entry.change.changedBy === GUEST_ACTOR && entry.change.status === "cancelled" ? (
                <strong>{t.historyGuestCancelled}</strong>
              ) : (
                historyLine(t, lang, entry.change)
              )}
              {entry.change.note ? (
                <>
                  {" "}
                  <q>{entry.change.note}</q>
                </>
              ) : null}
            </li>
          ) : (
            <li key={`m${entry.message.id}`}>
              <time dateTime={entry.at.toISOString()}>{formatInstant(entry.at, restaurantTimeZone)}</time> —{" "}
              <strong>{t.historyGuestMessage}</strong> <q className="admin-break">{entry.message.message}</q>
            </li>
          ),
        )}
      </ol>
    </section>
  );
}

/**
 * A status change in words: an undo says it took the decision back (undoActor), any other the
 * status and who, a decision by mail link marked so in the owner's language.
 */
function historyLine(t: AdminWords, lang: OwnerLang, change: Change): string {
  const status = t[`status.${change.status}`];
  const undoneByOwner = undoneBy(change.changedBy);
  if (undoneByOwner !== undefined) return fill(decisionTexts[lang].historyUndone, { status, who: undoneByOwner });
  const byLink = decidedByLink(change.changedBy);
  return fill(t.historyChange, { status, who: byLink === undefined ? change.changedBy : fill(decisionTexts[lang].byMailLink, { who: byLink }) });
}

type HistoryEntry = { kind: "change"; at: Date; change: Change } | { kind: "message"; at: Date; message: GuestMessage };

/** The status changes and the guest's messages, in the order they happened. */
function history(changes: readonly Change[], messages: readonly GuestMessage[]): HistoryEntry[] {
  const entries: HistoryEntry[] = [
    ...changes.map((change) => ({ kind: "change" as const, at: change.changedAt, change })),
    ...messages.map((message) => ({ kind: "message" as const, at: message.createdAt, message })),
  ];
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime());
}
