import type { Page } from "@playwright/test";
import { test, expect } from "../support/e2e/fixtures.ts";
import { contactForm, openContactForm } from "../support/e2e/contact-page.ts";
import { site, texts, visit } from "../support/e2e/site-facts.ts";

// docs/product.md §15.5: after one visit, the pages seen, the menu (text, card images, PDF), the
// address, phone, opening hours and the city map open without a connection, with a
// notice that the visitor is offline; the form says there is no connection.

/** What the browser reports while offline, for requests that cannot be made: expected here, and only that. */
function forgiveOfflineErrors(pageErrors: string[]) {
  const offline = [/ERR_INTERNET_DISCONNECTED/, /ERR_FAILED/, /status of 503/];
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !offline.some((p) => p.test(e))));
}

/** Waits until the service worker controls the page and has kept `urls` (the Cache API is shared with the page). */
async function waitUntilKept(page: Page, urls: string[]) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 20_000 });
  await expect
    .poll(() => page.evaluate(async (wanted) => (await Promise.all(wanted.map((url) => caches.match(url)))).every(Boolean), urls), {
      timeout: 45_000,
    })
    .toBe(true);
}

test("after one visit, the page seen, the menu and the city map open offline, with a notice", async ({ page, context, pageErrors }) => {
  test.slow();
  await visit(page, "/es");
  await waitUntilKept(page, ["/es", "/es/menu", "/es/menu.pdf", site.cityMapPdf]);

  await context.setOffline(true);
  // The page seen: from the copy, with the notice.
  const home = await page.goto("/es");
  expect(home?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.es.encabezado!.titulo!);
  await expect(page.getByRole("status").filter({ hasText: "Estás sin conexión" })).toBeVisible();
  // Address, phone and opening hours: in the footer of every page.
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(site.address.street);
  await expect(footer).toContainText(site.phone);
  await expect(footer).toContainText("7:00 AM – 11:00 PM");

  // The menu, never opened: its text, its nine card images and its PDF.
  await page.goto("/es/menu");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menú");
  await expect(page.getByRole("heading", { level: 3, name: "Tapas" })).toBeVisible();
  const cards = page.locator("ul.menu-card-images img");
  await expect(cards).toHaveCount(9);
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  const pdfs = await page.evaluate(
    async (addresses) =>
      Promise.all(addresses.map(async (a) => {
        const r = await fetch(a);
        return { status: r.status, type: r.headers.get("content-type"), start: new TextDecoder().decode((await r.arrayBuffer()).slice(0, 5)) };
      })),
    ["/es/menu.pdf", site.cityMapPdf],
  );
  for (const pdf of pdfs) expect(pdf).toEqual({ status: 200, type: "application/pdf", start: "%PDF-" });

  // A page never opened says so, in its language, instead of the browser's error page.
  const never = await page.goto("/es/about");
  expect(never?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sin conexión");

  await context.setOffline(false);
  await page.goto("/es/about");
  await expect(page.getByRole("status").filter({ hasText: "Estás sin conexión" })).toBeHidden();
  forgiveOfflineErrors(pageErrors);
});

test("sending the form offline says there is no connection and keeps what was typed", async ({ page, context, pageErrors }) => {
  test.slow();
  await openContactForm(page, "en");
  await waitUntilKept(page, ["/"]);
  const f = contactForm(page, "en");
  await context.setOffline(true);
  await f.name.fill("ana pérez");
  await f.email.fill("ana@example.org");
  await f.country.fill("cuba");
  await f.comment.fill("A table at sunset, please.");
  await f.send.click();
  await expect(f.alert).toHaveText(
    "No connection: the form was not sent. What you typed is kept here; send it again when you are back online.",
  );
  await expect(f.name).toHaveValue("ana pérez");
  await expect(f.comment).toHaveValue("A table at sunset, please.");
  await expect(f.send).toBeVisible();
  forgiveOfflineErrors(pageErrors);
});

test("the service worker keeps nothing of the owners' area and no POST", async ({ page }) => {
  await visit(page, "/");
  await waitUntilKept(page, ["/"]);
  await page.evaluate(() => fetch("/admin/sign-in"));
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(kept).toContain("/");
  expect(kept.filter((p) => /^\/(es\/)?admin|^\/api\//.test(p))).toEqual([]);
});
