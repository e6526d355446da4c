import { test, expect, expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { visit } from "../support/e2e/site-facts.ts";

// docs/product.md §10: a first visit to the English home page from a browser that prefers another
// published language (the browser tests' site publishes all six: tests/support/e2e/e2e-setup.ts)
// gets one dismissible line in that language, never a redirect; once dismissed it stays away. A
// browser that prefers English, or a language the site does not speak, gets none; nor does any
// other page. (That an unpublished language is never suggested: the root loader offers only the
// published ones, tests/integration/language-publication.test.ts reads the switch the same way.)

test.describe("a browser that prefers Spanish", () => {
  test.use({ locale: "es-ES" });

  test("gets one line in Spanish on the English home page, leading to /es, and loses it for good when dismissed", async ({ page }, testInfo) => {
    await visit(page, "/");
    const line = page.getByRole("complementary", { name: "Ver este sitio en español" });
    await expect(line).toBeVisible();
    // No redirect: the address and the page's language stay English.
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(line).toHaveAttribute("lang", "es");
    await expect(line.getByRole("link", { name: "Ver este sitio en español" })).toHaveAttribute("href", "/es");
    // A thumb's reach: each control at least 44 px high.
    for (const control of [line.getByRole("link"), line.getByRole("button", { name: "No, gracias" })]) {
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("suggestion.png") });

    await line.getByRole("button", { name: "No, gracias" }).click();
    await expect(line).toHaveCount(0);
    await visit(page, "/");
    await expect(page.getByRole("complementary", { name: "Ver este sitio en español" })).toHaveCount(0);
  });

  test("follows the line to the Spanish home page, which suggests nothing", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("link", { name: "Ver este sitio en español" }).click();
    await expect(page).toHaveURL("/es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator(".lang-suggestion")).toHaveCount(0);
  });

  test("gets none on another page", async ({ page }) => {
    await visit(page, "/menu");
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.locator(".lang-suggestion")).toHaveCount(0);
  });
});

test.describe("a browser that prefers English, then Spanish", () => {
  test.use({ locale: "en-GB" });

  test("gets no suggestion", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "languages", { get: () => ["en-GB", "es"] }));
    await visit(page, "/");
    await expect(page.locator(".navbar")).toBeVisible();
    await expect(page.locator(".lang-suggestion")).toHaveCount(0);
  });
});

test.describe("a browser that prefers German", () => {
  test.use({ locale: "de-DE" });

  test("gets the line in German, leading to /de", async ({ page }) => {
    await visit(page, "/");
    const line = page.getByRole("complementary", { name: "Website auf Deutsch ansehen" });
    await expect(line).toHaveAttribute("lang", "de");
    await expect(line.getByRole("link")).toHaveAttribute("href", "/de");
    await expect(line.getByRole("button", { name: "Nein, danke" })).toBeVisible();
  });
});

test.describe("a browser that prefers a language the site does not speak", () => {
  test.use({ locale: "pt-BR" });

  test("gets no suggestion", async ({ page }) => {
    await visit(page, "/");
    await expect(page.locator(".navbar")).toBeVisible();
    await expect(page.locator(".lang-suggestion")).toHaveCount(0);
  });
});
