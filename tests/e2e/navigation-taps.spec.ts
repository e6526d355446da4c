import type { Locator, Page } from "@playwright/test";
import { test, expect } from "../support/e2e/fixtures.ts";
import { nav, openNav, site, visit } from "../support/e2e/site-facts.ts";

// docs/decisions/0023-every-control-answers-the-first-tap.md: with a dropdown open, every item of
// the navigation answers the first tap. On a phone the open dropdown pushes the items below it
// down; it must not close (and move them back up) before the tap's click lands. Each item is
// tapped once, with each dropdown open, in both languages, at 375 px (a tap) and 1280 px (a click).

type Lang = "en" | "es";
const prefix = { en: "", es: "/es" } as const;
const book = { en: "Book a table", es: "Reservar mesa" } as const;

/** What one press on an item must have done. */
type Item = { name: string; /** The dropdown it sits in. */ in?: "menu" | "things"; press(page: Page, item: Locator): Promise<void>; answered(page: Page): Promise<void> };

const at = (path: string) => async (page: Page) => expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));

function items(lang: Lang, bar: (page: Page) => Locator): Item[] {
  const t = nav[lang];
  const p = prefix[lang];
  const toggle = (name: string) => (page: Page) => bar(page).getByRole("button", { name, exact: true });
  return [
    { name: t.home, press: tapOrClick, answered: at(p || "/") },
    { name: t.menu, press: tapOrClick, answered: async (page) => expect(toggle(t.menu)(page)).toHaveAttribute("aria-expanded", "true") },
    { name: t.photos, in: "menu", press: tapOrClick, answered: at(`${p}/photos`) },
    { name: t.card, in: "menu", press: tapOrClick, answered: at(`${p}/menu`) },
    { name: t.things, press: tapOrClick, answered: async (page) => expect(toggle(t.things)(page)).toHaveAttribute("aria-expanded", "true") },
    { name: t.homestay, in: "things", press: tapOrClick, answered: async (page) => expect(page).toHaveURL(new URL(site.homestayUrl).href) },
    {
      name: t.map,
      in: "things",
      // A download: the page stays, the file comes.
      press: async (page, item) => {
        const download = page.waitForEvent("download");
        await tapOrClick(page, item);
        expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
      },
      answered: async () => {},
    },
    { name: t.about, press: tapOrClick, answered: at(`${p || "/"}#owners-section`) },
    { name: t.contact, press: tapOrClick, answered: at(`${p || "/"}#form-contact`) },
    // The language switch: with every language published (tests/support/e2e/e2e-setup.ts), a list that opens.
    { name: t.languages, press: tapOrClick, answered: async (page) => expect(toggle(t.languages)(page)).toHaveAttribute("aria-expanded", "true") },
    { name: book[lang], press: tapOrClick, answered: at(`${p || "/"}?book=1#form-contact`) },
  ];
}

/** A finger on a phone (touch events, then the click the browser makes of them); a mouse on a computer. */
async function tapOrClick(page: Page, item: Locator) {
  if (page.viewportSize()!.width < 992) await item.tap();
  else await item.click();
}

/** The item by its accessible name, wherever it sits in the bar (a link or a dropdown's button). */
function itemIn(bar: Locator, name: string): Locator {
  return bar.getByRole("link", { name, exact: true }).or(bar.getByRole("button", { name, exact: true }));
}

for (const lang of ["en", "es"] as const) {
  for (const dropdown of ["menu", "things"] as const) {
    test(`with ${dropdown === "menu" ? "MENU" : "THINGS TO DO"} open, each item answers the first tap (${lang})`, async ({ page }) => {
      test.slow();
      const t = nav[lang];
      const header = (pg: Page) => pg.locator("header.site-header");
      // The homestay is another site: answered here, so the test needs no network.
      const homestay = new URL(site.homestayUrl);
      await page.route((url) => url.hostname === homestay.hostname, (route) => route.fulfill({ contentType: "text/html", body: "<title>Homestay</title>" }));
      for (const item of items(lang, header)) {
        // The toggle of the open dropdown closes it: that answer is checked on the other dropdown's
        // run. The other dropdown's links are hidden while it is closed.
        if (item.name === t[dropdown] || (item.in && item.in !== dropdown)) continue;
        await visit(page, `${prefix[lang]}/about`);
        const bar = await openNav(page, lang);
        const opener = bar.getByRole("button", { name: t[dropdown], exact: true });
        await tapOrClick(page, opener);
        await expect(opener).toHaveAttribute("aria-expanded", "true");
        await item.press(page, itemIn(header(page), item.name));
        await item.answered(page);
      }
    });
  }
}
