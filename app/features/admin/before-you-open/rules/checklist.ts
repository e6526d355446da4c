// "Before you open" (docs/owners-guide.md): what on a new site is still the sample it came with,
// or not yet set up on the server. Every check is one entry of `checks`, a pure rule over the
// site's state as it is now (gathered by ../checklist.server.ts each time the list or the
// navigation's count is drawn), so a line ticks itself once its cause is gone: nothing is stored.
import type { SiteUrlProblem } from "#app/lib/site-url.ts";
import { siteUrlProblem } from "#app/lib/site-url.ts";
import type { SampleFact } from "./sample-facts.ts";

/** The site's state the checks read. */
export type SiteState = {
  /** Slots (in the owners' order) whose current version is the placeholder the site drew. */
  placeholderSlots: readonly string[];
  /** The restaurant's facts that still hold the seed's sample values. */
  sampleFacts: readonly SampleFact[];
  /** Whether an owner has saved a change of the menu since content/menu.json was seeded. */
  menuChangedByOwner: boolean;
  smtpUrlSet: boolean;
  mailToSet: boolean;
  siteUrl: string;
  telegramSet: boolean;
  /** The last off-machine backup's success (app/offsite-backup-marker.server.ts); null: never. */
  lastOffsiteBackupAt: Date | null;
};

/** A check still open, with what the owners need to see about it. */
export type OpenCheck =
  | { id: "photos"; slots: readonly string[] }
  | { id: "facts"; facts: readonly SampleFact[] }
  | { id: "menu" }
  | { id: "smtp" }
  | { id: "mail-to" }
  | { id: "site-url"; url: string; problem: SiteUrlProblem }
  | { id: "offsite-backup" }
  | { id: "telegram" };

export type CheckId = OpenCheck["id"];

type Check<K extends CheckId> = { id: K; open(state: SiteState): Extract<OpenCheck, { id: K }> | null };
type AnyCheck = { [K in CheckId]: Check<K> }[CheckId];

/** The checks, in the order the page lists them. A new check is a new entry (and its texts). */
export const checks: readonly AnyCheck[] = [
  { id: "photos", open: (s) => (s.placeholderSlots.length > 0 ? { id: "photos", slots: s.placeholderSlots } : null) },
  { id: "facts", open: (s) => (s.sampleFacts.length > 0 ? { id: "facts", facts: s.sampleFacts } : null) },
  { id: "menu", open: (s) => (s.menuChangedByOwner ? null : { id: "menu" }) },
  { id: "smtp", open: (s) => (s.smtpUrlSet ? null : { id: "smtp" }) },
  { id: "mail-to", open: (s) => (s.mailToSet ? null : { id: "mail-to" }) },
  {
    id: "site-url",
    open: (s) => {
      const problem = siteUrlProblem(s.siteUrl);
      return problem ? { id: "site-url", url: s.siteUrl, problem } : null;
    },
  },
  { id: "offsite-backup", open: (s) => (s.lastOffsiteBackupAt ? null : { id: "offsite-backup" }) },
  { id: "telegram", open: (s) => (s.telegramSet ? null : { id: "telegram" }) },
];

export type CheckResult = { id: CheckId; open: OpenCheck | null };

/** Every check with its state now, in the list's order. */
export function checkSite(state: SiteState): CheckResult[] {
  return checks.map((check) => ({ id: check.id, open: check.open(state) }));
}

/** How many checks are still open: the navigation's count. */
export function openCount(results: readonly CheckResult[]): number {
  return results.filter((r) => r.open !== null).length;
}
