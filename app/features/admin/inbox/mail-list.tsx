import { Form } from "react-router";
import type { OutboxKind } from "../../requests/rules/outbox-kinds";
import { GUEST_MAILS_PER_HOUR, GUEST_MAILS_PER_RECIPIENT_PER_DAY, guestMailWithheldReasons, type GuestMailWithheldReason } from "../../requests/rules/contact-limits";
import { siteFacts } from "../../../shell/content/site";
import { fill } from "../../../lib/fill";
import { formatInstant } from "../shell/format";
import { useAdminText } from "../shell/use-admin-text";

type Mail = {
  id: string;
  kind: OutboxKind;
  state: "pending" | "sending" | "sent" | "failed" | "withheld";
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  nextAttemptAt: Date;
};

const withheldBudget: Record<GuestMailWithheldReason, number> = {
  "budget-recipient-day": GUEST_MAILS_PER_RECIPIENT_PER_DAY,
  "budget-hour": GUEST_MAILS_PER_HOUR,
  "no-address": 0,
};

function isWithheldReason(value: string | null): value is GuestMailWithheldReason {
  return (guestMailWithheldReasons as readonly (string | null)[]).includes(value);
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
                  <dd>{formatInstant(m.sentAt, siteFacts.timeZone)}</dd>
                </>
              ) : null}
              {m.state === "pending" ? (
                <>
                  <dt>{t.nextAttempt}</dt>
                  <dd>{formatInstant(m.nextAttemptAt, siteFacts.timeZone)}</dd>
                </>
              ) : null}
              {m.lastError && m.state !== "withheld" ? (
                <>
                  <dt>{t.lastError}</dt>
                  <dd className="admin-break">{m.lastError}</dd>
                </>
              ) : null}
            </dl>
            {m.state === "withheld" && isWithheldReason(m.lastError) ? (
              <p className="admin-mail-withheld">{fill(t[`withheld.${m.lastError}`], { n: withheldBudget[m.lastError] })}</p>
            ) : null}
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
