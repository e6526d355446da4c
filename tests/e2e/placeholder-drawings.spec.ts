import { test, expect } from "../support/e2e/fixtures.ts";
import { scrollThrough, visit } from "../support/e2e/site-facts.ts";

// Until the owners upload their photos, every photo slot shows the site's own drawing of its
// subject (docs/decisions/0012-media-slots.md, amendment): no text in the image, a note in the
// page's language beside it (app/features/media/drawings/slot-drawings.test.ts checks the drawings). Whole-page screenshots are
// left in the test's output folder for a person to look at.
const pages = ["/", "/photos", "/about", "/es", "/es/photos", "/es/about"] as const;

for (const path of pages) {
  test(`${path}: every photo slot shows its drawing, loaded, with the note in the page's language`, async ({ page }, testInfo) => {
    const es = path.startsWith("/es");
    // Carousels stand still (no autoplay with reduced motion), so the screenshots show whole slides.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, path);
    await scrollThrough(page);
    // Section by section, as a visitor scrolls: each photo there arrives and loads.
    for (const section of await page.locator("main section").all()) {
      await section.scrollIntoViewIfNeeded();
      // A carousel's slides beside the one shown wait (lazy) until they are turned to.
      for (const img of await section.locator("img").all()) {
        const loadedOrAside = (i: HTMLImageElement) => {
          const box = i.getBoundingClientRect();
          return box.right <= 0 || box.left >= innerWidth || (i.complete && i.naturalWidth > 0);
        };
        await expect.poll(() => img.evaluate(loadedOrAside)).toBe(true);
      }
    }
    const drawings = page.locator('main img[src*="/drawing-"]');
    expect(await drawings.count()).toBeGreaterThan(0);
    // No photo of the slots is a raster placeholder any more.
    await expect(page.locator("main picture source")).toHaveCount(0);
    const notes = page.locator("main .picture-note");
    await expect(notes.first()).toHaveText(es ? "Foto próximamente" : "Photo coming soon");
    const shot = testInfo.outputPath(`${testInfo.project.name}${path === "/" ? "-home" : path.replaceAll("/", "-")}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach("page", { path: shot, contentType: "image/png" });
  });
}
