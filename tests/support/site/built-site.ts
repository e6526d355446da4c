import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { openDb, type Db } from "#db/client.ts";

// The one way tests, proof scripts and the browser tests' set-up start the site: the BUILT
// server (`npm run build` first), `node server/main.ts` as in production, with a fresh
// temporary DATA_DIR unless one is given (docs/testing.md, "One harness").

const root = path.resolve(import.meta.dirname, "../../..");
const node = path.join(root, "node_modules/.bin/node");

export type BuiltSiteOptions = {
  /** The site's DATA_DIR; a fresh temporary folder (tempDataDir()) when not given. */
  dataDir?: string;
  /** Environment on top of the defaults below (SMTP_URL, MAIL_TO, TRUST_PROXY, limits…). */
  env?: Record<string, string>;
  /** A fixed port; 0 (any free port) when not given. */
  port?: number;
  /** Node options before the entry, e.g. ["--import", file] to load a fault into the server. */
  nodeArgs?: string[];
  /** Remove the DATA_DIR when the site stops (for a site nobody starts again on it). */
  removeDataDirOnStop?: boolean;
  /** How long to wait for the site to listen before giving up (and killing it). */
  startTimeoutMs?: number;
  /** Once it listens, read its standard output and throw it away (a benchmark keeps no access log). */
  dropOutputAfterStart?: boolean;
};

export type BuiltSite = {
  /** http://127.0.0.1:<port> */
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Every JSON log line the server printed on standard output, parsed. */
  logs: Record<string, unknown>[];
  /** Every line of output, standard output and error, as printed. */
  output: string[];
  /** Resolves with the first log line (past or future) that `match` accepts. */
  waitForLog(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  /** Sends `signal` (SIGTERM: the site's own orderly stop) and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** SIGKILL: the process dies at once, as in a crash. */
  kill(): Promise<void>;
  /** Resolves when the process has ended and its output is read. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export type SiteExit = { code: number | null; signal: NodeJS.Signals | null; logs: Record<string, unknown>[]; output: string[]; stderr: string };

/** A fresh empty folder for a DATA_DIR, for a test that puts something in it before the start. */
export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "terraza-it-"));
}

/** The site's SQLite file, opened by the test (WAL lets both read and write it). */
export function siteDb(dataDir: string): Promise<Db> {
  return openDb(path.join(dataDir, "site.db"));
}

function launch(options: BuiltSiteOptions) {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) throw new Error("run `npm run build` first");
  const dataDir = options.dataDir ?? tempDataDir();
  const child = spawn(node, [...(options.nodeArgs ?? []), "server/main.ts"], {
    cwd: root,
    // Only PATH from this process: the site sees the same environment on every machine.
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(options.port ?? 0),
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      // The daily mails (docs/operations.md §1) would add a digest to every test's mail at some
      // hours of the day: off unless a test asks for them.
      REMINDER_HOUR: "off",
      DIGEST_HOUR: "off",
      // Likewise the owners' alerts about the site (a test of mails counts every mail).
      SITE_ALERTS: "off",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  // Lines are parsed when someone asks (the logs, a waiter): a load test's access log is
  // kept as text and never parsed in the process that measures.
  const stdoutLines: string[] = [];
  const logs: Record<string, unknown>[] = [];
  let parsedLines = 0;
  const listeners = new Set<(entry: Record<string, unknown>) => void>();
  const parseNew = () => {
    for (; parsedLines < stdoutLines.length; parsedLines++) {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(stdoutLines[parsedLines]!) as Record<string, unknown>;
      } catch {
        continue; // not a log line
      }
      logs.push(entry);
      for (const listener of listeners) listener(entry);
    }
    return logs;
  };
  let stderr = "";
  const lineReader = (onLine: (line: string) => void) => {
    let buffer = "";
    return (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      let newline: number;
      while ((newline = buffer.indexOf("\n")) !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        if (line) onLine(line);
      }
    };
  };
  const readStdout = lineReader((line) => {
    output.push(line);
    stdoutLines.push(line);
    if (listeners.size > 0) parseNew();
  });
  child.stdout.on("data", readStdout);
  /** From now on standard output is read and thrown away (a benchmark's access log). */
  const dropOutput = () => {
    child.stdout.off("data", readStdout);
    child.stdout.resume();
  };
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  child.stderr.on("data", lineReader((line) => output.push(line)));
  // "close", not "exit": the output is read to its end first (a fatal line may be its last).
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("close", (code, signal) => resolve({ code, signal })),
  );
  return { child, dataDir, output, listeners, parseNew, dropOutput, exited, stderr: () => stderr };
}

