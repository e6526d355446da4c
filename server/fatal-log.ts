import pino from "pino";

/**
 * An exception nothing caught, or a promise rejection nothing handled, ends the process:
 * its state is unknown. Before it exits (non-zero, so the supervisor restarts it) it writes
 * one JSON line at level "fatal" with the error's stack to standard output, where the other
 * log lines go (server/logger.ts), so the log says why. Without this, Node prints a plain
 * stack on standard error, outside the JSON log.
 *
 * Its own small logger, not server/logger.ts: that one reads the configuration when it is
 * imported, and a configuration that cannot be read is one of the errors to log here.
 */
export function logFatalErrors(destination: pino.DestinationStream = pino.destination({ dest: 1, sync: true })): void {
  const log = pino({ timestamp: pino.stdTimeFunctions.isoTime }, destination);
  const die = (origin: "uncaughtException" | "unhandledRejection") => (error: unknown) => {
    try {
      log.fatal({ err: error instanceof Error ? error : new Error(String(error)), origin }, `${origin}: the process exits`);
    } finally {
      process.exit(1);
    }
  };
  process.on("uncaughtException", die("uncaughtException"));
  process.on("unhandledRejection", die("unhandledRejection"));
}
