import fs from "node:fs/promises";
import path from "node:path";
import { subMonths } from "date-fns";
import { lt } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { contactRequests } from "../db/schema";
import { logger as defaultLogger } from "./logger";

// issue 7 §5: personal data is not kept for ever. Requests older than RETENTION_MONTHS are
// deleted, with their outbox entries and status history (ON DELETE CASCADE), at start and
// then once a day; so are the mails written as .eml files when no SMTP server is set.

export const retentionIntervalMs = 24 * 60 * 60 * 1000;

export function retentionCutoff(now: Date, months: number): Date {
  return subMonths(now, months);
}

/** Deletes every request created before `cutoff`; returns how many. */
export async function deleteExpiredRequests(database: Db, cutoff: Date): Promise<number> {
  const result = await database.delete(contactRequests).where(lt(contactRequests.createdAt, cutoff));
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
  openDatabase: () => Promise<Db>;
  /** Where mails are written when no SMTP server is configured. */
  mailDir: string;
  intervalMs?: number;
  now?: () => Date;
  log?: Logger;
};

export type RetentionJob = {
  /** One pass now; resolves when it is done. */
  runOnce(): Promise<{ requests: number; mailFiles: number }>;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
};

/** Runs a pass immediately and then every `intervalMs` until stopped. */
export function startRetentionJob(options: RetentionOptions): RetentionJob {
  const { months, openDatabase, mailDir, intervalMs = retentionIntervalMs, now = () => new Date() } = options;
  const log = options.log ?? defaultLogger;
  let current: Promise<{ requests: number; mailFiles: number }> | undefined;

  const pass = async () => {
    const cutoff = retentionCutoff(now(), months);
    const requests = await deleteExpiredRequests(await openDatabase(), cutoff);
    const mailFiles = await deleteExpiredMailFiles(mailDir, cutoff);
    log.info({ months, cutoff: cutoff.toISOString(), requests, mailFiles }, "retention: expired requests deleted");
    return { requests, mailFiles };
  };

  const runOnce = () => {
    current ??= pass().finally(() => {
      current = undefined;
    });
    return current;
  };

  const tick = () =>
    runOnce().catch((err: unknown) => {
      log.error({ err }, "retention pass failed");
    });
  void tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();

  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await current?.catch(() => undefined);
    },
  };
}
