import { Form, Link } from "react-router";
import { formats } from "#app/lib/formats.ts";
import { fill } from "#app/lib/fill.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { adminHref } from "#app/lib/admin-paths.ts";
import { DECISION_LINK_DAYS } from "#app/features/requests/rules/decision-links.ts";
import { countText } from "../shell/count-text.ts";
import { useAdminText } from "../shell/use-admin-text.ts";
import type { DecideFacts, DecideOutcome } from "./decide.server.ts";
import { decideTexts } from "./decide-texts.ts";
import "./decide.css";
import type { SlotLoad } from "#app/features/schedule/capacity.server.ts";
import { OVERRIDE_FIELD, YES } from "#app/features/requests/rules/decision-steps.ts";
import { decisionTexts } from "../inbox/decision-texts.ts";
import { SlotLoadList } from "../inbox/slot-load-list.tsx";
import { UndoForm } from "../inbox/decision-step.tsx";

/**
 * The owners' decision page: the request and one button, or what was done, or why the link no
 * longer works. Inside the signed-in layout's shell (app/routes/admin.signed-in.tsx).
 */
export function DecidePage({ outcome }: { outcome: DecideOutcome }) {
  return (
    <div className="admin-decide">
      {outcome.state === "open" || outcome.state === "over-cap" ? <OpenLink outcome={outcome} /> : <Closed outcome={outcome} />}
    </div>
  );
}

function OpenLink({ outcome }: { outcome: Extract<DecideOutcome, { state: "open" | "over-cap" }> }) {
  const { lang } = useAdminText();
  const d = decideTexts[lang];
  const { decision, request, expiresAt } = outcome;
  const overCap = outcome.state === "over-cap";
  return (
    <>
      <h1>{d[`title.${decision}`]}</h1>
      <Facts request={request} slotLoad={outcome.slotLoad} />
      {overCap ? (
        <p className="admin-error" role="alert">
          {fill(decisionTexts[lang].overCap, { area: outcome.area, left: outcome.left, cap: outcome.cap, pax: outcome.pax })}
        </p>
      ) : null}
      <Form method="post" className="admin-card admin-decide__form">
        <p>{d[`hint.${decision}`]}</p>
        {overCap ? <input type="hidden" name={OVERRIDE_FIELD} value={YES} /> : null}
        <button className={`admin-button admin-button--${decision} admin-decide__button`} type="submit">
          {overCap ? decisionTexts[lang].confirmAnyway : d[`button.${decision}`]}
        </button>
        <p className="admin-muted">
          {d.intro} {fill(d.validUntil, { until: formats[lang].dateTime(expiresAt, restaurantTimeZone) })}
        </p>
      </Form>
    </>
  );
}

function Facts({ request, slotLoad }: { request: DecideFacts; slotLoad: readonly SlotLoad[] }) {
  const { lang, t } = useAdminText();
  const d = decideTexts[lang];
  return (
    <section className="admin-card" aria-labelledby="decide-facts">
      <h2 id="decide-facts">{d.request}</h2>
      <dl className="admin-facts">
        <dt>{t.name}</dt>
        <dd className="admin-break">{request.name}</dd>
        {request.reservationDate ? (
          <>
            <dt>{t.date}</dt>
            <dd>{formats[lang].longDate(request.reservationDate)}</dd>
          </>
        ) : null}
        {request.reservationTime ? (
          <>
            <dt>{t.time}</dt>
            <dd>{formats[lang].time(request.reservationTime)}</dd>
          </>
        ) : null}
        {request.area ? (
          <>
            <dt>{t.area}</dt>
            <dd>{request.area}</dd>
          </>
        ) : null}
        {request.pax ? (
          <>
            <dt>{t.people}</dt>
            <dd>{countText(t, "people", request.pax)}</dd>
          </>
        ) : null}
        {slotLoad.length > 0 ? (
          <>
            <dt>{decisionTexts[lang].covers}</dt>
            <dd>
              <SlotLoadList load={slotLoad} />
            </dd>
          </>
        ) : null}
        <dt>{t.phone}</dt>
        <dd>{request.phone || "—"}</dd>
        <dt>{t.email}</dt>
        <dd className="admin-break">{request.email}</dd>
        <dt>{t.message}</dt>
        <dd className="admin-message">{request.comment || "—"}</dd>
      </dl>
    </section>
  );
}

function Closed({ outcome }: { outcome: Exclude<DecideOutcome, { state: "open" | "over-cap" }> }) {
  const { lang, t } = useAdminText();
  const d = decideTexts[lang];
  const requestId = "requestId" in outcome ? outcome.requestId : null;
  const heading = outcome.state === "done" ? d.doneTitle : d[`refused.${outcome.state}`];
  return (
    <>
      <h1>{heading}</h1>
      {outcome.state === "done" ? (
        <div className="admin-notice" role="status">
          <p>{d[`done.${outcome.decision}`]}</p>
          {outcome.mailQueued ? <p>{d.doneMail}</p> : null}
        </div>
      ) : (
        <p className="admin-error" role="alert">
          {outcome.state === "used"
            ? fill(d.used, { status: t[`status.${outcome.status}`] })
            : outcome.state === "expired"
              ? fill(d.expired, { days: DECISION_LINK_DAYS })
              : d[outcome.state]}
        </p>
      )}
      {outcome.state === "done" && outcome.undoUntil ? <UndoForm until={outcome.undoUntil} action={adminHref(lang, `/requests/${outcome.requestId}`)} /> : null}
      <p>
        {requestId ? (
          <Link className="admin-button" to={adminHref(lang, `/requests/${requestId}`)}>
            {d.openRequest}
          </Link>
        ) : (
          <Link className="admin-button" to={adminHref(lang, "/requests")}>
            {d.goToInbox}
          </Link>
        )}
      </p>
    </>
  );
}
