import type { AdminTextKey } from "./dictionary.ts";

/**
 * The owners' area's navigation. To add a page (photos, menu): add its routes below the
 * signed-in layout in app/routes.ts, then an entry here with its label in dictionary.ts.
 */
export type AdminNavItem = {
  /** Path below /admin (the language prefix is added). */
  path: string;
  label: AdminTextKey;
  /** Shows the count of new requests beside the label. */
  badge?: "newRequests";
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
  { path: "/facts", label: "navFacts" },
];

/**
 * The phone's bottom bar: these pages as tabs (the day view as "Today", its default day), every
 * other page of adminNav under "More" (admin-shell.tsx).
 */
export const phoneTabs: readonly (AdminNavItem & { tab?: "tabToday" })[] = [
  { path: "/requests", label: "navRequests", badge: "newRequests" },
  { path: "/day", label: "navDay", tab: "tabToday" },
];
