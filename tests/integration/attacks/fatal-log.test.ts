import path from "node:path";
import { describe, expect, it } from "vitest";
import { startBuiltSite } from "#tests/support/site/built-site.ts";

// A crash of the running site (server/fatal-log.ts): an uncaught exception or an unhandled
// promise rejection is logged as one fatal JSON line, with its stack, on standard output
// with the other log lines, and the process ends (killing itself: an exit could hang) so
// its supervisor restarts it.
// The fault is put into the real built server with `node --import` (tests/support/children/crash-on-signal.ts).

async function crash(kind: "exception" | "rejection") {
  const site = await startBuiltSite({
    nodeArgs: ["--import", path.resolve("tests/support/children/crash-on-signal.ts")],
    env: { CRASH_KIND: kind },
  });
  site.process.kill("SIGUSR2");
  const { code, signal } = await site.exited;
  const ended = signal ?? code;
  const lines = site.logs as { level: number; msg: string; err?: { message: string; stack: string }; origin?: string }[];
  return { ended, fatal: lines.filter((l) => l.level === 60) };
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
