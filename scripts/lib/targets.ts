// The site's speed and size targets (docs/decisions/0011-javascript-budget.md): `npm run
// bench` prints its medians beside them, and the home page's JavaScript budget is also
// checked on every build by tests/integration/home-javascript.test.ts.
export const targets = { score: 100, lcpMs: 1300, cls: 0, tbtMs: 50, homeKiB: 250, homeJsKiB: 100, throughputRatio: 0.8 };
