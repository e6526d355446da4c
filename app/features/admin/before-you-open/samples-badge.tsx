import { fill } from "#app/lib/fill.ts";
import { useAdminText } from "../shell/use-admin-text.ts";
import "./samples-badge.css";

/** How many "Before you open" checks are still open, beside its name in the navigation (and on the phone's More); said in words to a screen reader. */
export function SamplesBadge({ left }: { left: number }) {
  const { t } = useAdminText();
  if (left === 0) return null;
  return (
    <>
      <span className="admin-nav__badge byo-badge" aria-hidden="true">
        {left}
      </span>
      <span className="admin-visually-hidden"> ({fill(t.byoBadge, { n: left })})</span>
    </>
  );
}
