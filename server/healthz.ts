import { inArray, sql } from "drizzle-orm";
import { createHash, timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler } from "express";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";
import type { Logger } from "pino";
import { logger as defaultLogger } from "../app/logger.server";

// docs/operations.md: GET /healthz for an uptime monitor or an orchestrator. 200 while the database
// answers; 503 when it does not, or while the process shuts down (so a proxy drains it).

/** Mail not yet delivered: waiting, being sent, or given up after its retries. */
export const backlogStates = ["pending", "sending", "failed"] as const;

export type OutboxBacklog = Record<(typeof backlogStates)[number], number> & { total: number };

export type Health =
  | { status: "ok"; database: "ok"; outbox: OutboxBacklog; uptimeSeconds: number }
  | { status: "unavailable"; database: "ok" | "unreachable" | "unknown"; reason: string };

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

export async function checkHealth(openDatabase: () => Promise<Db>, log: Logger = defaultLogger): Promise<Health> {
  try {
    const database = await openDatabase();
    await database.run(sql`select 1`);
    return {
      status: "ok",
      database: "ok",
      outbox: await outboxBacklog(database),
      uptimeSeconds: Math.round(process.uptime()),
    };
  } catch (err) {
    log.error({ err }, "health check: database unreachable");
    return { status: "unavailable", database: "unreachable", reason: "database unreachable" };
  }
}

/** What anyone may read: the site works, or it does not. The details are for its operators. */
export type PublicHealth = { status: "ok" | "degraded" };

export function publicHealth(health: Health): PublicHealth {
  return { status: health.status === "ok" ? "ok" : "degraded" };
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
 * GET /healthz. The public (an uptime monitor) gets `{"status":"ok"}` (200) or
 * `{"status":"degraded"}` (503); the details (database, outbox backlog, uptime) go only to
 * a request that `mayReadDetails` accepts (HEALTHZ_TOKEN as a bearer token, or an owner's
 * session: server/platform.ts). The backlog would tell an outsider how the mail is doing.
 */
export function healthz(
  openDatabase: () => Promise<Db>,
  stopping: () => boolean,
  mayReadDetails: (req: Request) => Promise<boolean> = async () => false,
): RequestHandler {
  return async (req, res) => {
    const health: Health = stopping()
      ? { status: "unavailable", database: "unknown", reason: "shutting down" }
      : await checkHealth(openDatabase);
    const details = await mayReadDetails(req).catch(() => false);
    res.setHeader("Cache-Control", "no-store");
    res.status(health.status === "ok" ? 200 : 503).json(details ? health : publicHealth(health));
  };
}
