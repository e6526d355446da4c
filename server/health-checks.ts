import fs from "node:fs";
import type { SiteProblem, SiteProblemCode } from "../app/features/alerts/rules/site-alerts.ts";

// docs/operations.md §3: what makes the site "degraded" — it still serves pages and takes
// requests (so /healthz stays 200 and the proxy keeps sending visitors), but something an
// operator must fix will hurt soon: mail that will never go out, mail stuck for too long, a
// disk about to fill, or off-machine backups that stopped. Pure rules over gathered facts, so
// each threshold is tested without filling a disk or waiting a day.

/** Below this share of the disk free, the disk counts as nearly full whatever its size. */
export const DISK_MIN_FREE_PERCENT = 5;

export type HealthLimits = {
  /** Mail still not delivered this long after it was queued. */
  mailMaxAgeMinutes: number;
  /** Less free space than this on the disk holding DATA_DIR. */
  diskMinFreeMb: number;
  /**
   * Off-machine backups older than this. Undefined: checked only once a backup has succeeded
   * (a site that never set them up is not degraded by it; docs/operations.md §6 says to).
   */
  offsiteMaxAgeHours: number | undefined;
};

export type HealthFacts = {
  now: Date;
  failedMails: number;
  /** When the oldest mail still waiting (pending or being sent) was queued. */
  oldestWaitingMailAt: Date | null;
  disk: { freeBytes: number; totalBytes: number } | null;
  lastOffsiteBackupAt: Date | null;
};

export type HealthProblem = SiteProblem;
export type HealthProblemCode = SiteProblemCode;

const MB = 1024 * 1024;

export function healthProblems(facts: HealthFacts, limits: HealthLimits): HealthProblem[] {
  const problems: HealthProblem[] = [];
  if (facts.failedMails > 0) problems.push({ code: "mail-failed", failed: facts.failedMails });
  if (facts.oldestWaitingMailAt) {
    const minutes = Math.floor((facts.now.getTime() - facts.oldestWaitingMailAt.getTime()) / 60_000);
    if (minutes >= limits.mailMaxAgeMinutes) problems.push({ code: "mail-delayed", minutes });
  }
  if (facts.disk && facts.disk.totalBytes > 0) {
    const freeMb = Math.floor(facts.disk.freeBytes / MB);
    const freePercent = Math.floor((facts.disk.freeBytes / facts.disk.totalBytes) * 1000) / 10;
    if (freeMb < limits.diskMinFreeMb || freePercent < DISK_MIN_FREE_PERCENT) {
      problems.push({ code: "disk-nearly-full", freeMb, freePercent });
    }
  }
  const last = facts.lastOffsiteBackupAt;
  if (limits.offsiteMaxAgeHours !== undefined || last) {
    const maxAgeMs = (limits.offsiteMaxAgeHours ?? DEFAULT_OFFSITE_MAX_AGE_HOURS) * 3_600_000;
    if (!last || facts.now.getTime() - last.getTime() > maxAgeMs) {
      problems.push({ code: "backup-stale", lastAt: last ? last.toISOString() : null });
    }
  }
  return problems;
}

/** A daily timer that missed one run is not yet a problem; one that missed a whole day is. */
export const DEFAULT_OFFSITE_MAX_AGE_HOURS = 48;

/** Free and total bytes of the file system holding `folder`; null where the platform cannot tell. */
export async function diskSpace(folder: string): Promise<HealthFacts["disk"]> {
  try {
    const stats = await fs.promises.statfs(folder);
    return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
  } catch {
    return null;
  }
}
