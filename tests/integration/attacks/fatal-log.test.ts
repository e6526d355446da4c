import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { tempDataDir } from "../../support/contact-requests";

// A crash of the running site (server/fatal-log.ts): an uncaught exception or an unhandled
// promise rejection is logged as one fatal JSON line, with its stack, on standard output
// with the other log lines, and the process ends (killing itself: an exit could hang) so
// its supervisor restarts it.
// The fault is put into the real built server with `node --import` (tests/support/crash-on-signal.ts).

vi.setConfig({ testTimeout: 120_000 });
const node = path.resolve("node_modules/.bin/node");

async function crash(kind: "exception" | "rejection") {
  const child = spawn(node, ["--import", path.resolve("tests/support/crash-on-signal.ts"), "server/main.ts"], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", DATA_DIR: tempDataDir(), CRASH_KIND: kind },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  // "close": the output is read to its end first (the fatal line is its last).
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once("close", (code, signal) => resolve(signal ?? code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (c: Buffer) => {
      stdout += c.toString();
      if (stdout.includes('"msg":"server listening"')) resolve();
    });
    void exited.then(() => reject(new Error(`exited before listening: ${stderr}`)));
  });
  child.kill("SIGUSR2");
  const ended = await exited;
  const lines = stdout
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as { level: number; msg: string; err?: { message: string; stack: string }; origin?: string });
  return { ended, fatal: lines.filter((l) => l.level === 60), stderr };
}

describe("a crash of the running site", () => {
  it("logs an uncaught exception as a fatal JSON line with the stack, and ends the process", async () => {
    const { ended, fatal } = await crash("exception");
    expect(ended).toBe("SIGKILL");
    expect(fatal).toHaveLength(1);
    expect(fatal[0]).toMatchObject({ origin: "uncaughtException", err: { message: "an exception nobody caught" } });
    expect(fatal[0]!.err!.stack).toContain("crash-on-signal.ts");
  });

  it("logs an unhandled promise rejection the same way", async () => {
    const { ended, fatal } = await crash("rejection");
    expect(ended).toBe("SIGKILL");
    expect(fatal).toHaveLength(1);
    expect(fatal[0]).toMatchObject({ origin: "unhandledRejection", err: { message: "a promise nobody awaited was rejected" } });
    expect(fatal[0]!.err!.stack).toContain("crash-on-signal.ts");
  });
});
