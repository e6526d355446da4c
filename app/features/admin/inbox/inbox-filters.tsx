import { Form, Link } from "react-router";
import type { InboxFilter, RequestStatus } from "./inbox.server.ts";
import { inboxSearch } from "./inbox-search.ts";
import { adminHref } from "#app/lib/admin-paths.ts";
import { useAdminText } from "../shell/use-admin-text.ts";
import { adminLook } from "../shell/admin-look.ts";
import { Field } from "#app/ui/field.lazy.tsx";
import { frameTexts } from "../shell/frame-texts.ts";

/** The inbox's filter: a GET form, so a filtered view is an address (bookmark, CSV, back button). */
export function InboxFilters({ filter, statuses }: { filter: InboxFilter; statuses: readonly RequestStatus[] }) {
  const { lang, t } = useAdminText();
  const filtered = Boolean(filter.status || filter.from || filter.to || filter.q);
  return (
    // Folded on a phone so the first requests come on the first screen; open while a filter is on.
    // From 48rem admin.css shows the form whether folded or not (the roomy layout).
    <details className="admin-filters" open={filtered} aria-label={t.filters}>
      <summary className="admin-filters__toggle">{filtered ? frameTexts[lang].filtersActive : frameTexts[lang].filtersToggle}</summary>
      <Form method="get" className="admin-filters__form" key={inboxSearch(filter)}>
        <Field field={{ id: "filter-status" }} label={t.status} look={adminLook}>
          <select name="status" defaultValue={filter.status ?? ""}>
            <option value="">{t.allStatuses}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t[`status.${s}`]}
              </option>
            ))}
          </select>
        </Field>
        <Field field={{ id: "filter-from" }} label={t.reservationFrom} look={adminLook}>
          <input name="from" type="date" defaultValue={filter.from ?? ""} />
        </Field>
        <Field field={{ id: "filter-to" }} label={t.reservationTo} look={adminLook}>
          <input name="to" type="date" defaultValue={filter.to ?? ""} />
        </Field>
        <Field field={{ id: "filter-q" }} label={t.search} look={adminLook} className="admin-filters__search">
          <input name="q" type="search" defaultValue={filter.q} placeholder={t.searchHint} />
        </Field>
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
    </details>
  );
}
