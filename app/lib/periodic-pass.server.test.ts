import { afterEach, describe, expect, it, vi } from "vitest";
import { startPeriodicPass } from "./periodic-pass.server.ts";

afterEach(() => vi.useRealTimers());

describe("a periodic pass", () => {
  it("runs at once, then every interval, one pass at a time, and not after stop", async () => {
    vi.useFakeTimers();
    let runs = 0;
    let release: () => void = () => undefined;
    const pass = () => {
      runs++;
      return new Promise<number>((resolve) => (release = () => resolve(runs)));
    };
    const job = startPeriodicPass(pass, { intervalMs: 1000, failed: () => undefined });
    expect(runs).toBe(1);
    // Asked for while the first runs: the same pass.
    const again = job.runOnce();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    release();
    expect(await again).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    release();
    await job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });

  it("reports a pass that fails, and the next tick runs again", async () => {
    vi.useFakeTimers();
    const failures: unknown[] = [];
    let runs = 0;
    const job = startPeriodicPass(
      async () => {
        runs++;
        if (runs === 1) throw new Error("database busy");
        return runs;
      },
      { intervalMs: 1000, failed: (err) => failures.push(err) },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(failures).toEqual([new Error("database busy")]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(failures).toHaveLength(1);
    await job.stop();
  });
});
