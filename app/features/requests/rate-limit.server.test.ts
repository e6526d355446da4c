import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.server.ts";

describe("per-client rate limit", () => {
  it("allows the limit per window, then tells how long to wait", () => {
    const limiter = createRateLimiter(5, 600_000);
    const t0 = 1_000_000;
    for (let i = 0; i < 5; i++) expect(limiter.hit("203.0.113.7", t0 + i).allowed).toBe(true);
    expect(limiter.hit("203.0.113.7", t0 + 60_000)).toEqual({ allowed: false, retryAfterSeconds: 540 });
    expect(limiter.hit("203.0.113.8", t0 + 60_000).allowed).toBe(true);
    expect(limiter.hit("203.0.113.7", t0 + 600_000).allowed).toBe(true);
  });

  it("counts an IPv6 /56 as one client", () => {
    const limiter = createRateLimiter(1, 1000);
    expect(limiter.hit("2001:db8:0:1::1", 0).allowed).toBe(true);
    expect(limiter.hit("2001:db8:0:2::99", 0).allowed).toBe(false);
  });

  it("remembers at most maxKeys clients, however many addresses a flood rotates through", () => {
    const limiter = createRateLimiter(1, 600_000, 100);
    for (let i = 0; i < 5000; i++) limiter.hit(`10.0.${Math.floor(i / 250)}.${i % 250}`, i);
    expect(limiter.size).toBe(100);
    // The most recent clients are still counted.
    expect(limiter.hit("10.0.19.249", 5000).allowed).toBe(false);
  });
});
