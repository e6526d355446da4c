import { Form, Link } from "react-router";
import type { InboxFilter, RequestStatus } from "./inbox.server.ts";
import { inboxSearch } from "./inbox-search";
import { adminHref } from "../../../lib/admin-paths";
import { useAdminText } from "../shell/use-admin-text";

/** The inbox's filter: a GET form, so a filtered view is an address (bookmark, CSV, back button). */
export function InboxFilters({ filter, statuses }: { filter: InboxFilter; statuses: readonly RequestStatus[] }) {
  const { lang, t } = useAdminText();
  const filtered = Boolean(filter.status || filter.from || filter.to || filter.q);
  return (
    <section className="admin-filters" aria-labelledby="inbox-filters">
      <h2 id="inbox-filters" className="admin-visually-hidden">
        {t.filters}
      </h2>
      <Form method="get" className="admin-filters__form" key={inboxSearch(filter)}>
        <div className="admin-field">
          <label htmlFor="filter-status">{t.status}</label>
          <select id="filter-status" name="status" defaultValue={filter.status ?? ""}>
            <option value="">{t.allStatuses}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t[`status.${s}`]}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="filter-from">{t.reservationFrom}</label>
          <input id="filter-from" name="from" type="date" defaultValue={filter.from ?? ""} />
        </div>
        <div className="admin-field">
          <label htmlFor="filter-to">{t.reservationTo}</label>
          <input id="filter-to" name="to" type="date" defaultValue={filter.to ?? ""} />
        </div>
        <div className="admin-field admin-filters__search">
          <label htmlFor="filter-q">{t.search}</label>
          <input id="filter-q" name="q" type="search" defaultValue={filter.q} placeholder={t.searchHint} />
        </div>
        <div className="admin-filters__actions">
          <button className="admin-button" type="submit">
            {t.apply}
          </button>
          {filtered ? <Link to={adminHref(lang, "/requests")}>{t.clearFilters}</Link> : null}
          <a className="admin-filters__export" href={adminHref(lang, "/requests.csv") + inboxSearch(filter)} download>
            {t.exportCsv}
          </a>
        </div>
      </Form>
    </section>
  );
}
