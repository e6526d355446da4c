import { fill } from "#app/lib/fill.ts";
import type { SlotLoad } from "#app/features/schedule/capacity.server.ts";
import { useAdminText } from "../shell/use-admin-text.ts";
import { decisionTexts } from "./decision-texts.ts";
import "./decision.css";

/**
 * The covers of a reservation's slot per area, "Terraza 3/4" (docs/product.md §17), beside every
 * Confirm: an area at or past its cap is marked, in words for a screen reader too.
 */
export function SlotLoadList({ load }: { load: readonly SlotLoad[] }) {
  const { lang, t } = useAdminText();
  const d = decisionTexts[lang];
  if (load.length === 0) return null;
  return (
    <ul className="decision-card__load" aria-label={d.covers}>
      {load.map((l) => {
        const full = l.cap !== undefined && l.covers >= l.cap;
        return (
          <li key={l.area} className={full ? "decision-card__load--full" : undefined}>
            {fill(l.cap === undefined ? t.coversNoCap : t.coversLine, { area: l.area, covers: l.covers, cap: l.cap ?? "" })}
            {full ? <span className="admin-visually-hidden"> ({d.full})</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
