import type { AdminTextKey } from "./dictionary.ts";

/**
 * The owners' area's navigation. To add a page (photos, menu): add its routes below the
 * signed-in layout in app/routes.ts, then an entry here with its label in dictionary.ts.
 */
export type AdminNavItem = {
  /** Path below /admin (the language prefix is added). */
  path: string;
  label: AdminTextKey;
  /** Shows a count beside the label: new requests, or the "Before you open" checks still open. */
  badge?: "newRequests" | "samplesLeft";
  /**
   * On a computer, in the header's top row beside the language instead of the row of pages, which
   * is full at 1280 px (the set-up pages: Before you open, Restaurant details); on a phone under More
   * like every page that is not a tab.
   */
  header?: true;
};

export const adminNav: readonly AdminNavItem[] = [
  { path: "/requests", label: "navRequests", badge: "newRequests" },
  { path: "/day", label: "navDay" },
  { path: "/schedule", label: "navSchedule" },
  { path: "/texts", label: "navTexts" },
  { path: "/photos", label: "navMedia" },
  { path: "/menu", label: "navMenu" },
  { path: "/templates", label: "navTemplates" },
  { path: "/table-card", label: "navTableCard" },
  { path: "/before-you-open", label: "navBeforeYouOpen", badge: "samplesLeft", header: true },
  { path: "/facts", label: "navFacts", header: true },
  { path: "/languages", label: "navLanguages", header: true },
];

/**
 * The phone's bottom bar: these pages as tabs (the day view as "Today", its default day), every
 * other page of adminNav under "More" (admin-shell.tsx).
 */
export const phoneTabs: readonly (AdminNavItem & { tab?: "tabToday" })[] = [
  { path: "/requests", label: "navRequests", badge: "newRequests" },
  { path: "/day", label: "navDay", tab: "tabToday" },
];
