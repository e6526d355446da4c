// The site's speed and size targets (docs/decisions/0011-javascript-budget.md): `npm run
// bench` prints its medians beside them, and the home page's JavaScript budget is also
// checked on every build by tests/integration/home-javascript.test.ts.
export const targets = {
  score: 100,
  lcpMs: 1300,
  cls: 0,
  tbtMs: 50,
  homeKiB: 250,
  homeJsKiB: 100,
  throughputRatio: 0.8,
  /** The slow phone on 3G (decision 0021): Lighthouse's simulated throttling, and the first tap's. */
  slowPhone: { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 6 },
  /** Under the slow profile, each page's LCP at most this multiple of the limit page's. */
  slowLcpRatio: 1.1,
  /** A tap answered within this (web.dev's "good" Interaction to Next Paint). */
  tapMs: 200,
  /**
   * The owners' pages on the slow phone, signed in (scripts/lib/owners-pages.ts): their scripts
   * (React, the router and the owners' chunks) within half as much again as the home page's
   * budget, the whole page within the home page's, and the inbox's first request on screen within
   * 4 s (three round trips to the proxy and the HTML at 300 ms RTT and 700 kbps, then its CSS).
   */
  owners: { jsKiB: 150, totalKiB: 250, firstRequestMs: 4000 },
} as const;
