import fs from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import { alertNewProblems, queueAlert } from "../app/features/alerts/site-alerts.server.ts";
import { ALERT_CHECK_INTERVAL_MS, type RestartCause } from "../app/features/alerts/rules/site-alerts.ts";
import { db } from "../app/db.server.ts";
import { CRASH_MARKER_FILE, type CrashMarker } from "./fatal-log.ts";
import { checkHealth, type HealthSetting } from "./healthz.ts";

// docs/operations.md §3: the owners learn by mail (and Telegram) when the site turns degraded —
// once per problem, when it appears — and, at the next start, that the site restarted after it
// ended without shutting down, and why (a crash's fatal error, or killed: out of memory, power).
//
// How a restart is seen: a running process keeps DATA_DIR/running.json with its pid and removes
// it when it shuts down in order. Found at start with a pid that no longer runs, it tells of a
// run that ended otherwise; last-crash.json, written by server/fatal-log.ts, says why.

const RUNNING_FILE = "running.json";

type RunningMarker = { pid: number; startedAt: string };

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Why the previous run ended, if it ended without shutting down; undefined after an orderly stop. */
export function previousRunEnded(dataDir: string): RestartCause | undefined {
  const running = readJson<RunningMarker>(path.join(dataDir, RUNNING_FILE));
  const crash = readJson<CrashMarker>(path.join(dataDir, CRASH_MARKER_FILE));
  if (crash && typeof crash.origin === "string" && typeof crash.message === "string" && typeof crash.at === "string") {
    return { kind: "crash", origin: crash.origin, message: crash.message, at: crash.at };
  }
  if (running && typeof running.pid === "number" && running.pid !== process.pid && !isRunning(running.pid)) return { kind: "killed" };
  return undefined;
}

export type AlertMonitorOptions = {
  dataDir: string;
  health: HealthSetting;
  telegram: boolean;
  log: Logger;
};

export type AlertMonitor = { stop(): Promise<void> };

export function startAlertMonitor({ dataDir, health, telegram, log }: AlertMonitorOptions): AlertMonitor {
  const runningFile = path.join(dataDir, RUNNING_FILE);
  const crashFile = path.join(dataDir, CRASH_MARKER_FILE);
  const ended = previousRunEnded(dataDir);
  fs.writeFileSync(runningFile, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() } satisfies RunningMarker) + "\n");
  let stopped = false;

  async function check(): Promise<void> {
    const found = await checkHealth(db, health, log);
    // No database: the outbox that carries the owners' alerts is in it, so nothing can be queued;
    // the watcher outside the machine (docs/operations.md, "Watch /healthz from outside") sees it.
    if (found.status === "unavailable") return;
    const fresh = await alertNewProblems(found.problems, { telegram });
    for (const problem of fresh) log.warn({ problem }, "site alert: the owners are told");
  }

  // Its own turn of the event loop: the other jobs start in this one, and a transaction
  // interleaved with their statements in one process would wait on them (docs/operations.md §12).
  const first = (async () => {
    await new Promise((resolve) => setImmediate(resolve));
    if (ended) {
      await queueAlert({ kind: "restarted", at: new Date().toISOString(), cause: ended }, { telegram });
      fs.rmSync(crashFile, { force: true });
      log.warn({ cause: ended }, "site alert: restarted after the previous run ended without shutting down");
    }
    await check();
  })()
    .catch((error: unknown) => log.error({ err: error }, "site alerts: check failed"))
    .finally(() => log.info("site alerts: watching"));

  const timer = setInterval(() => {
    if (!stopped) check().catch((error: unknown) => log.error({ err: error }, "site alerts: check failed"));
  }, ALERT_CHECK_INTERVAL_MS);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await first;
      // An orderly stop: the next start is no restart to report. Only this process's own marker.
      if (readJson<RunningMarker>(runningFile)?.pid === process.pid) fs.rmSync(runningFile, { force: true });
    },
  };
}
