import fs from "node:fs/promises";
import path from "node:path";
import { and, count, isNull, lt, max, or } from "drizzle-orm";
import type { Logger } from "pino";
import { contactRequests } from "#db/schema.ts";
import { restaurantToday } from "#app/booking/reservation-dates.ts";
import { logger as defaultLogger } from "#app/logger.server.ts";
import { db } from "#app/db.server.ts";
import { retentionCutoff } from "./rules/retention-cutoff.ts";
import { startPeriodicPass, type PeriodicPass } from "#app/lib/periodic-pass.server.ts";

// docs/operations.md: personal data is not kept for ever. Requests older than RETENTION_MONTHS are
// deleted, with their outbox entries and status history (ON DELETE CASCADE), at start and
// then once a day; so are the mails written as .eml files when no SMTP server is set.

export const retentionIntervalMs = 24 * 60 * 60 * 1000;

export { retentionCutoff };

/**
 * A pass that would delete more than this share of the requests at once is refused (a clock
 * that jumped years ahead would otherwise empty the inbox); up to RETENTION_ALWAYS_ALLOWED
 * rows may go whatever the share, so a small inbox is kept tidy too.
 */
export const RETENTION_MAX_SHARE = 0.25;
export const RETENTION_ALWAYS_ALLOWED = 10;

/** Expired: created before the cutoff, and its reservation (if any) on a day before it too. */
function expired(cutoff: Date) {
  return and(
    lt(contactRequests.createdAt, cutoff),
    or(isNull(contactRequests.reservationDate), lt(contactRequests.reservationDate, restaurantToday(cutoff))),
  );
}

export type RetentionRefusal = { refused: "clock-behind" | "too-many"; expired: number; total: number; newest: Date | null };

/**
 * Deletes every expired request; returns how many, or why it deleted nothing: the clock
 * reads earlier than the newest request (it went back, so "old" means nothing), or more than
 * RETENTION_MAX_SHARE of the rows would go.
 */
export async function deleteExpiredRequests(cutoff: Date, now: Date = new Date()): Promise<number | RetentionRefusal> {
  const database = await db();
  const [totals] = await database.select({ total: count(), newest: max(contactRequests.createdAt) }).from(contactRequests);
  const [doomed] = await database.select({ n: count() }).from(contactRequests).where(expired(cutoff));
  const total = totals?.total ?? 0;
  const newest = totals?.newest ?? null;
  const n = doomed?.n ?? 0;
  if (newest && newest.getTime() > now.getTime()) return { refused: "clock-behind", expired: n, total, newest };
  if (n > Math.max(RETENTION_ALWAYS_ALLOWED, total * RETENTION_MAX_SHARE)) return { refused: "too-many", expired: n, total, newest };
  if (n === 0) return 0;
  const result = await database.delete(contactRequests).where(expired(cutoff));
  return result.rowsAffected;
}

/** Deletes the .eml files in `dir` last written before `cutoff`; returns how many. */
export async function deleteExpiredMailFiles(dir: string, cutoff: Date): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return 0;
  }
  let deleted = 0;
  for (const name of names) {
    if (!name.endsWith(".eml")) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat?.isFile() && stat.mtime < cutoff) {
      await fs.rm(file, { force: true });
      deleted += 1;
    }
  }
  return deleted;
}

export type RetentionOptions = {
  months: number;
  /** Where mails are written when no SMTP server is configured. */
  mailDir: string;
  intervalMs?: number;
  now?: () => Date;
  log?: Logger;
};

export type RetentionPass = { requests: number; mailFiles: number; refused?: RetentionRefusal["refused"] };

export type RetentionJob = PeriodicPass<RetentionPass>;

/** Runs a pass immediately and then every `intervalMs` until stopped. */
export function startRetentionJob(options: RetentionOptions): RetentionJob {
  const { months, mailDir, intervalMs = retentionIntervalMs, now = () => new Date() } = options;
  const log = options.log ?? defaultLogger;

  const pass = async () => {
    const at = now();
    const cutoff = retentionCutoff(at, months);
    const outcome = await deleteExpiredRequests(cutoff, at);
    if (typeof outcome !== "number") {
      // Nothing is deleted, mails included; the owners' operator must look (docs/operations.md §7).
      log.error(
        { months, cutoff: cutoff.toISOString(), now: at.toISOString(), ...outcome, newest: outcome.newest?.toISOString() },
        outcome.refused === "clock-behind"
          ? "retention REFUSED: the clock reads earlier than the newest request; nothing deleted. Check the system clock"
          : `retention REFUSED: it would delete ${outcome.expired} of ${outcome.total} requests at once (more than ${RETENTION_MAX_SHARE * 100} %); nothing deleted. Check the clock and RETENTION_MONTHS`,
      );
      return { requests: 0, mailFiles: 0, refused: outcome.refused };
    }
    const mailFiles = await deleteExpiredMailFiles(mailDir, cutoff);
    log.info({ months, cutoff: cutoff.toISOString(), requests: outcome, mailFiles }, "retention: expired requests deleted");
    return { requests: outcome, mailFiles };
  };

  return startPeriodicPass(pass, { intervalMs, failed: (err) => log.error({ err }, "retention pass failed") });
}
