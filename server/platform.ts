import path from "node:path";
import compression from "compression";
import type express from "express";
import { config } from "../app/config.server";
import { db } from "../app/db.server";
import { siteFacts } from "../app/features/content/site";
import { accessLog } from "./access-log";
import { healthz } from "./healthz";
import { startRetentionJob } from "./retention";
import { securityHeaders } from "./security-headers";
import { isShuttingDown, onShutdown, shutdown } from "./shutdown";

/**
 * What every response goes through, mounted first on the outer app so static files get
 * it too: access log, graceful-shutdown draining, security headers (with the CSP nonce),
 * compression; and GET /healthz.
 */
export function mountPlatform(outer: express.Express): void {
  const cfg = config();
  outer.use(accessLog());
  outer.use(shutdown.drain());
  outer.use(
    securityHeaders({
      mapOrigin: new URL(siteFacts.mapEmbedUrl).origin,
      captcha: cfg.CAPTCHA,
      development: cfg.NODE_ENV === "development",
    }),
  );
  outer.use(compression());
  outer.get("/healthz", healthz(db, isShuttingDown));
}

/**
 * Starts what runs beside the request handler and registers its stop. Call once the
 * database is open: its close is registered first, so it runs after every hook that is
 * registered later (hooks run last-registered first).
 */
export function startPlatformJobs(): void {
  const cfg = config();
  onShutdown(async () => (await db()).$client.close(), "database");
  const retention = startRetentionJob({
    months: cfg.RETENTION_MONTHS,
    openDatabase: db,
    mailDir: path.join(cfg.DATA_DIR, "mail"),
  });
  onShutdown(() => retention.stop(), "retention job");
}
