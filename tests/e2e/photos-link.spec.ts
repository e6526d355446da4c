import { test, expect } from "../support/e2e/fixtures.ts";
import { visit } from "../support/e2e/site-facts.ts";

// The menu photos page's 'View Menu Card' / 'Ver la carta' link, at the page's foot below the
// four carousels, must stay where it is. It slid across the screen when the browser's Back
// returned to the page: the page's smooth scrolling (app/ui/base.css) made the restored
// position a glide across the whole page, carousels loading on the way. On a slow phone
// (CPU six times slower) the glide only lasts longer; the link must not move at all.
for (const lang of ["en", "es"] as const) {
  const [photos, link, menu] = lang === "en" ? ["/photos", "View Menu Card", "/menu"] : ["/es/photos", "Ver la carta", "/es/menu"];

  test(`${photos}: back from the menu card, '${link}' is where the visitor left it, without moving`, async ({ page, context }) => {
    await visit(page, photos);
    await page.getByRole("link", { name: link }).evaluate((a) => a.scrollIntoView({ block: "center", behavior: "instant" }));
    const left = await page.evaluate(() => window.scrollY);
    await page.getByRole("link", { name: link }).click();
    await expect(page).toHaveURL(menu, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The visitor reads the menu card, which opened at its top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Every frame from here on: where the link is on the screen, while it is there.
    await page.evaluate((name) => {
      const seen: string[] = [];
      (window as unknown as { linkPlaces: string[] }).linkPlaces = seen;
      const frame = () => {
        const a = [...document.querySelectorAll("a")].find((e) => e.textContent === name);
        if (a) {
          const r = a.getBoundingClientRect();
          const place = `${Math.round(r.x)},${Math.round(r.y)}`;
          if (seen.at(-1) !== place) seen.push(place);
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, link);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page.goBack();
    await expect(page).toHaveURL(photos);
    await expect(page.getByRole("link", { name: link })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    // One place only: the first frame that showed the link showed it where it stays.
    const places = await page.evaluate(() => (window as unknown as { linkPlaces: string[] }).linkPlaces);
    expect(places).toHaveLength(1);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  });
}
