import type { Page, Request } from "@playwright/test";
import { test, expect, holdRequests } from "../support/e2e/fixtures.ts";
import { contactForm } from "../support/e2e/contact-page.ts";
import { nav, openNav, visit } from "../support/e2e/site-facts.ts";

// docs/product.md §15.3 in a real browser, by watching the network (never a duration, docs/testing.md):
// the first load of home asks for the hero and nothing below the fold, and not the
// contact form's code or the map; they come when the visitor goes there.

/** Every request the page makes, from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

const paths = (requests: Request[]) => requests.map((r) => new URL(r.url()).pathname);
const formCode = /^\/assets\/(contact-form|parse|altcha)[-.]/;
const interactiveForm = (page: Page) => page.locator(".contact-form-wrap[data-interactive]");

/** Loads a page as a visitor who does not touch it, until the network is quiet. */
async function firstLoad(page: Page, path: string) {
  await visit(page, path);
  await page.waitForLoadState("networkidle");
}

for (const home of ["/", "/es"]) {
  test(`${home}: the first load asks for the hero photo first, and for nothing below the fold`, async ({ page }, testInfo) => {
    const requests = recordRequests(page);
    await firstLoad(page, home);
    const photos = paths(requests).filter((p) => p.startsWith("/media/"));
    expect(photos[0]).toMatch(/^\/media\/hero\//);
    // Exactly one hero file: the browser picked one format and one width.
    expect(photos.filter((p) => p.startsWith("/media/hero/"))).toHaveLength(1);
    // Below the fold on both screens: the menu teaser, the owners, the team. On a phone
    // the location carousel too, but for its first photo, next to the fold; on the large
    // screen it is on screen, and turning: its first photo and the two beside it.
    const below = ["menu-teaser", "owners", "team", "location-3", "location-4"];
    if (testInfo.project.name === "mobile") below.push("location-2", "location-5");
    for (const slot of below) expect(photos.filter((p) => p.startsWith(`/media/${slot}/`)), slot).toEqual([]);
    // Nothing of the contact form: its code, the robot check, the map.
    expect(paths(requests).filter((p) => formCode.test(p) || p.startsWith("/api/"))).toEqual([]);
    expect(requests.filter((r) => !r.url().startsWith(new URL(page.url()).origin))).toEqual([]);
    await expect(page.locator("section#form-contact iframe")).toHaveCount(0);
    // The server's form is there all the same (it posts without JavaScript).
    await expect(page.locator("section#form-contact form#contact-form")).toBeAttached();
    await expect(interactiveForm(page)).toHaveCount(0);
  });
}

test("the photos below the fold arrive as the visitor scrolls to them", async ({ page }) => {
  const requests = recordRequests(page);
  await firstLoad(page, "/");
  const team = page.locator("section#team-section");
  await team.scrollIntoViewIfNeeded();
  await expect(team.locator("img")).toHaveCount(4);
  for (const img of await team.locator("img").all()) await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  expect(paths(requests).filter((p) => p.startsWith("/media/team-"))).toHaveLength(4);
});

test("scrolled to, the contact section loads the form's code and the map photo, and the form works", async ({ page }) => {
  const requests = recordRequests(page);
  await firstLoad(page, "/es");
  await page.locator("section#form-contact").scrollIntoViewIfNeeded();
  await expect(interactiveForm(page)).toBeAttached();
  expect(paths(requests).some((p) => /^\/assets\/contact-form-/.test(p))).toBe(true);
  // The map: the site's own photo (Google's map waits for a click, tests/e2e/home-map.spec.ts).
  await expect.poll(() => paths(requests).some((p) => p.startsWith("/media/map/"))).toBe(true);
  // The enhanced form checks a field as the visitor leaves it (Conform + zod, in the browser).
  const f = contactForm(page, "es");
  await f.email.fill("no es un correo");
  await f.country.focus();
  await expect(page.getByText("Correo electrónico no válido")).toBeVisible();
  // And the reservation opens its modal.
  await f.reservation.check();
  await expect(f.dialog).toBeVisible();
});

test("going to #form-contact loads the form at once, from the address and from the navigation", async ({ page }) => {
  await visit(page, "/#form-contact");
  await expect(interactiveForm(page)).toBeAttached();
  await expect(page.locator("section#form-contact")).toBeInViewport();

  await visit(page, "/menu");
  const bar = await openNav(page, "en");
  await bar.getByRole("link", { name: nav.en.contact }).click();
  await expect(page).toHaveURL("/#form-contact");
  await expect(interactiveForm(page)).toBeAttached();
});

test.describe("before the form's code arrives", () => {
  // Without the service worker, which would serve the code from its copy, past the hold below.
  test.use({ serviceWorkers: "block" });

test("what the visitor typed before the form's code arrived stays, and 'Clear' still empties the form", async ({ page }) => {
  // Hold the form's code back until the visitor has typed into the server's form.
  const release = await holdRequests(page, /\/assets\/contact-form-[^/]+\.js$/);
  await firstLoad(page, "/");
  const f = contactForm(page, "en");
  await f.name.fill("ana pérez");
  await f.comment.fill("A table at sunset, please.");
  await expect(interactiveForm(page)).toHaveCount(0);
  release();
  await expect(interactiveForm(page)).toBeAttached();
  await expect(f.name).toHaveValue("ana pérez");
  await expect(f.comment).toHaveValue("A table at sunset, please.");
  await expect(f.comment).toBeFocused();
  await f.reset.click();
  await expect(f.name).toHaveValue("");
});

  test("when the form's code cannot arrive, what was typed stays and the visitor is told what to do", async ({ browser, baseURL }) => {
    // A context of its own: the refused script is a console error on purpose.
    const context = await browser.newContext({ baseURL, serviceWorkers: "block" });
    const page = await context.newPage();
    await page.route(/\/assets\/contact-form-[^/]+\.js$/, (route) => route.fulfill({ status: 503, body: "" }));
    await page.goto("/es");
    const f = contactForm(page, "es");
    await f.name.fill("ana pérez");
    await f.comment.fill("Una mesa al atardecer.");
    await page.locator("#form-contact").scrollIntoViewIfNeeded();
    await expect(f.form.getByRole("alert").filter({ hasText: "Lo que escribiste se conserva aquí" })).toBeVisible();
    await expect(f.name).toHaveValue("ana pérez");
    await expect(f.comment).toHaveValue("Una mesa al atardecer.");
    await context.close();
  });
});
