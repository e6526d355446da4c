import fs from "node:fs";
import path from "node:path";
import pino from "pino";

/** Where the last crash is noted for the next start to tell the owners (server/alert-monitor.ts). */
export const CRASH_MARKER_FILE = "last-crash.json";

export type CrashMarker = { at: string; origin: string; message: string };

/**
 * An exception nothing caught, or a promise rejection nothing handled, ends the process:
 * its state is unknown. Before it ends (killed, so the supervisor restarts it) it writes
 * one JSON line at level "fatal" with the error's stack to standard output, where the other
 * log lines go (app/logger.server.ts), so the log says why. Without this, Node prints a plain
 * stack on standard error, outside the JSON log.
 *
 * Its own small logger, not app/logger.server.ts: that one reads the configuration when it is
 * imported, and a configuration that cannot be read is one of the errors to log here.
 */
export function logFatalErrors(destination: pino.DestinationStream = pino.destination({ dest: 1, sync: true })): void {
  const log = pino({ timestamp: pino.stdTimeFunctions.isoTime }, destination);
  const die = (origin: "uncaughtException" | "unhandledRejection") => (error: unknown) => {
    try {
      const err = error instanceof Error ? error : new Error(String(error));
      log.fatal({ err, origin }, `${origin}: the process ends`);
      noteCrash({ at: new Date().toISOString(), origin, message: err.message.slice(0, 300) });
    } finally {
      // The line is written (synchronously). The process then kills itself rather than
      // calling process.exit(): Node's exit joins V8's background threads, and one that is
      // compiling (as they do all through the start) can wait for a collection the exiting
      // main thread never runs, so the exit hung for ever about once in twenty failed starts,
      // and a hung process is never restarted. A supervisor restarts a killed one.
      process.kill(process.pid, "SIGKILL");
    }
  };
  process.on("uncaughtException", die("uncaughtException"));
  process.on("unhandledRejection", die("unhandledRejection"));
}

/**
 * Best effort, synchronously, in DATA_DIR as the environment names it (the configuration may be
 * what failed): the next start reads it and tells the owners why the site restarted.
 */
function noteCrash(marker: CrashMarker): void {
  try {
    fs.writeFileSync(path.resolve(process.env.DATA_DIR || "./data", CRASH_MARKER_FILE), JSON.stringify(marker) + "\n");
  } catch {
    // No DATA_DIR to write in: the fatal log line is all there is.
  }
}
