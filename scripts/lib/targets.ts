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
} as const;
