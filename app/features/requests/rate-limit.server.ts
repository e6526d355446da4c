import { clientKey } from "#app/client-address.server.ts";
import { LIMITER_MAX_KEYS } from "#app/lib/client-limits.ts";

// Per-client limit of contact requests (docs/product.md §7.3: e.g. 5 per 10 minutes, then 429
// with Retry-After). In memory: one process serves the site (docs/product.md §1).

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = { hit(clientAddress: string, now?: number): RateDecision; readonly size: number };

/**
 * A fixed window per client (clientKey: IPv6 clients grouped by prefix). At most `maxKeys`
 * clients are remembered: expired windows go first, then the oldest ones.
 */
export function createRateLimiter(limit: number, windowMs: number, maxKeys = LIMITER_MAX_KEYS): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  const sweep = (now: number) => {
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
    nextSweep = now + windowMs;
  };
  return {
    hit(clientAddress, now = Date.now()) {
      if (now >= nextSweep) sweep(now);
      const key = clientKey(clientAddress);
      const current = windows.get(key);
      if (!current && windows.size >= maxKeys) {
        sweep(now);
        // Still full: forget the clients seen first (a Map keeps insertion order).
        for (const old of windows.keys()) {
          if (windows.size < maxKeys) break;
          windows.delete(old);
        }
      }
      const w = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
      w.count++;
      windows.set(key, w);
      if (w.count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
    },
    get size() {
      return windows.size;
    },
  };
}
