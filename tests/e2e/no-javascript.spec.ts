import { test, expect } from "../support/e2e/fixtures.ts";
import { nav, pageCases, texts } from "../support/e2e/site-facts.ts";

// Every page is rendered on the server: without JavaScript it still reads completely.
test.use({ javaScriptEnabled: false });

for (const c of pageCases) {
  test(`${c.path} reads without JavaScript`, async ({ page }) => {
    const response = await page.goto(c.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.h1);
    await expect(page.getByRole("contentinfo")).toContainText("7:00 AM – 11:00 PM");
    // The navigation stays usable: no toggle to press, every item on screen.
    const bar = page.getByRole("navigation", { name: c.lang === "en" ? "Main" : "Principal" });
    await expect(bar.getByRole("link", { name: nav[c.lang].about })).toBeVisible();
    await expect(bar.getByRole("link", { name: nav[c.lang].contact })).toBeVisible();
    await bar.getByRole("button", { name: nav[c.lang].menu }).hover();
    await expect(bar.getByRole("link", { name: nav[c.lang].card })).toBeVisible();
  });
}

test("the home page's texts and photos are all in the HTML", async ({ page }) => {
  await page.goto("/es");
  const t = texts.es;
  await expect(page.getByText(t.lugar!.location!)).toBeVisible();
  await expect(page.getByText(t["menu-general"]!["description-2"]!)).toBeVisible();
  await expect(page.getByText(t.owners!["owners-description-3"]!)).toBeVisible();
  await expect(page.locator("section#location img")).toHaveCount(5);
  await expect(page.locator("section#team-section img")).toHaveCount(4);
  // Without JavaScript the carousels scroll sideways by hand instead of showing dead buttons.
  await expect(page.locator("section#location").getByRole("button", { name: "Foto siguiente" })).toBeHidden();
  await page.locator("section#location .carousel__viewport").scrollIntoViewIfNeeded();
  await page.locator("section#location .carousel__viewport").evaluate((el) => el.scrollBy({ left: el.clientWidth, behavior: "instant" }));
  await expect(page.locator("section#location img").nth(1)).toBeInViewport();
});
