import pino, { type DestinationStream, type Logger } from "pino";
import { config } from "../app/config.server";

/**
 * Fields that must never reach a log line (issue 7 §5: no mail bodies, no passwords).
 * A safety net: callers still log only what they mean to.
 */
export const redactedPaths = [
  "password",
  "*.password",
  "passwordHash",
  "*.passwordHash",
  "body",
  "*.body",
  "html",
  "*.html",
  "headers.cookie",
  "*.headers.cookie",
  "headers.authorization",
  "*.headers.authorization",
];

/** A structured JSON logger (pino) at the configured level. */
export function createLogger(destination?: DestinationStream, level: string = config().LOG_LEVEL): Logger {
  return pino(
    {
      level,
      redact: { paths: redactedPaths, censor: "[redacted]" },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

/** Structured logs (pino). Never log mail bodies or passwords. */
export const logger = createLogger();
