import { inArray, min, sql } from "drizzle-orm";
import { createHash, timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler } from "express";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema.ts";
import type { Logger } from "pino";
import { logger as defaultLogger } from "../app/logger.server.ts";
import type { Config } from "../app/config.server.ts";
import { databaseFileState, type DatabaseFileState } from "../app/db.server.ts";
import { diskSpace, healthProblems, type HealthLimits, type HealthProblem, type HealthProblemCode } from "./health-checks.ts";
import { readOffsiteMarker } from "../app/offsite-backup-marker.server.ts";

// docs/operations.md §3: GET /healthz for an uptime monitor or an orchestrator. 200 while the
// database answers — "ok", or "degraded" with its problems (server/health-checks.ts) while the
// site still serves; 503 "unavailable" when the database does not answer, when the open database
// is no longer the file at DATA_DIR/site.db (deleted or replaced under the running process: what
// it writes would be lost at the next start), or while the process shuts down (so a proxy drains it).

/** Mail not yet delivered: waiting, being sent, or given up after its retries. */
export const backlogStates = ["pending", "sending", "failed"] as const;

export type OutboxBacklog = Record<(typeof backlogStates)[number], number> & { total: number };

export type Health =
  | {
      status: "ok" | "degraded";
      database: "ok";
      outbox: OutboxBacklog;
      problems: HealthProblem[];
      uptimeSeconds: number;
    }
  | { status: "unavailable"; database: "unreachable" | "missing" | "replaced" | "unknown"; reason: string };

/**
 * Where the checks look: the data folder (its disk, the off-machine backup's marker), the limits,
 * and whether the open database is still DATA_DIR/site.db (app/db.server.ts; not checked when absent).
 */
export type HealthSetting = { dataDir: string; limits: HealthLimits; databaseFile?: () => Promise<DatabaseFileState> };

export function healthSetting(
  cfg: Pick<Config, "DATA_DIR" | "HEALTH_MAIL_MAX_AGE_MINUTES" | "HEALTH_DISK_MIN_FREE_MB" | "OFFSITE_BACKUP_MAX_AGE_HOURS">,
): HealthSetting {
  return {
    dataDir: cfg.DATA_DIR,
    limits: {
      mailMaxAgeMinutes: cfg.HEALTH_MAIL_MAX_AGE_MINUTES,
      diskMinFreeMb: cfg.HEALTH_DISK_MIN_FREE_MB,
      offsiteMaxAgeHours: cfg.OFFSITE_BACKUP_MAX_AGE_HOURS,
    },
    databaseFile: databaseFileState,
  };
}

export async function outboxBacklog(database: Db): Promise<OutboxBacklog> {
  const rows = await database
    .select({ state: outbox.state, count: sql<number>`count(*)` })
    .from(outbox)
    .where(inArray(outbox.state, [...backlogStates]))
    .groupBy(outbox.state);
  const backlog: OutboxBacklog = { pending: 0, sending: 0, failed: 0, total: 0 };
  for (const row of rows) {
    if (row.state === "sent" || row.state === "withheld") continue;
    backlog[row.state] = Number(row.count);
    backlog.total += Number(row.count);
  }
  return backlog;
}

async function oldestWaitingMail(database: Db): Promise<Date | null> {
  const [row] = await database
    .select({ at: min(outbox.createdAt) })
    .from(outbox)
    .where(inArray(outbox.state, ["pending", "sending"]));
  return row?.at ?? null;
}

export async function checkHealth(
  openDatabase: () => Promise<Db>,
  setting: HealthSetting,
  log: Logger = defaultLogger,
  now = new Date(),
): Promise<Health> {
  let database: Db;
  try {
    database = await openDatabase();
    await database.run(sql`select 1`);
  } catch (err) {
    log.error({ err }, "health check: database unreachable");
    return { status: "unavailable", database: "unreachable", reason: "database unreachable" };
  }
  const file = await setting.databaseFile?.();
  if (file === "missing" || file === "replaced") {
    const reason = file === "missing" ? "site.db was deleted" : "site.db was replaced";
    log.error({ dataDir: setting.dataDir }, `health check: ${reason} under the running server; restart it (docs/operations.md §3)`);
    return { status: "unavailable", database: file, reason };
  }
  const backlog = await outboxBacklog(database);
  const problems = healthProblems(
    {
      now,
      failedMails: backlog.failed,
      oldestWaitingMailAt: await oldestWaitingMail(database),
      disk: await diskSpace(setting.dataDir),
      lastOffsiteBackupAt: readOffsiteMarker(setting.dataDir),
    },
    setting.limits,
  );
  return {
    status: problems.length > 0 ? "degraded" : "ok",
    database: "ok",
    outbox: backlog,
    problems,
    uptimeSeconds: Math.round(process.uptime()),
  };
}

/**
 * What anyone may read: whether the site works, and for a degraded one which kinds of problem
 * (their codes, so a plain monitor can say why); the figures behind them go to operators only.
 */
export type PublicHealth = { status: "ok" } | { status: "degraded"; problems: HealthProblemCode[] } | { status: "unavailable"; reason: string };

export function publicHealth(health: Health): PublicHealth {
  if (health.status === "unavailable") return { status: "unavailable", reason: health.reason };
  if (health.status === "degraded") return { status: "degraded", problems: health.problems.map((p) => p.code) };
  return { status: "ok" };
}

/** The bearer token of an Authorization header, compared in constant time with `expected`. */
export function hasBearerToken(authorization: string | undefined, expected: string | undefined): boolean {
  if (!expected || !authorization) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match) return false;
  const given = createHash("sha256").update(match[1]!).digest();
  return timingSafeEqual(given, createHash("sha256").update(expected).digest());
}

/**
 * GET /healthz. The public (an uptime monitor) gets `{"status":"ok"}` or `{"status":"degraded",…}`
 * (200) or `{"status":"unavailable"}` (503); the details (database, outbox backlog, problems, uptime) go only to
 * a request that `mayReadDetails` accepts (HEALTHZ_TOKEN as a bearer token, or an owner's
 * session: server/platform.ts). The backlog would tell an outsider how the mail is doing.
 */
export function healthz(
  openDatabase: () => Promise<Db>,
  setting: HealthSetting,
  stopping: () => boolean,
  mayReadDetails: (req: Request) => Promise<boolean> = async () => false,
): RequestHandler {
  return async (req, res) => {
    const health: Health = stopping()
      ? { status: "unavailable", database: "unknown", reason: "shutting down" }
      : await checkHealth(openDatabase, setting);
    const details = await mayReadDetails(req).catch(() => false);
    res.setHeader("Cache-Control", "no-store");
    res.status(health.status === "unavailable" ? 503 : 200).json(details ? health : publicHealth(health));
  };
}
