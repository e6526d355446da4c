import { Form } from "react-router";
import type { OutboxKind } from "#app/features/outbox/rules/outbox-kinds.ts";
import { GUEST_MAIL_MAX_WAIT_HOURS, GUEST_MAILS_PER_RECIPIENT_PER_DAY, guestMailWithheldReasons, type GuestMailWithheldReason } from "#app/features/requests/rules/contact-limits.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { fill } from "#app/lib/fill.ts";
import { formatInstant } from "../shell/format.ts";
import { useAdminText } from "../shell/use-admin-text.ts";

type Mail = {
  id: string;
  kind: OutboxKind;
  state: "pending" | "sending" | "sent" | "failed" | "withheld";
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  nextAttemptAt: Date;
};

/** The fixed budgets a reason's text names; the configurable ones (docs/operations.md §1) are not named. */
const withheldBudget: Record<GuestMailWithheldReason, number> = {
  "budget-sender": 0,
  "budget-recipient-day": GUEST_MAILS_PER_RECIPIENT_PER_DAY,
  "budget-hour": 0,
  "no-address": 0,
};
const budgetValues = (reason: GuestMailWithheldReason) => ({ n: withheldBudget[reason], hours: GUEST_MAIL_MAX_WAIT_HOURS });

function isWithheldReason(value: string | null): value is GuestMailWithheldReason {
  return (guestMailWithheldReasons as readonly (string | null)[]).includes(value);
}

/** An acknowledgement waiting for the hour's guest-mail budget (app/features/requests/request-message-kinds.server.ts). */
function waitsForBudget(m: Mail): boolean {
  return m.state === "pending" && m.lastError === "budget-hour";
}

/** The request's mails as the outbox knows them, with 'send again' for a failed one. */
export function MailList({ mails }: { mails: readonly Mail[] }) {
  const { t } = useAdminText();
  return (
    <section className="admin-card" aria-labelledby="mails-heading">
      <h2 id="mails-heading">{t.mails}</h2>
      {mails.length === 0 ? <p className="admin-muted">{t.noMails}</p> : null}
      <ul className="admin-mails">
        {mails.map((m) => (
          <li key={m.id} className="admin-mail">
            <h3>
              {t[`mail.${m.kind}`]}: <span className={`admin-mail-state admin-mail-state--${m.state}`}>{t[`mailState.${m.state}`]}</span>
            </h3>
            <dl className="admin-facts">
              <dt>{t.attempts}</dt>
              <dd>{m.attempts}</dd>
              {m.sentAt ? (
                <>
                  <dt>{t.sentAt}</dt>
                  <dd>{formatInstant(m.sentAt, restaurantTimeZone)}</dd>
                </>
              ) : null}
              {m.state === "pending" ? (
                <>
                  <dt>{t.nextAttempt}</dt>
                  <dd>{formatInstant(m.nextAttemptAt, restaurantTimeZone)}</dd>
                </>
              ) : null}
              {m.lastError && m.state !== "withheld" && !waitsForBudget(m) ? (
                <>
                  <dt>{t.lastError}</dt>
                  <dd className="admin-break">{m.lastError}</dd>
                </>
              ) : null}
            </dl>
            {m.state === "withheld" && isWithheldReason(m.lastError) ? (
              <p className="admin-mail-withheld">{fill(t[`withheld.${m.lastError}`], budgetValues(m.lastError))}</p>
            ) : null}
            {waitsForBudget(m) ? <p className="admin-mail-withheld">{fill(t["waiting.budget-hour"], budgetValues("budget-hour"))}</p> : null}
            {m.state === "failed" ? (
              <Form method="post">
                <input type="hidden" name="intent" value="resend" />
                <input type="hidden" name="mail" value={m.id} />
                <button className="admin-button" type="submit">
                  {t.sendAgain}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
