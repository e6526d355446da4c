import { Suspense } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/admin.requests";
import type { PageHandle } from "#app/root.tsx";
import { requestStatuses } from "../features/requests/rules/request-status.ts";
import { fill } from "../lib/fill.ts";
import { countText } from "../features/admin/shell/count-text.ts";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { InboxFilters } from "../features/admin/inbox/inbox-filters.tsx";
import { inboxSearch } from "../features/admin/inbox/inbox-search.ts";
import { listRequests, parseInboxFilter } from "../features/admin/inbox/inbox.server.ts";
import { Pagination } from "../features/admin/shell/pagination.tsx";
import { adminHref } from "../lib/admin-paths.ts";
import { RequestList } from "../features/admin/inbox/request-list.tsx";
import { slotLoadsOf } from "../features/schedule/capacity.server.ts";
import { currentSchedule } from "../features/schedule/schedule-store.server.ts";
import { areas } from "../booking/areas.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { siteNameIn } from "../shell/content/root-data.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";

// Every control here works as a plain form: the scripts load after the page (root.tsx, PageHandle).
export const handle: PageHandle = { scripts: "after-load" };

export function meta({ matches }: Route.MetaArgs) {
  const t = adminWordsIn(matches);
  if (!t) return [];
  return [{ title: `${t.inboxTitle} · ${t.areaName} · ${siteNameIn(matches)}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  const list = await listRequests(filter);
  // The covers beside each new request's Confirm, for the whole page in one query (docs/product.md §17).
  const slotLoads = await slotLoadsOf(await currentSchedule(), list.rows.filter((r) => r.status === "new"), areas);
  return { filter: { ...filter, page: list.page }, ...list, statuses: requestStatuses, slotLoads };
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useAdminText();
  const { filter, rows, total, page, pages, statuses, slotLoads } = loaderData;
  return (
    <>
      <div className="admin-title admin-inbox-head">
        <h1>{t.inboxTitle}</h1>
        <p className="admin-inbox-head__links">
          <Link className="admin-button admin-button--small" to={adminHref(lang, "/requests/new")}>
            {t.newBooking}
          </Link>
          <Link className="admin-button admin-button--quiet admin-button--small" to={adminHref(lang, "/day")}>
            {t.dayHomeLink}
          </Link>
        </p>
      </div>
      {/* The filters and each card hydrate apart (docs/decisions/0020-hydration-by-section.md). */}
      <Suspense>
        <InboxFilters filter={filter} statuses={statuses} />
      </Suspense>
      <div className="admin-count">
        <p role="status">{countText(t, "requests", total)}</p>
        <p className="admin-muted">{fill(t.timeZoneNote, { tz: restaurantTimeZone })}</p>
      </div>
      {rows.length > 0 ? <RequestList rows={rows} slotLoads={slotLoads} /> : <p className="admin-empty">{t.noRequests}</p>}
      <Pagination page={page} pages={pages} hrefOf={(p) => adminHref(lang, "/requests") + inboxSearch(filter, p)} />
    </>
  );
}