/** Fails when something already listens on `port` (the tests would talk to it instead). */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () => reject(new Error(`port ${port} is already in use`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/** Starts the built site and resolves once it listens. */
export async function startBuiltSite(options: BuiltSiteOptions = {}): Promise<BuiltSite> {
  if (options.port) await assertPortFree(options.port);
  const { child, dataDir, output, listeners, parseNew, dropOutput, exited, stderr } = launch(options);
  const waitForLog = (match: (line: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const seen = parseNew().find(match);
      if (seen) return resolve(seen);
      const listener = (entry: Record<string, unknown>) => {
        if (!match(entry)) return;
        listeners.delete(listener);
        resolve(entry);
      };
      listeners.add(listener);
    });

  const url = await new Promise<string>((resolve, reject) => {
    // A start that fails says why on a fatal log line (server/fatal-log.ts), or on stderr.
    const fatal = () =>
      parseNew()
        .filter((l) => l.level === 60)
        .map((l) => `${String(l.msg)}: ${String((l.err as { message?: unknown } | undefined)?.message ?? "")}`)
        .join("\n");
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`site did not start:\n${output.join("\n")}`));
    }, options.startTimeoutMs ?? 150_000);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`site exited with ${code} before listening:\n${fatal()}\n${stderr()}`));
    });
    void waitForLog((l) => l.msg === "server listening" && typeof l.url === "string").then((l) => {
      clearTimeout(timer);
      resolve(String(l.url));
    });
    // Below LOG_LEVEL=info the site does not say it listens: on a fixed port, ask it.
    if (options.port && ["warn", "error", "fatal", "silent"].includes(options.env?.LOG_LEVEL ?? "info")) {
      const address = `http://127.0.0.1:${options.port}`;
      const poll = async () => {
        while (child.exitCode === null && child.signalCode === null) {
          const answered = await fetch(`${address}/`, { redirect: "manual" }).then(
            () => true,
            () => false,
          );
          if (answered) {
            clearTimeout(timer);
            return resolve(address);
          }
          await new Promise((r) => setTimeout(r, 200));
        }
      };
      void poll();
    }
  });

  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const { code } = await exited;
    if (options.removeDataDirOnStop) fs.rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  if (options.dropOutputAfterStart) dropOutput();
  return {
    url,
    dataDir,
    process: child,
    get logs() {
      return parseNew();
    },
    output,
    waitForLog,
    stop,
    exited,
    async kill() {
      await stop("SIGKILL");
    },
  };
}

/**
 * Starts the built site expecting it to stop by itself (a start it must refuse, a fault that
 * ends it); resolves with how it ended and what it printed. A site still running after
 * `startTimeoutMs` (60 s) is killed.
 */
export async function runBuiltSiteToExit(options: BuiltSiteOptions = {}): Promise<SiteExit> {
  const { child, output, parseNew, exited, stderr } = launch(options);
  const timer = setTimeout(() => child.kill("SIGKILL"), options.startTimeoutMs ?? 60_000);
  const { code, signal } = await exited;
  clearTimeout(timer);
  return { code, signal, logs: parseNew(), output, stderr: stderr() };
}
