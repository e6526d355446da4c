import { useRouteLoaderData } from "react-router";
import type { Lang } from "#app/lib/lang.ts";
import type { Schedule } from "#app/booking/schedule.ts";
import type { ScheduleView } from "../schedule/schedule-view.ts";

/** What the root loader gives every page. */
export type RootData = {
  lang: Lang;
  /** For the copyright line; from the server so the browser renders the same year. */
  year: number;
  /**
   * The schedule in force without its past exceptions (the reservation form asks it in the
   * browser) and its lines as the page shows them; null in the owners' area.
   */
  schedule: Schedule | null;
  scheduleView: ScheduleView | null;
};

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
