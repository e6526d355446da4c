import { TimedLines } from "./schedule-lines-view";
import type { TimedLine } from "./schedule-view";

/**
 * docs/product.md §16: the short notice under the navigation of every public page while an
 * exception is today or within the next NOTICE_DAYS ("Closed on 24/12: Christmas Eve").
 */
export function ScheduleNotice({ notices }: { notices: readonly TimedLine[] }) {
  if (notices.length === 0) return null;
  return (
    <div className="schedule-notice" role="note">
      <TimedLines lines={notices} className="schedule-notice__line" />
    </div>
  );
}
