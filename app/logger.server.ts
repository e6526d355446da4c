import pino, { type DestinationStream, type Logger } from "pino";
import { config } from "./config.server.ts";

/**
 * Fields that must never reach a log line (docs/operations.md: no mail bodies, no passwords).
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

/**
 * Writes to a file descriptor (standard output by default) synchronously. pino's default
 * destination writes through libuv's thread pool and, at exit, writes what is still queued
 * synchronously: a line whose write waited for a busy pool thread then came out after the
 * lines logged later (the shutdown's first line once came out last), and a crash loses what
 * was queued. A line is a few hundred bytes; order and nothing lost are worth the write.
 */
export function lineByLine(fd: number = 1): DestinationStream {
  return pino.destination({ dest: fd, sync: true });
}

/** A structured JSON logger (pino) at the configured level, on standard output by default. */
export function createLogger(
  destination: DestinationStream = lineByLine(),
  level: string = config().LOG_LEVEL,
): Logger {
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
