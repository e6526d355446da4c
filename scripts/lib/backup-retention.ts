import { retentionCutoff } from "#app/features/requests/rules/retention-cutoff.ts";

// The one rule for which backups go, used for the local copies (scripts/backup.ts) and for the
// off-machine snapshots (scripts/offsite-backup.ts): old backups hold personal data that
// retention already deleted from the site, so they go once older than RETENTION_MONTHS, and
// beyond the newest BACKUP_KEEP (counting the one just made; 14 unless set, app/config-defaults.ts).

/**
 * Of the backups made before the newest one (`earlier`, any order), those to delete. The newest
 * backup itself is never a candidate: a run always leaves the copy it just made.
 */
export function expiredBackups<T extends { createdAt: Date }>(
  earlier: readonly T[],
  now: Date,
  policy: { retentionMonths: number; keep?: number | undefined },
): T[] {
  const cutoff = retentionCutoff(now, policy.retentionMonths);
  const newestFirst = [...earlier].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return newestFirst.filter((b, i) => b.createdAt < cutoff || (policy.keep !== undefined && i + 1 >= policy.keep));
}
