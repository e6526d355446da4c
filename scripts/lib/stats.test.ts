import { describe, expect, it } from "vitest";
import { formatTally, mapPool, tally } from "./pool.ts";
import { percentile, spread } from "./stats.ts";

describe("percentile and spread", () => {
  it("interpolates between ranks and ignores input order", () => {
    expect(percentile([3, 1, 2, 4], 50)).toBe(2.5);
    expect(percentile([10], 99)).toBe(10);
    expect(percentile([0, 100], 99)).toBe(99);
    expect(Number.isNaN(percentile([], 50))).toBe(true);
    expect(spread([1, 2, 3, 4, 5])).toEqual({ n: 5, median: 3, p10: 1.4, p90: 4.6, iqr: 2, min: 1, max: 5 });
  });
});

describe("mapPool", () => {
  it("keeps at most `limit` tasks running and the results in order", async () => {
    let running = 0;
    let most = 0;
    const results = await mapPool([5, 1, 4, 2, 3, 0], 2, async (n) => {
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, n));
      running--;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });

  it("tallies answers by value", () => {
    expect(tally([429, 400, 429])).toEqual({ "400": 1, "429": 2 });
    expect(formatTally(tally(["b", "a", "b"]))).toBe("a: 1, b: 2");
    expect(formatTally({})).toBe("none");
  });
});
