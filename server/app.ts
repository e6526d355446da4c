import http from "node:http";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import { config } from "../app/config.server.ts";
import { db } from "../app/db.server.ts";
import { seedSite } from "./seed-site.ts";
import { createMailTransport, mailAddresses } from "../app/features/outbox/mail-transport.server.ts";
import { mediaRoutes } from "../app/features/media/media-routes.server.ts";
import { currentOwner } from "../app/features/identity/current-owner.server.ts";
import { prepareMenuFiles } from "../app/features/menu/drawing/menu-edition.server.ts";
import { drawMenuFilesInAChildProcess } from "../app/features/menu/drawing/menu-files.server.ts";
import { encodePhotosInAChildProcess } from "../app/features/media/photo-encoding.server.ts";
import type { ChildEntry } from "../app/lib/child-job.server.ts";
import { publicPageCache } from "./html-cache/public-page-cache.ts";
import { canonicalPath } from "./canonical-path.ts";
import { getLoadContext } from "./load-context.ts";
import { logger } from "../app/logger.server.ts";
import { startOutboxWorker } from "../app/features/outbox/outbox-worker.server.ts";
// Registers each feature's outbox kinds (what each row delivers) before the worker starts.
import "../app/message-kinds.server.ts";
import { startDailyMails } from "../app/features/requests/daily-mails.server.ts";
import { takeOutboxLock } from "../app/features/outbox/outbox-lock.server.ts";
import { telegramSettings } from "../app/features/outbox/telegram.server.ts";
import { mountPlatform, startPlatformJobs } from "./platform.ts";
import { startAlertMonitor } from "./alert-monitor.ts";
import { healthSetting } from "./healthz.ts";
import { startWarnings } from "./start-warnings.ts";
import { onShutdown, shutdownOnSignals } from "./shutdown.ts";
import { drainUnreadBody } from "../app/request-body.server.ts";

// This module is the server build's entry (vite.config.ts): one bundle, one module graph.
export const app = express();

app.disable("x-powered-by");
app.set("trust proxy", config().TRUST_PROXY);
app.use(drainUnreadBody());
// The photo router asks the owners' identity whether an owner sends a request (a file no longer public is theirs only).
app.use(mediaRoutes({ isOwner: async (request) => (await currentOwner(request)) !== null }));

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext,
  }),
);

export type StartOptions = {
  /** Mounted before the app: static assets in production, Vite in development. */
  before?: (outer: express.Express) => void;
  /**
   * The entries of the short-lived processes that draw the menu's files and encode an owner's
   * photo (docs/operations.md §14): build/server/menu-drawing.js and photo-encoding.js, or
   * server/child-dev.ts with the entry module in development.
   */
  children: { menuDrawing: ChildEntry; photoEncoding: ChildEntry };
};

/** Opens the database (migrate + seed), then listens; stops gracefully on SIGTERM/SIGINT. */
export async function startServer(options: StartOptions): Promise<http.Server> {
  const cfg = config();
  await seedSite(await db(), cfg.DATA_DIR);
  startPlatformJobs();
  // The renderers' memory leaves with a short-lived child instead of staying in the server.
  const menuDrawing = drawMenuFilesInAChildProcess(options.children.menuDrawing);
  encodePhotosInAChildProcess(options.children.photoEncoding);
  onShutdown(() => menuDrawing.stop(), "menu drawing");
  // docs/product.md §7: the mails of contact requests are sent beside the request handler.
  const transport = createMailTransport(cfg);
  const addresses = mailAddresses(cfg);
  logger.info(
    { mail: transport.description, ownersMailTo: addresses.to },
    cfg.SMTP_URL
      ? `mail is sent through ${transport.description}; the owners' mail goes to ${addresses.to}`
      : `no SMTP_URL: nothing is sent, mails are written as .eml files to ${transport.description}`,
  );
  for (const warning of startWarnings(cfg, transport.description)) logger.warn({ warning: warning.code }, warning.message);
  if (cfg.SMTP_URL && !cfg.MAIL_TO) logger.warn(`MAIL_TO is not set: the owners' mail is addressed to ${addresses.to} and reaches nobody (docs/operations.md §9)`);
  // Only a process with no other live worker beside it resumes half-sent mails (outbox-lock.server.ts).
  const outboxLock = takeOutboxLock(cfg.DATA_DIR);
  const outboxWorker = startOutboxWorker({
    transport,
    addresses,
    log: logger,
    retryBaseMs: cfg.MAIL_RETRY_BASE_MS,
    guestMailsPerHour: cfg.GUEST_MAILS_PER_HOUR,
    telegram: telegramSettings(cfg),
    digestUnansweredHours: cfg.DIGEST_UNANSWERED_HOURS,
    resumeInterrupted: outboxLock.resumes,
  });
  // Runs after in-flight requests finished, so a request's mail is claimed or left pending.
  onShutdown(async () => {
    await outboxWorker.stop();
    outboxLock.release();
  }, "outbox worker");
  // The guests' reminders and the owners' morning digest, queued in the outbox (Havana time).
  const dailyMails = startDailyMails({ reminderHour: cfg.REMINDER_HOUR, digestHour: cfg.DIGEST_HOUR, log: logger });
  onShutdown(() => dailyMails.stop(), "daily mails");
  // docs/operations.md §3: the owners hear when the site turns degraded or restarted after a crash.
  if (cfg.SITE_ALERTS === "on") {
    const alerts = startAlertMonitor({ dataDir: cfg.DATA_DIR, health: healthSetting(cfg), telegram: telegramSettings(cfg) !== undefined, log: logger });
    onShutdown(() => alerts.stop(), "site alerts");
  }

  const outer = express();
  outer.disable("x-powered-by");
  outer.set("trust proxy", cfg.TRUST_PROXY);
  mountPlatform(outer);
  // Before anything serves a path: no page is ever rendered at a "//" address.
  outer.use(canonicalPath());
  // docs/product.md §15.2: rendered public pages are kept until an owner's edit (not in development:
  // code changes there would not show).
  if (cfg.NODE_ENV !== "development") outer.use(publicPageCache());
  options.before?.(outer);
  outer.use(app);
  const server = http.createServer(outer);
  // Idle keep-alive connections stay open longer than a reverse proxy keeps its own
  // (nginx and most load balancers: 60 s): with Node's 5 s, the server could close a
  // connection just as the proxy (or any client) reused it, and that request failed.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(cfg.PORT, cfg.HOST, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : cfg.PORT;
  logger.info({ url: `http://${cfg.HOST}:${port}`, dataDir: cfg.DATA_DIR }, "server listening");
  prepareMenuFiles();

  shutdownOnSignals(server);
  return server;
}
