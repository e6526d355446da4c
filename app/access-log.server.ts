import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { isAdminPath } from "./lib/admin-paths";
import { logger as defaultLogger } from "./logger.server";

// docs/operations.md: one structured line per request. Never bodies; and no query string for the
// endpoints where one could carry personal data or secrets (the request endpoint, the
// owners' area, including React Router's `.data` requests for its pages).
// The router matches paths without regard to case, so neither do these; the owners' area
// is recognised by the one rule of app/lib/admin-paths.ts.
const sensitivePaths = [(path: string) => /^\/+(api|tapas-backend)(\/|$)/i.test(path), isAdminPath];

/** The request's address as it may be logged: the query string is dropped for sensitive paths. */
export function loggablePath(url: string): string {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  return sensitivePaths.some((isSensitive) => isSensitive(path)) ? path : url;
}

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
