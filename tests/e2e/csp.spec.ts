import { test, expect } from "../support/e2e/fixtures.ts";

// docs/operations.md §8 in a real browser: the policy lets the site's own scripts run (React hydrates)
// and reports nothing on any page, rendered (with its nonce) or kept (its inline scripts allowed by
// their hashes, server/html-cache/kept-body.ts), while a script the page did not send is refused.

const pages = ["/", "/photos", "/menu", "/about", "/es", "/es/photos", "/es/menu", "/es/about", "/no-such-page"];

for (const path of pages) {
  test(`${path}: hydrates under the CSP with no violation`, async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
      document.addEventListener("securitypolicyviolation", (e) =>
        violations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    // The first visit may render the page; the second is served from the kept copy.
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(path);
      await page.waitForFunction(() => {
        const router = (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
          .__reactRouterDataRouter;
        return router?.state.initialized === true;
      });
      const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
      expect(violations).toEqual([]);
    }
  });
}

test("an inline script without the nonce does not run; one with it does", async ({ browser, baseURL }) => {
  // A page of its own: the refused script logs a console error on purpose.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const refused = page.waitForEvent("console", (m) => m.type() === "error" && /Content Security Policy/.test(m.text()));
  // A page never kept (the 404 page) is rendered for each visitor, with its own nonce.
  const response = await page.goto("/no-such-page");
  const csp = response?.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();

  const ran = await page.evaluate((n) => {
    const w = window as unknown as { __with?: boolean; __without?: boolean };
    const withNonce = document.createElement("script");
    withNonce.nonce = n ?? "";
    withNonce.textContent = "window.__with = true";
    document.body.append(withNonce);
    const without = document.createElement("script");
    without.textContent = "window.__without = true";
    document.body.append(without);
    return { with: w.__with === true, without: w.__without === true };
  }, nonce);
  expect(ran).toEqual({ with: true, without: false });
  await refused;
  await context.close();
});

test("a kept page allows exactly its own inline scripts by hash: an injected one does not run", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/about");
  const refused = page.waitForEvent("console", (m) => m.type() === "error" && /Content Security Policy/.test(m.text()));
  const response = await page.goto("/about");
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).not.toContain("'nonce-");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await refused;
  await context.close();
});
