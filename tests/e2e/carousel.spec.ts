import type { Locator, Page } from "@playwright/test";
import { CAROUSEL_INTERVAL_MS, SWIPE_THRESHOLD_PX } from "#app/ui/carousel/carousel-steps.ts";
import { test, expect, holdRequests, visitBeforeScripts } from "../support/e2e/fixtures.ts";
import { visit } from "../support/e2e/site-facts.ts";

// Behaviour, never durations (docs/testing.md): "changes on its own", "does not change while …".
// Waiting a few intervals is how a test gives the carousel the chance to misbehave.
const severalIntervals = CAROUSEL_INTERVAL_MS * 2.5;

function mainsCarousel(page: Page) {
  return page.getByRole("region", { name: "Photos: Main courses" });
}

function shown(carousel: Locator) {
  return carousel.locator('.carousel__dot[aria-current="true"]');
}

async function expectShown(carousel: Locator, n: number) {
  await expect(shown(carousel)).toHaveAccessibleName(`Show photo ${n} of 5`);
}

/** Moves the pointer and the focus away from every carousel. */
async function leave(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** A horizontal drag across the carousel: mouse on desktop, a real touch on mobile. */
async function swipe(page: Page, carousel: Locator, dx: number, touch: boolean) {
  const viewport = carousel.locator(".carousel__viewport");
  await viewport.scrollIntoViewIfNeeded();
  const box = (await viewport.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const steps = 8;
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    for (let i = 1; i <= steps; i++) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + (dx * i) / steps, y }] });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
  } else {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y, { steps });
    await page.mouse.up();
  }
}

test("advances on its own", async ({ page }) => {
  await visit(page, "/photos");
  await leave(page);
  const carousel = mainsCarousel(page);
  await expectShown(carousel, 1);
  await expectShown(carousel, 2);
  await expectShown(carousel, 3);
});

test("wraps both ways with the previous and next buttons", async ({ page }) => {
  await visit(page, "/photos");
  const carousel = mainsCarousel(page);
  await carousel.getByRole("button", { name: "Previous photo" }).click();
  await expectShown(carousel, 5);
  await carousel.getByRole("button", { name: "Next photo" }).click();
  await expectShown(carousel, 1);
  await carousel.getByRole("button", { name: "Show photo 4 of 5" }).click();
  await expectShown(carousel, 4);
});

test("a press before the carousel's engine has arrived is done when it arrives", async ({ page }) => {
  // The engine is asked for when the carousel comes on screen; on a slow connection the
  // visitor may press before it is there.
  const release = await holdRequests(page, /\/assets\/carousel-engine\.lazy-[\w-]+\.js$/);
  await visit(page, "/photos");
  const carousel = mainsCarousel(page);
  await carousel.getByRole("button", { name: "Previous photo" }).click();
  await expectShown(carousel, 1);
  release();
  await expectShown(carousel, 5);
});

test("a press before the page's scripts have arrived shows the photo at once, and the carousel goes on from there once they have", async ({ page }) => {
  // On a slow phone the scripts arrive seconds after the page: the page's inline script shows
  // the slide itself, and the engine starts from it (app/ui/carousel/early-slide.lazy.ts).
  const { hydrate } = await visitBeforeScripts(page, "/photos");
  const carousel = mainsCarousel(page);
  const slide = (n: number) => carousel.getByRole("group", { name: `${n} of 5` });
  // The slide in the carousel's frame (the page itself may show only part of the carousel).
  const inFrame = async (n: number) => {
    const [box, frame] = await Promise.all([slide(n).boundingBox(), carousel.locator(".carousel__viewport").boundingBox()]);
    return box !== null && frame !== null && Math.abs(box.x - frame.x) < 1;
  };
  await carousel.getByRole("button", { name: "Next photo" }).click();
  await expectShown(carousel, 2);
  await carousel.getByRole("button", { name: "Show photo 5 of 5" }).click();
  await expectShown(carousel, 5);
  await carousel.getByRole("button", { name: "Next photo" }).click();
  await expectShown(carousel, 1);
  await carousel.getByRole("button", { name: "Previous photo" }).click();
  await expectShown(carousel, 5);
  await expect(slide(5)).toHaveAttribute("aria-current", "true");
  await expect.poll(() => inFrame(5)).toBe(true);
  expect(await inFrame(1)).toBe(false);
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);

  await hydrate();
  // The photo shown arrives with the scripts, where it was left, and the next press goes on from it.
  const photo = slide(5).locator("img");
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect.poll(() => inFrame(5)).toBe(true);
  await expectShown(carousel, 5);
  await carousel.getByRole("button", { name: "Previous photo" }).click();
  await expectShown(carousel, 4);
  await expect.poll(() => inFrame(4)).toBe(true);
});

