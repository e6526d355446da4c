import { test, expect, expectNoAxeViolations, visitBeforeScripts } from "../support/e2e/fixtures.ts";

const cards = {
  en: ["Breakfast", "Tapas", "Cocktails", "Main courses", "Pasta", "Red wines", "Rosé wines", "White wines", "Drinks"],
  es: ["Desayunos", "Tapas", "Cócteles", "Platos principales", "Pastas", "Vinos tintos", "Vinos rosados", "Vinos blancos", "Bebidas"],
};

const pages = [
  { path: "/menu", lang: "en", heading: "Menu", cards: "Menu cards", alt: "Menu card: ", zoom: ": open the card full size", pdf: "Download PDF Version", price: "€5.00", note: /^Menu updated on \d{1,2} \w+ \d{4}$/ },
  { path: "/es/menu", lang: "es", heading: "Menú", cards: "Cartas del menú", alt: "Carta: ", zoom: ": abrir la carta a tamaño completo", pdf: "Descargar versión PDF", price: "5,00\u00a0€", note: /^Carta actualizada el \d{1,2} de \w+ de \d{4}$/ },
] as const;

for (const p of pages) {
  test(`${p.path} shows the nine card images, the PDF link and the same menu as text`, async ({ page, request }) => {
    // A fresh DATA_DIR: the server draws the 18 card images and 2 PDFs at start-up,
    // which on a busy 2-core machine can outlast the default 30 s.
    test.slow();
    await page.goto(p.path);
    await expect(page.getByRole("heading", { level: 1, name: p.heading })).toBeVisible();
    await expect(page.locator(".menu-update-note")).toHaveText(p.note);

    const list = page.getByRole("list", { name: p.cards });
    const images = list.getByRole("img");
    await expect(images).toHaveCount(9);
    // Below the menu as text: each card loads as it comes near (docs/product.md §14).
    for (const n of [0, 1, 8]) await expect(images.nth(n)).toHaveAttribute("loading", "lazy");
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(0);
    for (const [i, title] of cards[p.lang].entries()) {
      const image = images.nth(i);
      await expect(image).toHaveAccessibleName(`${p.alt}${title}`);
      // Each card opens full size, for zooming on a phone.
      await expect(list.getByRole("link", { name: `${title}${p.zoom}` })).toHaveAttribute("href", (await image.getAttribute("src"))!);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1000);
    }

    const pdf = page.getByRole("link", { name: p.pdf });
    const response = await request.get((await pdf.getAttribute("href"))!);
    expect(response.headers()["content-type"]).toBe("application/pdf");

    for (const title of cards[p.lang]) await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    const tapas = page.getByRole("region", { name: cards[p.lang][1] });
    await expect(tapas.getByRole("listitem").first()).toContainText(p.price);

    // The page holds the site's Restaurant and the menu's own Menu.
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const jsonLd = blocks.map((text) => JSON.parse(text)).find((block) => block["@type"] === "Menu");
    expect(jsonLd).toMatchObject({ "@type": "Menu", inLanguage: p.lang });
    // The cards, after today's specials when there are some: menu-today.spec.ts sets a block
    // for today on the same server, maybe while this test runs (one block a day at most).
    const sections: string[] = jsonLd.hasMenuSection.map((s: { name: string }) => s.name);
    expect(sections.slice(-cards[p.lang].length)).toEqual(cards[p.lang]);
    expect(sections.length - cards[p.lang].length).toBeLessThanOrEqual(1);

    await expectNoAxeViolations(page);
  });
}

// docs/product.md §14: on a phone the menu as text, its prices, the filter and the currency come
// within the first two screens, at body size; the printed cards follow the text. The back-to-top
// button never lies over the menu.
for (const p of pages) {
  test(`${p.path} puts the prices, the filter and the currency first, readable, and the cards after them`, async ({ page }, testInfo) => {
    test.slow();
    const phone = testInfo.project.name.startsWith("mobile");
    await page.goto(p.path);
    const top = (selector: string) => page.locator(selector).first().evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
    const twoScreens = 2 * 667;
    const firstPrice = await top(".text-menu__price");
    // The currency choice sits under the text's heading (it shows once the owners set rates).
    for (const selector of [".menu-filter", "#menu-as-text", ".text-menu__price"]) {
      expect(await top(selector), selector).toBeLessThan(twoScreens);
    }
    // The cards come after the whole text menu.
    const textEnd = await page.locator(".text-menu").evaluate((e) => e.getBoundingClientRect().bottom + window.scrollY);
    expect(await top(".menu-card-images")).toBeGreaterThan(textEnd);
    expect(firstPrice).toBeLessThan(textEnd);
    if (phone) {
      for (const selector of [".text-menu__name", ".text-menu__price", ".text-menu__description"]) {
        const size = await page.locator(selector).first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
        expect(size, selector).toBeGreaterThanOrEqual(16);
      }
    }

    // Halfway down the text menu, the back-to-top button shows beside the menu, never over it.
    await page.locator(".text-menu__card").nth(4).scrollIntoViewIfNeeded();
    const button = page.locator(".back-to-top");
    await expect(button).toBeVisible();
    await expect(button).toHaveCSS("opacity", "1");
    const buttonLeft = await button.evaluate((e) => e.getBoundingClientRect().left);
    const rightmost = await page
      .locator(".menu-content")
      .evaluate((root) => Math.max(...[...root.querySelectorAll(".text-menu__item, .text-menu__title, .menu-filter, #menu-as-text")].map((e) => e.getBoundingClientRect().right)));
    expect(rightmost).toBeLessThanOrEqual(buttonLeft);
    await expectNoAxeViolations(page);
  });
}

// docs/decisions/0024-text-sent-once.md: the menu as text comes in the HTML only, not again in the
// hydration data. The page keeps the server's block as it hydrates; a navigation in the browser
// draws it from that navigation's data, once.
test("the menu as text is kept from the HTML as the page hydrates, and drawn once from the data of a navigation in the browser", async ({ page }) => {
  test.slow();
  const { hydrate } = await visitBeforeScripts(page, "/es/menu");
  const names = page.locator(".text-menu__name");
  // textContent: on a phone the cards far below the screen are not rendered yet (text-menu.css).
  const served = await names.allTextContents();
  expect(served.length).toBeGreaterThan(50);
  // Marks on the server's block and on the document: React must leave the one, the navigation the other.
  await page.locator(".text-menu").evaluate((block) => block.setAttribute("data-from-server", ""));
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await hydrate();
  await expect(page.locator(".text-menu")).toHaveAttribute("data-from-server", "");
  expect(await names.allTextContents()).toEqual(served);

  // To another page and back, both in the browser: /es/menu's data comes from its `.data`.
  const toggle = page.getByRole("button", { name: "Navegación del sitio" });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole("link", { name: "SOBRE NOSOTROS" }).click();
  await expect(page).toHaveURL(/\/es#owners-section$/);
  await expect(names).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/es\/menu$/);
  await expect.poll(() => names.allTextContents()).toEqual(served);
  await expect(page.locator(".text-menu")).toHaveCount(1);
  await expect(page.locator(".text-menu")).not.toHaveAttribute("data-from-server");
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
