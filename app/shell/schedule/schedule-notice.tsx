import { TimedLines } from "./schedule-lines-view.tsx";
import type { TimedLine } from "./schedule-view.ts";

/**
 * docs/product.md §17: the short notice above the navigation of every public page while an
 * exception is today or within the next NOTICE_DAYS ("Closed on 24/12: Christmas Eve"). A
 * landmark of its own, so nothing on the page sits outside one.
 */
export function ScheduleNotice({ notices, label }: { notices: readonly TimedLine[]; label: string }) {
  if (notices.length === 0) return null;
  return (
    <aside className="schedule-notice" aria-label={label}>
      <TimedLines lines={notices} className="schedule-notice__line" />
    </aside>
  );
}
