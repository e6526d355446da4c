import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";

// Runs the BUILT server (npm run build first) on a random port with a fresh DATA_DIR,
// and the real `npm run admin:create` script against it (docs/testing.md).

const node = path.resolve("node_modules/.bin/node");

export type RunningServer = { base: string; dataDir: string; stop: () => Promise<void> };

export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-it-"));
  const child: ChildProcess = spawn(node, ["server/main.ts"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const base = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error("server did not start")), 30_000);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    lines.on("line", (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === "server listening" && entry.url) {
          clearTimeout(timer);
          resolve(entry.url);
        }
      } catch {
        // not a log line
      }
    });
  });
  return {
    base,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `npm run admin:create -- <email>` with the password on standard input. Asynchronous on
 * purpose: a blocked event loop (spawnSync) misses the server closing an idle keep-alive
 * connection, and the next fetch then fails on that dead socket ("other side closed").
 */
export function createOwner(dataDir: string, email: string, password: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "admin:create", "--", email], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.once("error", reject);
    child.once("close", (status) => resolve({ status, stdout, stderr }));
    child.stdin!.end(`${password}\n`);
  });
}
