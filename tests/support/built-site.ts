import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Starts the BUILT server (`npm run build` first) the way production runs it, on a random
// free port with a fresh temporary DATA_DIR unless one is given (docs/testing.md).

export type BuiltServer = {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Every log line the server printed (pino JSON), parsed. */
  logs: Record<string, unknown>[];
  /** Resolves with the first log line (past or future) that `match` accepts. */
  waitForLog(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  /** Sends `signal` and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

const node = path.resolve("node_modules/.bin/node");

export async function startBuiltServer(env: Record<string, string> = {}, dataDir?: string): Promise<BuiltServer> {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "site-it-"));
  const child = spawn(node, ["server/main.ts"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dir,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  const waiters: { match: (line: Record<string, unknown>) => boolean; resolve: (l: Record<string, unknown>) => void }[] = [];
  let stderr = "";
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  // "close", not "exit": the output is read to its end first (a fatal line may be its last).
  const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    let buffer = "";
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      let newline: number;
      while ((newline = buffer.indexOf("\n")) !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logs.push(entry);
          for (const w of waiters.filter((w) => w.match(entry))) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(entry);
          }
          if (entry.msg === "server listening") resolve(String(entry.url));
        } catch {
          // not a log line
        }
      }
    });
    // A start that fails says why on a fatal log line (server/fatal-log.ts), or on stderr.
    const fatal = () =>
      logs
        .filter((l) => l.level === 60)
        .map((l) => `${String(l.msg)}: ${String((l.err as { message?: unknown } | undefined)?.message ?? "")}`)
        .join("\n");
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${fatal()}\n${stderr}`)));
  });

  return {
    url,
    dataDir: dir,
    process: child,
    logs,
    waitForLog(match) {
      const seen = logs.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
