import type { Page } from "@playwright/test";
import { test, expect } from "../support/e2e/fixtures.ts";
import { scrollThrough, site, visit } from "../support/e2e/site-facts.ts";

// The home page's map (docs/product.md §2): the site's own photo and links to map applications;
// Google's interactive map, the page's only other origin, loads only when the visitor asks.
const words = {
  en: { home: "/", load: "Load interactive map", osm: "Open the map in OpenStreetMap", app: "your map app", title: "Map showing where La Terraza Trinidad is" },
  es: { home: "/es", load: "Cargar mapa interactivo", osm: "Abrir el mapa en OpenStreetMap", app: "su aplicación de mapas", title: "Mapa con la ubicación de La Terraza Trinidad" },
} as const;

/** Every request the page makes to another origin than the site's, from now on. */
function recordThirdParty(page: Page, origin: string): string[] {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(`${origin}/`) && !r.url().startsWith("data:")) urls.push(r.url());
  });
  return urls;
}

for (const lang of ["en", "es"] as const) {
  const w = words[lang];

  test(`${w.home}: no request leaves the site until the visitor loads the interactive map`, async ({ page, baseURL }) => {
    const thirdParty = recordThirdParty(page, baseURL!);
    await visit(page, w.home);
    // The whole page, every deferred photo, carousel and the contact form's code included.
    await scrollThrough(page);
    const contact = page.locator("section#form-contact");
    await contact.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(thirdParty).toEqual([]);
    const view = contact.locator(".contact__map-view");
    const photo = view.locator("img");
    await expect(photo).toHaveAttribute("src", /^\/media\/map\//);
    await expect.poll(() => photo.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    await expect(contact.getByRole("link", { name: w.osm })).toHaveAttribute("href", "https://www.openstreetmap.org/?mlat=21.8044&mlon=-79.9846#map=18/21.8044/-79.9846");
    await expect(contact.getByRole("link", { name: "Google Maps" })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Calle\+Sim%C3%B3n\+Bol%C3%ADvar\+430/);
    await expect(contact.getByRole("link", { name: w.app })).toHaveAttribute("href", /^geo:21\.8044,-79\.9846\?q=/);
    await expect(contact.locator("iframe")).toHaveCount(0);

    // Where the box is on the page (focusing the map may scroll the page to it).
    const place = () => view.evaluate((e) => { const r = e.getBoundingClientRect(); return [r.x + scrollX, r.y + scrollY, r.width, r.height]; });
    const box = await place();
    await contact.getByRole("button", { name: w.load }).click();
    const frame = contact.locator("iframe");
    await expect(frame).toHaveAttribute("src", site.mapEmbedUrl);
    await expect(frame).toHaveAttribute("title", w.title);
    await expect(frame).toBeFocused();
    await expect.poll(() => thirdParty.filter((u) => u.startsWith("https://www.google.com/maps"))).not.toEqual([]);
    // Google's map takes the photo's place without moving anything.
    expect(await place()).toEqual(box);
    await expect(contact.getByRole("button", { name: w.load })).toHaveCount(0);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the map photo shows, and 'Load interactive map' is a plain link to Google Maps", async ({ page, baseURL }) => {
    const thirdParty = recordThirdParty(page, baseURL!);
    await page.goto("/es");
    const contact = page.locator("section#form-contact");
    await contact.scrollIntoViewIfNeeded();
    await expect(contact.locator(".contact__map-view img")).toBeVisible();
    await expect(contact.getByRole("link", { name: words.es.load })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    await expect(contact.locator("iframe")).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(thirdParty).toEqual([]);
  });
});
