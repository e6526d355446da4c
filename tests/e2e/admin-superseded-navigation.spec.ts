import { expect, signIn, test } from "../support/e2e/admin-fixtures.ts";

// A navigation superseded by another (an owner tapping a second link while a page loads) is
// aborted by React Router, which leaves the abort as an unhandled rejection: the owners' area
// marks it handled (app/features/admin/shell/use-quiet-superseded-navigations.ts). Any other
// unhandled rejection is still an error on the page.
test("an aborted navigation is no error on the owners' pages; any other rejection still is", async ({ page, owner, pageErrors }) => {
  await signIn(page, owner, "en");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const reject = (abort: boolean) =>
    page.evaluate((abort) => {
      if (abort) {
        const controller = new AbortController();
        void new Promise((_, fail) => controller.signal.addEventListener("abort", () => fail(controller.signal.reason)));
        controller.abort();
      } else void Promise.reject(new Error("a real failure"));
      return new Promise((resolve) => setTimeout(resolve, 100));
    }, abort);
  await reject(true);
  expect(pageErrors).toEqual([]);
  await reject(false);
  await expect.poll(() => pageErrors.length).toBe(1);
  expect(pageErrors[0]).toContain("a real failure");
  pageErrors.length = 0;
});
