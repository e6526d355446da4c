import { Form } from "react-router";
import { siteFacts } from "../../../shell/content/site";
import { fill } from "../../../lib/fill";
import { formatInstant } from "../shell/format";
import type { RequestStatus } from "./inbox.server.ts";
import { StatusBadge } from "./status-badge";
import { useAdminText } from "../shell/use-admin-text";

type Change = { id: number; status: RequestStatus; changedBy: string; changedAt: Date };

/** The request's status, the buttons to change it, and who changed it when. */
export function StatusPanel(props: { status: RequestStatus; statuses: readonly RequestStatus[]; receivedAt: Date; changes: readonly Change[] }) {
  const { t } = useAdminText();
  return (
    <section className="admin-card" aria-labelledby="status-heading">
      <h2 id="status-heading">
        {t.status}: <StatusBadge status={props.status} />
      </h2>
      <Form method="post" className="admin-status-actions" aria-label={t.changeStatus}>
        <input type="hidden" name="intent" value="status" />
        {props.statuses
          .filter((s) => s !== props.status)
          .map((s) => (
            <button key={s} className={`admin-button admin-button--${s}`} type="submit" name="status" value={s}>
              {t[`action.${s}`]}
            </button>
          ))}
      </Form>
      <h3>{t.history}</h3>
      <ol className="admin-history">
        <li>
          <time dateTime={props.receivedAt.toISOString()}>{formatInstant(props.receivedAt, siteFacts.timeZone)}</time> —{" "}
          {t.historyReceived}
        </li>
        {props.changes.map((c) => (
          <li key={c.id}>
            <time dateTime={c.changedAt.toISOString()}>{formatInstant(c.changedAt, siteFacts.timeZone)}</time> —{" "}
            {fill(t.historyChange, { status: t[`status.${c.status}`], who: c.changedBy })}
          </li>
        ))}
      </ol>
    </section>
  );
}
