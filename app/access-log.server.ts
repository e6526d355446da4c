import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { loggablePath } from "./lib/loggable-path.ts";
import { logger as defaultLogger } from "./logger.server.ts";

// docs/operations.md §5: one structured line per request. Never bodies; the address as
// app/lib/loggable-path.ts allows (no bearer token, no query string where one could carry
// personal data or secrets).

/** Health probes come every few seconds; they log only at debug level. */
const quietPaths = new Set(["/healthz"]);

export function accessLog(log: Logger = defaultLogger): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    const path = loggablePath(req.originalUrl);
    let logged = false;
    const done = (aborted: boolean) => {
      if (logged) return;
      logged = true;
      const line = {
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round(Number(process.hrtime.bigint() - start) / 1e5) / 10,
        bytes: Number(res.getHeader("Content-Length") ?? 0) || undefined,
        ip: req.ip,
        ...(aborted ? { aborted: true } : {}),
      };
      if (quietPaths.has(req.path)) log.debug(line, "request");
      else log.info(line, "request");
    };
    res.on("finish", () => done(false));
    res.on("close", () => done(!res.writableFinished));
    next();
  };
}
