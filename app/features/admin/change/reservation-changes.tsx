import "./change.css";
import { storedTimeLabel } from "#app/lib/clock.ts";
import { fill } from "#app/lib/fill.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { countText } from "../shell/count-text.ts";
import { formatInstant, formatIsoDate } from "../shell/format.ts";
import { useAdminText } from "../shell/use-admin-text.ts";

/** One change's two sides as the history shows them; a side without a reservation is "—". */
export type ChangeLine = {
  id: number;
  fromDate: string | null;
  fromTime: string | null;
  fromArea: string | null;
  fromPax: number | null;
  toDate: string;
  toTime: string;
  toArea: string;
  toPax: number;
  changedBy: string;
  changedAt: Date;
};

type Side = { date: string | null; time: string | null; area: string | null; pax: number | null };

/** "15/12/2026 · 8:30 PM · Terraza · 4 people", each part kept whole on its line. */
function SideText({ side }: { side: Side }) {
  const { t } = useAdminText();
  const parts = [
    side.date ? formatIsoDate(side.date) : null,
    side.time ? storedTimeLabel(side.time) : null,
    side.area,
    side.pax ? countText(t, "people", side.pax) : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return <>—</>;
  return (
    <>
      {parts.map((p, i) => (
        <span key={i} className="change-history__part">
          {p}
          {i < parts.length - 1 ? " · " : ""}
        </span>
      ))}
    </>
  );
}

/** A request's reservation changes, oldest first: from → to, when and by whom (docs/product.md §13). */
export function ReservationChanges({ changes, level = 3 }: { changes: readonly ChangeLine[]; /** Its heading's level where it stands. */ level?: 2 | 3 }) {
  const { t } = useAdminText();
  if (changes.length === 0) return null;
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="change-history">
      <Heading id="reservation-changes">{t.changesTitle}</Heading>
      <ol aria-labelledby="reservation-changes">
        {changes.map((c) => (
          <li key={c.id}>
            <p className="change-history__move">
              <del>
                <SideText side={{ date: c.fromDate, time: c.fromTime, area: c.fromArea, pax: c.fromPax }} />
              </del>
              <span aria-hidden="true"> → </span>
              <ins>
                <SideText side={{ date: c.toDate, time: c.toTime, area: c.toArea, pax: c.toPax }} />
              </ins>
            </p>
            <p className="admin-muted">
              {fill(t.changeBy, { when: formatInstant(c.changedAt, restaurantTimeZone), by: c.changedBy })}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