test("answers ArrowLeft and ArrowRight and does not advance while focused", async ({ page }) => {
  await visit(page, "/photos");
  const carousel = mainsCarousel(page);
  await carousel.focus();
  await expectShown(carousel, 1);
  await page.waitForTimeout(severalIntervals);
  await expectShown(carousel, 1);
  await page.keyboard.press("ArrowRight");
  await expectShown(carousel, 2);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expectShown(carousel, 5);
  await leave(page);
  await expectShown(carousel, 1);
});

test("does not advance while hovered, and goes on when the pointer leaves", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "mobile", "touch screens have no hover");
  await visit(page, "/photos");
  const carousel = mainsCarousel(page);
  await carousel.locator(".carousel__viewport").hover();
  const before = await shown(carousel).getAttribute("aria-label");
  await page.waitForTimeout(severalIntervals);
  await expect(shown(carousel)).toHaveAttribute("aria-label", before!);
  await page.mouse.move(1, 1);
  await expect(shown(carousel)).not.toHaveAttribute("aria-label", before!);
});

test("has a visible pause and play button", async ({ page }) => {
  await visit(page, "/photos");
  const carousel = mainsCarousel(page);
  await carousel.getByRole("button", { name: "Pause the slideshow" }).click();
  const play = carousel.getByRole("button", { name: "Play the slideshow" });
  await expect(play).toBeVisible();
  await leave(page);
  const before = await shown(carousel).getAttribute("aria-label");
  await page.waitForTimeout(severalIntervals);
  await expect(shown(carousel)).toHaveAttribute("aria-label", before!);
  await play.click();
  await leave(page);
  await expect(shown(carousel)).not.toHaveAttribute("aria-label", before!);
});

test(`moves one photo for a swipe beyond ${SWIPE_THRESHOLD_PX} px and none for a shorter one`, async ({ page }, testInfo) => {
  const touch = testInfo.project.name === "mobile";
  await visit(page, "/photos");
  const carousel = mainsCarousel(page);
  await carousel.getByRole("button", { name: "Pause the slideshow" }).click();
  // On a busy machine the slideshow may have moved on before the pause: start from photo 1.
  await carousel.getByRole("button", { name: "Show photo 1 of 5" }).click();
  await leave(page);
  await expectShown(carousel, 1);

  await swipe(page, carousel, -(SWIPE_THRESHOLD_PX - 10), touch);
  await page.waitForTimeout(600);
  await expectShown(carousel, 1);

  await swipe(page, carousel, -(SWIPE_THRESHOLD_PX + 20), touch);
  await expectShown(carousel, 2);

  await swipe(page, carousel, SWIPE_THRESHOLD_PX + 20, touch);
  await expectShown(carousel, 1);
  await swipe(page, carousel, SWIPE_THRESHOLD_PX + 20, touch);
  await expectShown(carousel, 5);

  // A long fast swipe still moves exactly one photo.
  await swipe(page, carousel, -250, touch);
  await expectShown(carousel, 1);
  await page.waitForTimeout(600);
  await expectShown(carousel, 1);
});

test("never advances on its own when the visitor prefers reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await visit(page, "/photos");
  await leave(page);
  const carousel = mainsCarousel(page);
  await expect(carousel.getByRole("button", { name: "Play the slideshow" })).toBeVisible();
  await page.waitForTimeout(severalIntervals);
  await expectShown(carousel, 1);
  await carousel.getByRole("button", { name: "Next photo" }).click();
  await expectShown(carousel, 2);
});

test("names its controls in Spanish on Spanish pages", async ({ page }) => {
  await visit(page, "/es/photos");
  const carousel = page.getByRole("region", { name: "Fotos: Platos principales" });
  await expect(carousel).toHaveAttribute("aria-roledescription", "carrusel");
  await expect(carousel.getByRole("button", { name: "Foto anterior" })).toBeVisible();
  await expect(carousel.getByRole("button", { name: "Foto siguiente" })).toBeVisible();
  await expect(carousel.getByRole("button", { name: "Pausar el pase de fotos" })).toBeVisible();
  await expect(carousel.getByRole("button", { name: /^Mostrar la foto \d de 5$/ })).toHaveCount(5);
  await expect(carousel.getByRole("group", { name: "1 de 5" })).toHaveAttribute("aria-roledescription", "diapositiva");
});

test("without JavaScript, loads only the first photo of the first carousel at once", async ({ browser }) => {
  // With JavaScript a carousel's photos are asked for only near the screen (docs/product.md §15.3,
  // the first-load tests in tests/e2e/first-load.spec.ts); without it the browser's own lazy loading decides.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/photos");
  const carousels = page.locator("section.carousel");
  await expect(carousels).toHaveCount(4);
  for (const [i, carousel] of (await carousels.all()).entries()) {
    const loading = await carousel.locator("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("loading")));
    expect(loading).toEqual([i === 0 ? "eager" : "lazy", "lazy", "lazy", "lazy", "lazy"]);
  }
  await context.close();
});
