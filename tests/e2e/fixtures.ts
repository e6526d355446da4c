import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

// Every browser test fails on a page error, a console error or a Content-Security-Policy
// violation (design.md §9).
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A script the policy refuses may be caught by the code that tried it and leave no
      // error of its own (zod's probe of `Function("")` did): every violation is one, from
      // the first byte of every page to the test's last step.
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (e) =>
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
        ),
      );
      page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
      page.on("console", (m) => {
        // A page that answers 404 on purpose logs its own status; any other failure counts.
        const ownDocument = m.location().url === page.url();
        if (m.type() === "error" && !(ownDocument && m.text().startsWith("Failed to load resource"))) {
          errors.push(`console: ${m.text()} (${m.location().url})`);
        }
      });
      await use(errors);
      expect(errors, "page and console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs axe on the current page and expects no violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}
