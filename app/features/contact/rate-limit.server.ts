import { ipKeyGenerator } from "express-rate-limit";

// Per-client limit of contact requests (issue 3 §8: e.g. 5 per 10 minutes, then 429
// with Retry-After). In memory: one process serves the site (design.md §1).

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = { hit(clientAddress: string, now?: number): RateDecision };

/** A fixed window per client; IPv6 clients are grouped by /56, as one household gets a whole prefix. */
export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  return {
    hit(clientAddress, now = Date.now()) {
      if (now >= nextSweep) {
        for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
        nextSweep = now + windowMs;
      }
      const key = clientKey(clientAddress);
      const current = windows.get(key);
      const w = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
      w.count++;
      windows.set(key, w);
      if (w.count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
    },
  };
}

function clientKey(address: string): string {
  try {
    return ipKeyGenerator(address);
  } catch {
    return address;
  }
}
