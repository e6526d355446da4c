import type http from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { logger as defaultLogger } from "../app/logger.server.ts";

// docs/operations.md: on SIGTERM stop accepting connections, let the requests in flight finish,
// then stop what runs beside them (outbox worker, retention job, database) and exit.

export type ShutdownHook = () => unknown;

type Registered = { name: string; fn: ShutdownHook };

export type ShutdownOptions = {
  /** After this long the remaining connections are cut and the process exits with 1. */
  timeoutMs?: number;
  exit?: (code: number) => void;
  log?: Logger;
};

export class Shutdown {
  #hooks: Registered[] = [];
  #running: Promise<number> | undefined;

  /**
   * Registers `fn` to run once the server has stopped and its requests are done.
   * Hooks run one after another, last registered first (a worker registered after the
   * database stops before the database closes). Returns a function that unregisters it.
   */
  onShutdown(fn: ShutdownHook, name: string = fn.name || "hook"): () => void {
    const entry = { name, fn };
    this.#hooks.push(entry);
    return () => {
      this.#hooks = this.#hooks.filter((h) => h !== entry);
    };
  }

  /** True from the moment the shutdown starts. */
  get stopping(): boolean {
    return this.#running !== undefined;
  }

  /** Shuts down once; later calls get the same outcome. Resolves with the exit code. */
  run(server: http.Server, reason: string, options: ShutdownOptions = {}): Promise<number> {
    this.#running ??= this.#run(server, reason, options);
    return this.#running;
  }

  async #run(server: http.Server, reason: string, options: ShutdownOptions): Promise<number> {
    const { timeoutMs = 10_000, exit = (code: number) => process.exit(code), log = defaultLogger } = options;
    log.info({ reason }, "shutting down: no new connections, finishing requests in flight");
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      log.error({ timeoutMs }, "shutdown timed out: cutting the remaining connections");
      server.closeAllConnections();
      exit(1);
    }, timeoutMs);
    timer.unref();

    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A keep-alive connection becomes idle once its last response is sent; close it then.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.closeIdleConnections();
    await closed;
    clearInterval(sweep);

    let failed = false;
    for (const hook of [...this.#hooks].reverse()) {
      try {
        await hook.fn();
        log.info({ hook: hook.name }, "stopped");
      } catch (err) {
        failed = true;
        log.error({ err, hook: hook.name }, "shutdown hook failed");
      }
    }
    clearTimeout(timer);
    const code = failed ? 1 : 0;
    if (!timedOut) {
      log.info({ code }, "shut down");
      exit(code);
    }
    return timedOut ? 1 : code;
  }

  /** Answers requests that arrive on open connections during the shutdown with `Connection: close`. */
  drain(): RequestHandler {
    return (_req, res, next) => {
      if (this.stopping) res.setHeader("Connection", "close");
      next();
    };
  }
}

/** The process's shutdown. */
export const shutdown = new Shutdown();

/** Registers a stop hook on the process's shutdown (see Shutdown.onShutdown). */
export function onShutdown(fn: ShutdownHook, name?: string): () => void {
  return shutdown.onShutdown(fn, name);
}

export function isShuttingDown(): boolean {
  return shutdown.stopping;
}

/** SIGTERM (orchestrators, `docker stop`) and SIGINT (Ctrl-C) shut the server down gracefully. */
export function shutdownOnSignals(server: http.Server, options: ShutdownOptions = {}): void {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => void shutdown.run(server, signal, options));
  }
}
