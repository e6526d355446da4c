import { Suspense } from "react";
import { Link } from "react-router";
import { storedTimeLabel } from "#app/lib/clock.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { countText } from "../shell/count-text.ts";
import { formatInstant, formatIsoDate } from "../shell/format.ts";
import type { RequestSummary } from "./inbox.server.ts";
import { adminHref } from "#app/lib/admin-paths.ts";
import { StatusBadge } from "./status-badge.tsx";
import { GuestNewsMarks, hasGuestNews } from "./guest-news-marks.tsx";
import { useAdminText } from "../shell/use-admin-text.ts";
import type { SlotLoad } from "#app/features/schedule/capacity.server.ts";
import { slotKey } from "#app/features/schedule/rules/slot-key.ts";
import { CardDecision } from "./card-decision.tsx";

/**
 * One line per request: who, when it came, the reservation, the start of the message. Each card is
 * a <Suspense> boundary: React hydrates them one by one, so a slow phone is never blocked by the
 * whole list at once (docs/decisions/0020-hydration-by-section.md).
 */
export function RequestList({ rows, slotLoads = {} }: { rows: readonly RequestSummary[]; slotLoads?: Readonly<Record<string, readonly SlotLoad[]>> }) {
  const { lang, t } = useAdminText();
  return (
    <ol className="admin-requests">
      {rows.map((r, i) => (
        <li key={r.id} className={hasGuestNews(r.guestNews) ? "admin-request admin-request--news" : "admin-request"}>
          <Suspense>
            <div className="admin-request__head">
              {/* elementtiming: the bench times the first request's paint (scripts/lib/owners-pages.ts). */}
              <h2 className="admin-request__name" {...(i === 0 ? { elementtiming: "first-request" } : {})}>
                <Link to={adminHref(lang, `/requests/${encodeURIComponent(r.id)}`)}>{r.name}</Link>
              </h2>
              <GuestNewsMarks news={r.guestNews} />
              <StatusBadge status={r.status} />
            </div>
            <p className="admin-request__meta">
              <span>
                {t.received} <time dateTime={r.createdAt.toISOString()}>{formatInstant(r.createdAt, restaurantTimeZone)}</time>
              </span>
              <span>{r.country}</span>
              {r.source !== "site" ? <span className="admin-request__source">{t[`source.${r.source}`]}</span> : null}
            </p>
            <p className="admin-request__reservation">
              {r.reservationDate ? (
                <>
                  <strong>{t.reservation}:</strong> <span className="admin-nowrap">{formatIsoDate(r.reservationDate)}</span>
                  {r.reservationTime ? (
                    <>
                      {" · "}
                      <span className="admin-nowrap">{storedTimeLabel(r.reservationTime)}</span>
                    </>
                  ) : null}
                  {r.area ? ` · ${r.area}` : ""}
                  {r.pax ? (
                    <>
                      {" · "}
                      <span className="admin-nowrap">{countText(t, "people", r.pax)}</span>
                    </>
                  ) : null}
                </>
              ) : (
                <span className="admin-muted">{t.noReservation}</span>
              )}
            </p>
            <p className="admin-request__comment">{r.comment}</p>
            <CardDecision request={r} load={r.reservationDate && r.reservationTime ? slotLoads[slotKey(r.reservationDate, r.reservationTime)] : undefined} />
          </Suspense>
        </li>
      ))}
    </ol>
  );
}
