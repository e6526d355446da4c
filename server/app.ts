import http from "node:http";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import { config } from "../app/config.server";
import { db } from "../app/db.server";
import { getLoadContext } from "./load-context";
import { logger } from "./logger";
import { mountPlatform, startPlatformJobs } from "./platform";
import { shutdownOnSignals } from "./shutdown";

// This module is the server build's entry (vite.config.ts): one bundle, one module graph.
export const app = express();

app.disable("x-powered-by");
app.set("trust proxy", config().TRUST_PROXY);

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext,
  }),
);

export type StartOptions = {
  /** Mounted before the app: static assets in production, Vite in development. */
  before?: (outer: express.Express) => void;
};

/** Opens the database (migrate + seed), then listens; stops gracefully on SIGTERM/SIGINT. */
export async function startServer(options: StartOptions = {}): Promise<http.Server> {
  const cfg = config();
  await db();
  startPlatformJobs();
  const outer = express();
  outer.disable("x-powered-by");
  outer.set("trust proxy", cfg.TRUST_PROXY);
  mountPlatform(outer);
  options.before?.(outer);
  outer.use(app);
  const server = http.createServer(outer);
  await new Promise<void>((resolve) => server.listen(cfg.PORT, cfg.HOST, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : cfg.PORT;
  logger.info({ url: `http://${cfg.HOST}:${port}`, dataDir: cfg.DATA_DIR }, "server listening");

  shutdownOnSignals(server);
  return server;
}
