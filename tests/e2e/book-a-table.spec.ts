import type { Locator, Page } from "@playwright/test";
import { test, expect, expectAccessible } from "../support/e2e/fixtures.ts";
import { homePath, langs } from "../support/e2e/contact-page.ts";
import { modal } from "../support/e2e/reservation-modal.ts";
import { texts, visit } from "../support/e2e/site-facts.ts";
import { reservationTexts } from "#app/features/requests/form/reservation-texts.ts";

// "Book a table" (docs/product.md §2): in the hero and in the navigation bar (on a phone beside
// the toggle, without opening it), in both languages, on the first screen; one tap opens the
// contact form's 'Reserva' modal; without JavaScript the form comes with its box ticked and the
// reservation fields. The spec's news line stays, as text. The 404 page offers the menu, a table
// and the home page.

const book = { en: "Book a table", es: "Reservar mesa" } as const;
const bookingPath = { en: "/?book=1#form-contact", es: "/es?book=1#form-contact" } as const;

/** Whether the whole of `locator` is on the first screen, the page unscrolled. */
async function onFirstScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "is laid out").not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, "ends on the first screen").toBeLessThanOrEqual(page.viewportSize()!.height);
}

const hero = (page: Page) => page.locator("section.hero");
const bar = (page: Page) => page.locator("header.site-header");

for (const lang of langs) {
  test(`the hero shows its title and "Book a table" on the first screen, the news as a line of text (${lang})`, async ({ page }) => {
    await visit(page, homePath[lang]);
    await onFirstScreen(page, page.getByRole("heading", { level: 1, name: texts[lang].encabezado!.titulo! }));
    const heroBook = hero(page).getByRole("link", { name: book[lang] });
    await onFirstScreen(page, heroBook);
    await expect(heroBook).toHaveAttribute("href", bookingPath[lang]);
    // The news is the spec's text, not a pill that looks tappable: no fill, no rounded box.
    const news = hero(page).getByText(texts[lang].encabezado!.novedad!, { exact: true });
    await expect(news).toBeVisible();
    await expect(news).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(news).toHaveCSS("border-radius", "0px");
    await expect(news).toHaveCSS("box-shadow", "none");
    await page.screenshot({ path: `test-results/book-a-table/home-${lang}-${page.viewportSize()!.width}.png` });
  });

  test(`the navigation bar's "Book a table" is in view without opening the menu, on every page (${lang})`, async ({ page }) => {
    for (const path of ["/", "/photos", "/menu", "/about"]) {
      await visit(page, lang === "es" ? (path === "/" ? "/es" : `/es${path}`) : path);
      const link = bar(page).getByRole("link", { name: book[lang] });
      await expect(link).toBeVisible();
      await onFirstScreen(page, link);
      await expect(link).toHaveAttribute("href", bookingPath[lang]);
    }
  });

  test(`one tap on the hero's "Book a table" opens the reservation dialog (${lang})`, async ({ page }) => {
    await visit(page, homePath[lang]);
    await hero(page).getByRole("link", { name: book[lang] }).click();
    const m = modal(page, lang);
    await expect(m.dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${bookingPath[lang].replace("?", "\\?")}$`));
    await expect(m.date).toBeVisible();
    await expectAccessible(page);
    // 'Cerrar' with nothing saved leaves no reservation (docs/product.md §4).
    await m.close.click();
    await expect(m.dialog).toBeHidden();
    await expect(page.getByRole("checkbox", { name: reservationTexts[lang].checkbox })).not.toBeChecked();
    // Asked again from the same page, it opens again.
    await bar(page).getByRole("link", { name: book[lang] }).click();
    await expect(m.dialog).toBeVisible();
  });

  test(`"Book a table" in the bar of another page opens the dialog on the home page (${lang})`, async ({ page }) => {
    await visit(page, lang === "es" ? "/es/menu" : "/menu");
    await bar(page).getByRole("link", { name: book[lang] }).click();
    await expect(modal(page, lang).dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${bookingPath[lang].replace("?", "\\?")}$`));
  });

  test(`the booking address opened directly shows the dialog once the page is ready (${lang})`, async ({ page }) => {
    await visit(page, bookingPath[lang]);
    await expect(modal(page, lang).dialog).toBeVisible();
  });

  test(`the 404 page offers the menu, a table and the home page (${lang})`, async ({ page }) => {
    const response = await page.goto(lang === "es" ? "/es/no-such-page" : "/no-such-page");
    expect(response?.status()).toBe(404);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(lang === "es" ? "404 - Página no encontrada" : "404 - Page not found");
    await expect(main.getByRole("link", { name: lang === "es" ? "Ver la carta" : "See the menu" })).toHaveAttribute("href", lang === "es" ? "/es/menu" : "/menu");
    await expect(main.getByRole("link", { name: lang === "es" ? "Volver a la página de inicio" : "Back to the home page" })).toHaveAttribute("href", homePath[lang]);
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/book-a-table/404-${lang}-${page.viewportSize()!.width}.png` });
    await main.getByRole("link", { name: book[lang] }).click();
    await expect(modal(page, lang).dialog).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test(`"Book a table" leads to the form with the box ticked and the reservation fields (${lang})`, async ({ page }) => {
      await page.goto(homePath[lang]);
      await hero(page).getByRole("link", { name: book[lang] }).click();
      await expect(page).toHaveURL(new RegExp(`${bookingPath[lang].replace("?", "\\?")}$`));
      const r = reservationTexts[lang];
      const form = page.locator("form#contact-form");
      await expect(form.getByRole("checkbox", { name: r.checkbox })).toBeChecked();
      await expect(form.getByRole("group", { name: r.title })).toBeVisible();
      // The home page without the query: the box as the spec leaves it, unticked.
      await page.goto(homePath[lang]);
      await expect(page.locator("form#contact-form").getByRole("checkbox", { name: r.checkbox })).not.toBeChecked();
    });
  });
}
