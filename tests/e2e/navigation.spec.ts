import type { Page } from "@playwright/test";
import fs from "node:fs";
import { test, expect, visitBeforeScripts } from "../support/e2e/fixtures.ts";
import { nav, openLanguages, openNav, site, texts, visit } from "../support/e2e/site-facts.ts";
import { contactTexts } from "#app/features/requests/form/contact-texts.ts";

test.describe("navigation bar", () => {
  test("collapses behind a toggle below the large breakpoint", async ({ page }, testInfo) => {
    await visit(page, "/menu");
    const toggle = page.getByRole("button", { name: "Site navigation" });
    const home = page.getByRole("link", { name: "HOME", exact: true });
    if (testInfo.project.name === "mobile") {
      await expect(home).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(home).toBeVisible();
      await toggle.click();
      await expect(home).toBeHidden();
    } else {
      await expect(toggle).toBeHidden();
      await expect(home).toBeVisible();
    }
  });

  /** /menu on a slow phone, its scripts held back until `hydrate()` (visitBeforeScripts). */
  async function menuBeforeScripts(page: Page) {
    const { hydrate } = await visitBeforeScripts(page, "/menu");
    return { toggle: page.getByRole("button", { name: "Site navigation" }), hydrate };
  }

  test("a tap on the toggle before the page's scripts have arrived opens the navigation at once, and it stays open once they have", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "the toggle shows on small screens only");
    // On a slow phone the scripts arrive seconds after the page: the page's inline script
    // opens the bar itself, then hands the state to React (app/shell/performance/deferred-hydration.ts).
    const { toggle, hydrate } = await menuBeforeScripts(page);
    const home = page.getByRole("link", { name: "HOME", exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(home).toBeVisible();
    // Closed and opened again before the scripts: what counts is where the visitor left it.
    await toggle.click();
    await expect(home).toBeHidden();
    await toggle.click();
    await expect(home).toBeVisible();
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    await hydrate();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(home).toBeVisible();
    // React now holds the state: one tap closes it.
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(home).toBeHidden();
  });

  test("a tap on the toggle before the scripts, left closed, leaves it closed once they have", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "the toggle shows on small screens only");
    const { toggle, hydrate } = await menuBeforeScripts(page);
    await toggle.click();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await hydrate();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  });

  test("has the items of docs/product.md §2 in both languages", async ({ page }) => {
    for (const lang of ["en", "es"] as const) {
      const t = nav[lang];
      await visit(page, lang === "en" ? "/about" : "/es/about");
      const bar = await openNav(page, lang);
      await expect(bar.getByRole("link", { name: t.home, exact: true })).toHaveAttribute("href", lang === "en" ? "/" : "/es");
      await expect(bar.getByRole("button", { name: t.menu })).toBeVisible();
      await expect(bar.getByRole("button", { name: t.things })).toBeVisible();
      await expect(bar.getByRole("link", { name: t.about })).toBeVisible();
      await expect(bar.getByRole("link", { name: t.contact })).toBeVisible();
      await expect(bar.getByRole("button", { name: t.languages, exact: true })).toBeVisible();
    }
  });

  test("opens a dropdown with Enter or Space and closes it with Escape, giving the focus back", async ({ page }) => {
    await visit(page, "/about");
    const bar = await openNav(page);
    const button = bar.getByRole("button", { name: "MENU" });
    const photos = bar.getByRole("link", { name: "Menu Photos" });
    await expect(photos).toBeHidden();

    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(photos).toBeVisible();
    await expect(bar.getByRole("link", { name: "Menu Card" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(photos).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(photos).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(photos).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/photos");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.en.menu!.titulo!);
  });

  test("opens a dropdown by touch or mouse and closes it on a tap or click elsewhere", async ({ page }, testInfo) => {
    const touch = testInfo.project.name === "mobile";
    await visit(page, "/");
    const bar = await openNav(page);
    const button = bar.getByRole("button", { name: "THINGS TO DO in TRINIDAD" });
    if (touch) await button.tap();
    else await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(bar.getByRole("link", { name: "Homestay" })).toHaveAttribute("href", site.homestayUrl);
    const elsewhere = page.locator("section#location h2");
    if (touch) await elsewhere.tap();
    else await elsewhere.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("downloads the city map as a real PDF", async ({ page }) => {
    await visit(page, "/es/menu");
    const bar = await openNav(page, "es");
    await bar.getByRole("button", { name: "QUÉ HACER en TRINIDAD" }).click();
    const download = page.waitForEvent("download");
    await bar.getByRole("link", { name: "Mapa de Trinidad (PDF)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(site.cityMapPdf.split("/").pop());
    expect(fs.readFileSync(await file.path()).subarray(0, 5).toString()).toBe("%PDF-");
  });
});

test.describe("ABOUT US and CONTACT US", () => {
  for (const lang of ["en", "es"] as const) {
    const t = nav[lang];
    const home = lang === "en" ? "/" : "/es";
    for (const [item, anchor, heading] of [
      [t.about, "owners-section", texts[lang].owners!["owners-title"]!],
      [t.contact, "form-contact", texts[lang].contactus!.contact!],
    ] as const) {
      test(`${item} scrolls to #${anchor} on home`, async ({ page }) => {
        await visit(page, home);
        const bar = await openNav(page, lang);
        await bar.getByRole("link", { name: item }).click();
        await expect(page).toHaveURL(`${home}#${anchor}`);
        await expect(page.locator(`#${anchor}`).getByRole("heading", { name: heading })).toBeInViewport();
      });

      test(`${item} goes from another page to home at #${anchor}`, async ({ page }) => {
        await visit(page, lang === "en" ? "/photos" : "/es/photos");
        const bar = await openNav(page, lang);
        await bar.getByRole("link", { name: item }).click();
        await expect(page).toHaveURL(`${home}#${anchor}`);
        await expect(page.locator(`#${anchor}`).getByRole("heading", { name: heading })).toBeInViewport();
      });
    }
  }

  test("scrolling to anchors and to the top is smooth unless the visitor prefers reduced motion", async ({ page }) => {
    await visit(page, "/");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  });
});

test.describe("language switch", () => {
  test("shows the other language's flag and keeps the page, both ways", async ({ page }) => {
    await visit(page, "/menu");
    let bar = await openLanguages(page);
    const toSpanish = bar.getByRole("link", { name: "Español", exact: true });
    await expect(toSpanish).toHaveAttribute("hreflang", "es");
    await toSpanish.click();
    await expect(page).toHaveURL("/es/menu");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menú");
    await expect(page.getByText(texts.es.carta!.disclaimer!)).toBeVisible();

    bar = await openLanguages(page, "es");
    const toEnglish = bar.getByRole("link", { name: "English", exact: true });
    await expect(toEnglish).toHaveAttribute("hreflang", "en");
    await toEnglish.click();
    await expect(page).toHaveURL("/menu");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menu");
  });

  test("the flags are drawn: each other language's, from the stylesheet, beside its own name", async ({ page }) => {
    for (const [path, other] of [["/", "es"], ["/es", "en"]] as const) {
      await visit(page, path);
      const bar = await openLanguages(page, path === "/" ? "en" : "es");
      const flag = bar.locator(`.lang-switch .flag--${other}`);
      await expect(flag).toBeVisible();
      await expect(flag).toHaveCSS("background-image", /^url\("data:image\/svg\+xml/);
    }
    // Every published language by its own name: the browser tests' site publishes all six.
    const names = await page.locator("a.lang-switch").evaluateAll((links) => links.map((a) => [a.getAttribute("hreflang"), a.textContent]));
    expect(names).toEqual([["en", "English"], ["fr", "Français"], ["de", "Deutsch"], ["it", "Italiano"], ["ru", "Русский"]]);
    for (const lang of ["fr", "de", "it", "ru"]) await expect(page.locator(`.lang-switch .flag--${lang}`)).toHaveCSS("background-image", /^url\("data:image\/svg\+xml/);
  });

  test("the contact form is in the new language from the first paint, both ways", async ({ page }) => {
    // The page was rendered by the server in one language, its scripts are running, and the
    // visitor has not gone near the form: its code has not been needed yet.
    await visit(page, "/");
    const formText = () => page.locator("#form-contact").evaluate((el) => (el as HTMLElement).innerText);
    expect(await formText()).toContain(contactTexts.en.name);

    await (await openLanguages(page)).getByRole("link", { name: "Español", exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    // Read once, as the page first shows it (no waiting for a later change).
    const spanish = await formText();
    expect(spanish).toContain(contactTexts.es.name);
    expect(spanish).toContain(contactTexts.es.reset);
    expect(spanish).not.toContain(contactTexts.en.reset);

    await (await openLanguages(page, "es")).getByRole("link", { name: "English", exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const english = await formText();
    expect(english).toContain(contactTexts.en.name);
    expect(english).not.toContain(contactTexts.es.reset);
  });

  test("keeps the hash", async ({ page }) => {
    await visit(page, "/#team-section");
    const bar = await openLanguages(page);
    await bar.getByRole("link", { name: "Español", exact: true }).click();
    await expect(page).toHaveURL("/es#team-section");
    await expect(page.getByRole("heading", { name: texts.es.team!["team-title"]! })).toBeInViewport();
    const back = await openLanguages(page, "es");
    await back.getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL("/#team-section");
    await expect(page.getByRole("heading", { name: texts.en.team!["team-title"]! })).toBeInViewport();
  });
});

test.describe("scrolling", () => {
  test("an address with a hash opens at that section", async ({ page }) => {
    await visit(page, "/es#team-section");
    await expect(page.getByRole("heading", { name: texts.es.team!["team-title"]! })).toBeInViewport();
  });

  test("a page without a hash opens at the top", async ({ page }) => {
    await visit(page, "/photos");
    await page.getByRole("link", { name: "View Menu Card" }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole("link", { name: "View Menu Card" }).click();
    await expect(page).toHaveURL("/menu");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the back-to-top button appears beyond 120 px and scrolls smoothly to the top", async ({ page }) => {
    await visit(page, "/about");
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 120, behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(120);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: "instant" }));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});
