// Starts the BUILT site (node server/main.ts, as in production) on a random port
// with its own DATA_DIR, for the integration tests (docs/testing.md).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { openDb, type Db } from "../../db/client.ts";

const root = path.resolve(import.meta.dirname, "../..");
const node = path.join(root, "node_modules/.bin/node");

export type Site = {
  url: string;
  dataDir: string;
  logs: string[];
  process: ChildProcess;
  /** SIGTERM and wait for the process to end. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, as in a crash. */
  kill(): Promise<void>;
};

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "terraza-it-"));
}

export async function startSite(env: Record<string, string> = {}, dataDir = tempDataDir()): Promise<Site> {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) throw new Error("run `npm run build` first");
  const child = spawn(node, ["server/main.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`site did not start:\n${logs.join("\n")}`)), 150_000);
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) {
        logs.push(line);
        try {
          const entry = JSON.parse(line) as { msg?: string; url?: string };
          if (entry.msg === "server listening" && entry.url) {
            clearTimeout(timer);
            resolve(entry.url);
          }
        } catch {
          // not a log line
        }
      }
    };
    child.stdout.on("data", onLine);
    child.stderr.on("data", onLine);
    child.once("exit", (code) => reject(new Error(`site exited with ${code}:\n${logs.join("\n")}`)));
  });
  return {
    url,
    dataDir,
    logs,
    process: child,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
    async kill() {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** The site's SQLite file, opened by the test (WAL lets both read and write it). */
export function siteDb(dataDir: string): Promise<Db> {
  return openDb(path.join(dataDir, "site.db"));
}

/** Solves the site's ALTCHA challenge the way the widget does, and returns the payload. */
export async function solveAltcha(siteUrl: string, challenge?: Challenge): Promise<string> {
  const ch = challenge ?? ((await (await fetch(`${siteUrl}/api/captcha/challenge`)).json()) as Challenge);
  const solution = await solveChallenge({ challenge: ch, deriveKey });
  if (!solution) throw new Error("could not solve the challenge");
  return Buffer.from(JSON.stringify({ challenge: { parameters: ch.parameters, signature: ch.signature }, solution })).toString("base64");
}

export function postJson(siteUrl: string, body: unknown, headers: Record<string, string> = {}, path = "/api/contact") {
  return fetch(`${siteUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A request with every field of docs/product.md §3 and a reservation on a day always in range. */
export function fullRequest(overrides: Record<string, unknown> = {}) {
  const year = new Date().getUTCFullYear() + 1;
  return {
    name: "maría josé o'neil",
    phone: "+53 5 123 4567",
    whatsapp: true,
    email: "maria@example.org",
    country: "república dominicana",
    comment: "Mesa en la terraza para ver el atardecer.\n<script>alert(1)</script> & \"amigos\"",
    fecha: `20/06/${year}`,
    hora: "8:30 PM",
    area: "Terraza",
    pax: 4,
    lang: "es",
    ...overrides,
  };
}

/** Polls until `check` returns a value that is not undefined. */
export async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 90_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 100));
  }
}
