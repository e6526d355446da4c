import pino from "pino";

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
      log.fatal({ err: error instanceof Error ? error : new Error(String(error)), origin }, `${origin}: the process ends`);
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
