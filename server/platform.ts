import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import type express from "express";
import { config } from "../app/config.server.ts";
import { db } from "../app/db.server.ts";
import { mapEmbedOrigin } from "../app/shell/content/site.ts";
import { accessLog } from "../app/access-log.server.ts";
import { currentOwner } from "../app/features/identity/current-owner.server.ts";
import { hasBearerToken, healthSetting, healthz } from "./healthz.ts";
import { startRetentionJob } from "../app/features/requests/retention.server.ts";
import { securityHeaders } from "./security-headers.ts";
import { isShuttingDown, onShutdown, shutdown } from "./shutdown.ts";

/**
 * Brotli at the middleware's quality (4), with input blocks of 256 KiB instead of 64: with
 * 64 KiB a page just over that size (/es/menu, 65.6 KB) took two trips through libuv's thread
 * pool instead of one and was served at a third of the rate of one just under it (`npm run
 * loadtest`, 2026-11-25: about 500 against 1,300 per second). Same compressed bytes.
 */
const brotliParams = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  [zlib.constants.BROTLI_PARAM_LGBLOCK]: 18,
  // A 256 KiB window: every page is smaller, and brotli's default 4 MiB window made each
  // response in flight hold megabytes (50 at once took 400 MB; docs/operations.md §14).
  [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
};

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
      mapOrigin: mapEmbedOrigin,
      captcha: cfg.CAPTCHA,
      development: cfg.NODE_ENV === "development",
    }),
  );
  outer.use(compression({ brotli: { params: brotliParams } }));
  outer.get(
    "/healthz",
    healthz(db, healthSetting(cfg), isShuttingDown, async (req) => {
      if (hasBearerToken(req.headers.authorization, cfg.HEALTHZ_TOKEN)) return true;
      if (!req.headers.cookie) return false;
      const asked = new Request(new URL(req.originalUrl, "http://localhost"), { headers: { cookie: req.headers.cookie } });
      return (await currentOwner(asked)) !== null;
    }),
  );
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
    mailDir: path.join(cfg.DATA_DIR, "mail"),
  });
  onShutdown(() => retention.stop(), "retention job");
}
