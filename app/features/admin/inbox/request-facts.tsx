import { useSiteFacts } from "#app/shell/content/root-data.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { replyMailto, telHrefOf, whatsappHref } from "./contact-links.ts";
import { fill } from "#app/lib/fill.ts";
import { countText } from "../shell/count-text.ts";
import { formatInstant } from "../shell/format.ts";
import { formats } from "#app/lib/formats.ts";
import { requestReference } from "#app/features/requests/rules/request-reference.ts";
import type { ContactRequest } from "./inbox.server.ts";
import type { SlotLoad } from "#app/features/schedule/capacity.server.ts";
import { useAdminText } from "../shell/use-admin-text.ts";
import { Link } from "react-router";
import { adminHref } from "#app/lib/admin-paths.ts";
import { languageNames } from "#app/lib/language-names.ts";
import { changesReservation } from "#app/features/requests/rules/request-status.ts";
import { ReservationChanges, type ChangeLine } from "../change/reservation-changes.tsx";

/** Every field of a request, with the ways to answer the guest, and its reservation's changes. */
export function RequestFacts({
  request,
  replySubject,
  slotLoad = [],
  reservationChanges = [],
}: {
  request: ContactRequest;
  /** The reply's subject in the guest's language ("{site}" still to fill): the loader's mailTexts entry. */
  replySubject: string;
  slotLoad?: readonly SlotLoad[];
  reservationChanges?: readonly ChangeLine[];
}) {
  const { lang, t } = useAdminText();
  // The reply is written in the language the guest used on the site.
  const subject = fill(replySubject, { site: useSiteFacts()?.name ?? "" });
  const mailto = replyMailto(request.email, subject);
  const whatsapp = request.whatsapp ? whatsappHref(request.phone) : null;
  const tel = request.phone ? telHrefOf(request.phone) : null;
  return (
    <>
      <div className="admin-actions">
        {mailto ? (
          <a className="admin-button" href={mailto}>
            {t.replyByEmail}
          </a>
        ) : null}
        {whatsapp ? (
          <a className="admin-button admin-button--whatsapp" href={whatsapp} target="_blank" rel="noopener noreferrer">
            {t.writeOnWhatsapp}
          </a>
        ) : null}
        {tel ? (
          <a className="admin-button admin-button--quiet" href={tel}>
            {t.call}
          </a>
        ) : null}
      </div>

      <section className="admin-card" aria-labelledby="facts-contact">
        <h2 id="facts-contact">{t.contactDetails}</h2>
        <dl className="admin-facts">
          <dt>{t.name}</dt>
          <dd>{request.name}</dd>
          <dt>{t.email}</dt>
          <dd className="admin-break">{request.email || "—"}</dd>
          <dt>{t.phone}</dt>
          <dd>{request.phone ? <span className="admin-nowrap">{request.phone}</span> : "—"}</dd>
          <dt>{t.whatsapp}</dt>
          <dd>{request.whatsapp ? t.yes : t.no}</dd>
          <dt>{t.country}</dt>
          <dd>{request.country || "—"}</dd>
          <dt>{t.language}</dt>
          <dd>{languageNames(lang)[request.lang]}</dd>
          <dt>{t.received}</dt>
          <dd>
            <time className="admin-nowrap" dateTime={request.createdAt.toISOString()}>
              {formatInstant(request.createdAt, restaurantTimeZone)}
            </time>
          </dd>
          <dt>{t.reference}</dt>
          <dd className="admin-nowrap">{requestReference(request.id)}</dd>
        </dl>
      </section>

      <section className="admin-card" aria-labelledby="facts-reservation">
        <h2 id="facts-reservation">{t.reservation}</h2>
        {request.reservationDate ? (
          <dl className="admin-facts">
            <dt>{t.date}</dt>
            <dd>{formats[lang].longDate(request.reservationDate)}</dd>
            <dt>{t.time}</dt>
            <dd>
              {request.reservationTime ? (
                <>
                  <span className="admin-nowrap">{formats[lang].time(request.reservationTime)}</span>{" "}
                  <span className="admin-nowrap">({restaurantTimeZone})</span>
                </>
              ) : (
                "—"
              )}
            </dd>
            <dt>{t.area}</dt>
            <dd>{request.area ?? "—"}</dd>
            <dt>{t.people}</dt>
            <dd>{request.pax ? countText(t, "people", request.pax) : "—"}</dd>
            {slotLoad.length > 0 ? (
              <>
                <dt>{t.coversTitle}</dt>
                <dd>
                  <ul className="admin-slot-load" aria-describedby="slot-load-hint">
                    {slotLoad.map((l) => (
                      <li key={l.area} className={l.cap !== undefined && l.covers >= l.cap ? "admin-slot-load--full" : undefined}>
                        {fill(l.cap === undefined ? t.coversNoCap : t.coversLine, { area: l.area, covers: l.covers, cap: l.cap ?? "" })}
                      </li>
                    ))}
                  </ul>
                  <span id="slot-load-hint" className="admin-muted">
                    {t.coversHint}
                  </span>
                </dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p className="admin-muted">{t.noReservation}</p>
        )}
        {changesReservation(request.status) ? (
          <p className="change-link">
            <Link to={adminHref(lang, `/requests/${encodeURIComponent(request.id)}/change`)}>{t.changeReservation}</Link>
          </p>
        ) : null}
        <ReservationChanges changes={reservationChanges} />
      </section>

      <section className="admin-card" aria-labelledby="facts-message">
        <h2 id="facts-message">{t.message}</h2>
        <p className="admin-message">{request.comment}</p>
      </section>
    </>
  );
}
