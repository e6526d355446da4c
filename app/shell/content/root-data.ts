import { useRouteLoaderData } from "react-router";
import type { Lang } from "#app/lib/lang.ts";
import type { Schedule } from "#app/booking/schedule.ts";
import type { LanguageSuggestionWords } from "../languages/language-suggestion-texts.ts";
import type { ScheduleView } from "../schedule/schedule-view.ts";
import type { SiteFacts } from "./site.ts";
import type { LayoutWords } from "../layout/layout-texts.ts";
import type { NavigationWords } from "../navigation/navigation-texts.ts";
import type { OfflineNoticeWords } from "../offline/offline-texts.ts";

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
  /** The restaurant's facts in force (app/features/facts/), for every page's header and footer. */
  facts: SiteFacts;
  /** The frame's words (skip link, footer, back to top, the notice's name) in the page's language. */
  layoutWords: LayoutWords;
  /** The navigation bar's words (and the banner's "Book a table") in the page's language. */
  navigationWords: NavigationWords;
  /** Each published language's name in itself ("Français"), for the language switch. */
  languageNames: Partial<Record<Lang, string>>;
  /** On the English home page only: each other published language's suggestion line (app/shell/languages/language-suggestion.tsx). */
  suggestions?: Partial<Record<Lang, LanguageSuggestionWords>>;
  /** The error page's heading in the page's language (root.tsx ErrorBoundary). */
  errorHeading: string;
  /** The offline notice's words in the page's language (the service worker keeps its own). */
  offlineWords: OfflineNoticeWords;
  /** The published languages (app/shell/languages/), the default first: the language switch offers these. */
  langs: Lang[];
};

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/**
 * The restaurant's facts as the root loader read them; undefined only on an error page whose
 * root loader failed (the page then shows no facts rather than stale ones).
 */
export function useSiteFacts(): SiteFacts | undefined {
  return useRootData()?.facts;
}

/**
 * The restaurant's name for a page's `meta` (a route's title): from the root loader's facts among
 * the route's matches; empty on an error page whose root loader failed.
 */
export function siteNameIn(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as Partial<RootData> | undefined;
  return root?.facts?.name ?? "";
}
