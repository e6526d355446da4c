// What the owners are told about the site itself (docs/operations.md §3): a problem /healthz
// found (server/health-checks.ts decides them), or a restart after the process ended without
// shutting down. One alert per problem when it appears, not one a minute while it lasts: the
// problems already told are remembered, and a problem that clears and comes back is told again.

/** A problem that leaves the site serving but needs fixing soon, with the figures behind it. */
export type SiteProblem =
  | { code: "mail-failed"; failed: number }
  | { code: "mail-delayed"; minutes: number }
  | { code: "disk-nearly-full"; freeMb: number; freePercent: number }
  | { code: "backup-stale"; lastAt: string | null };

export type SiteProblemCode = SiteProblem["code"];

export const siteProblemCodes = ["mail-failed", "mail-delayed", "disk-nearly-full", "backup-stale"] as const satisfies readonly SiteProblemCode[];

/** Why the previous run ended without shutting down. */
export type RestartCause =
  | { kind: "crash"; origin: string; message: string; at: string }
  | { kind: "killed" };

export type SiteAlert = { kind: "problem"; problem: SiteProblem } | { kind: "restarted"; at: string; cause: RestartCause };

/** How often the running site looks for new problems. */
export const ALERT_CHECK_INTERVAL_MS = 60_000;

/** The problems among `current` the owners have not been told about yet. */
export function newProblems(current: readonly SiteProblem[], told: readonly SiteProblemCode[]): SiteProblem[] {
  return current.filter((problem) => !told.includes(problem.code));
}

export function isSiteAlert(value: unknown): value is SiteAlert {
  const v = value as { kind?: unknown; problem?: { code?: unknown }; cause?: { kind?: unknown } } | null;
  if (v?.kind === "problem") return (siteProblemCodes as readonly unknown[]).includes(v.problem?.code);
  return v?.kind === "restarted" && (v.cause?.kind === "crash" || v.cause?.kind === "killed");
}
