import type { Page, Request } from "@playwright/test";
import { meta } from "#db/schema.ts";
import { ratesMetaKeys } from "#app/features/menu/rules/currencies.ts";
import { expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { expect, followAdminNav, signIn, test, withDb } from "../support/e2e/admin-fixtures.ts";
import { menuMarksTexts } from "#app/features/menu/marks/menu-marks-texts.ts";

// Prices in euros, dollars and pesos (docs/owners-guide.md, "Currency rates"), in a real Chromium at 375 and
// 1280 px, in both languages: the visitor switches the text menu's currency with and without
// JavaScript and finds it remembered; an owner sets the rates from a phone-sized screen.
// The rates are one setting of the whole site and the owner's test changes them while the
// visitors' tests run: those check the form of the prices ("≈ 5.40 USD"), not the amounts.

const texts = {
  en: { menu: "/menu", switch: "Currency of the prices", text: "The menu as text", croquettes: "Homemade ham croquettes", euros: /^€5\.00$/, line: /1\s€ ≈ [\d.,]+\sUSD, 1\s€ ≈ [\d.,]+\sCUP, rates of \d{1,2} [A-Z][a-z]+ \d{4}; prices for reference and may change daily/ },
  es: { menu: "/es/menu", switch: "Moneda de los precios", text: "La carta en texto", croquettes: "Croquetas caseras de jamón", euros: /^5,00\s€$/, line: /1\s€ ≈ [\d.,]+\sUSD, 1\s€ ≈ [\d.,]+\sCUP, tasas del \d{1,2} de [a-z]+ de \d{4}; precios orientativos, pueden cambiar a diario/ },
} as const;

/** Rates for the visitors' tests, when the owner's test has not saved any yet (never replacing its own). */
test.beforeAll(async () => {
  await withDb(async (db) => {
    const facts = [
      { key: ratesMetaKeys.USD, value: "1.08" },
      { key: ratesMetaKeys.CUP, value: "410" },
      { key: ratesMetaKeys.date, value: "2026-11-25" },
    ];
    await db.insert(meta).values(facts).onConflictDoNothing();
  });
});

function croquettesPrice(page: Page, lang: "en" | "es") {
  return page.getByRole("listitem").filter({ hasText: texts[lang].croquettes }).locator(".text-menu__price");
}

async function switchCurrency(page: Page, lang: "en" | "es", code: "EUR" | "USD" | "CUP") {
  await page.getByRole("navigation", { name: texts[lang].switch }).getByRole("link", { name: code }).click();
  await page.waitForURL(`**${texts[lang].menu}?currency=${code.toLowerCase()}#menu-as-text`);
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });
    for (const lang of ["en", "es"] as const) {
      test(`(${lang}) the visitor sees the menu in dollars or pesos, remembered on the next visit`, async ({ page }, testInfo) => {
        test.slow();
        const t = texts[lang];
        await page.goto(t.menu);
        const choice = page.getByRole("navigation", { name: t.switch });
        await expect(choice.getByRole("link", { name: "EUR" })).toHaveAttribute("aria-current", "true");
        await expect(croquettesPrice(page, lang)).toHaveText(t.euros);

        await switchCurrency(page, lang, "USD");
        await expect(croquettesPrice(page, lang)).toHaveText(/^≈\s\d+[.,]\d\d\sUSD$/);
        await expect(page.getByText(t.line)).toBeVisible();
        await expect(choice.getByRole("link", { name: "USD" })).toHaveAttribute("aria-current", "true");
        // The currency is no filter: the page does not say part of its address was ignored.
        await expect(page.getByText(menuMarksTexts[lang].ignored)).toHaveCount(0);
        // axe runs in the page: only where scripts may run.
        if (javaScript) await expectNoAxeViolations(page);
        await page.screenshot({ path: testInfo.outputPath(`menu-usd-${lang}${javaScript ? "" : "-no-js"}.png`), fullPage: false });

        // The next visit of the plain address: still dollars.
        await page.goto(t.menu);
        await expect(croquettesPrice(page, lang)).toHaveText(/\sUSD$/);

        await switchCurrency(page, lang, "CUP");
        await expect(croquettesPrice(page, lang)).toHaveText(/^≈\s[\d.,]+\sCUP$/);
        await expect(croquettesPrice(page, lang)).not.toHaveText(/[.,]\d\d\sCUP$/);

        await switchCurrency(page, lang, "EUR");
        await page.goto(t.menu);
        await expect(croquettesPrice(page, lang)).toHaveText(t.euros);
      });
    }
  });
}

test("a filtered menu stays filtered in the other currency", async ({ page }) => {
  await page.goto("/menu?diet=vegetarian");
  const result = page.getByRole("status").filter({ hasText: /^\d+ of \d+ dishes: vegetarian\./ });
  await expect(result).toBeVisible();
  await page.getByRole("navigation", { name: texts.en.switch }).getByRole("link", { name: "USD" }).click();
  await page.waitForURL("**/menu?diet=vegetarian&currency=usd#menu-as-text");
  await expect(result).toBeVisible();
  await expect(page.locator(".text-menu__price").first()).toHaveText(/≈\s\d+[.,]\d\d\sUSD$/);
  await expect(page.getByRole("navigation", { name: texts.en.switch }).getByRole("link", { name: "USD" })).toHaveAttribute("aria-current", "true");
});

/** The croquettes' price in the service worker's kept copy of `url` (the Cache API is shared with the page). */
function keptCroquettesPrice(page: Page, url: string) {
  return page.evaluate(
    async ({ url, name }) => {
      const kept = await caches.match(url);
      if (!kept) return null;
      const html = new DOMParser().parseFromString(await kept.text(), "text/html");
      const item = [...html.querySelectorAll(".text-menu__item")].find((li) => li.textContent?.includes(name));
      return item?.querySelector(".text-menu__price")?.textContent ?? null;
    },
    { url, name: texts.en.croquettes },
  );
}

// The service worker keeps the menu for offline reading soon after a first visit. Its fetch,
// asked in euros, may answer after the visitor has switched to dollars (a slow connection, a
// busy server): it must not land over the dollar copy (app/shell/offline/kept-pages-order.ts).
test("a menu fetched for offline reading before the switch to dollars never replaces the dollars", async ({ page, context }) => {
  test.slow();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Request[] = [];
  // Every fetch of /menu the worker makes is answered as the server answers it then (in euros,
  // before the switch), but only once the switch is done.
  await context.route(/\/menu$/, async (route) => {
    if (!route.request().serviceWorker()) return route.continue();
    held.push(route.request());
    const answer = await route.fetch();
    await released;
    await route.fulfill({ response: answer });
  });
  await page.goto("/menu");
  await expect.poll(() => held.length, { timeout: 45_000 }).toBeGreaterThan(0);
  await switchCurrency(page, "en", "USD");
  await expect(croquettesPrice(page, "en")).toHaveText(/\sUSD$/);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 45_000 });
  // The dollar page is kept as the menu (or the euro copies dropped) before the euro answers arrive.
  await expect.poll(() => keptCroquettesPrice(page, "/menu?currency=usd"), { timeout: 45_000 }).toMatch(/\sUSD$/);
  release();
  await context.unrouteAll({ behavior: "wait" });
  await Promise.all(held.map(async (request) => (await request.response())?.finished()));
  // The worker writes its copies one after the other: once a later answer is kept, the euro
  // answers have been written or refused.
  await page.evaluate(() => fetch("/about"));
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match("/about"))), { timeout: 45_000 }).toBe(true);
  expect(await keptCroquettesPrice(page, "/menu")).not.toMatch(/€/);

  // Offline, the next visit: still dollars.
  await context.setOffline(true);
  await page.goto("/menu");
  await expect(croquettesPrice(page, "en")).toHaveText(/\sUSD$/);
  await context.setOffline(false);
});

const owner = {
  en: {
    nav: "Menu",
    area: "Owners' area",
    link: "Currency rates (dollars, pesos)",
    title: "Currency rates",
    usd: "US dollars for 1 euro",
    cup: "Cuban pesos (CUP) for 1 euro",
    save: "Save rates",
    confirm: "Yes, these rates are right: save them",
    saved: /^Saved with today's date\./,
    notNumber: "Write a number, such as 1.08.",
    far: /More than 1\.5 times away from the last rate/,
  },
  es: {
    nav: "Carta",
    area: "Área de los dueños",
    link: "Tasas de cambio (dólares, pesos)",
    title: "Tasas de cambio",
    usd: "Dólares estadounidenses por 1 euro",
    cup: "Pesos cubanos (CUP) por 1 euro",
    save: "Guardar tasas",
    confirm: "Sí, estas tasas son correctas: guardarlas",
    saved: /^Guardado con la fecha de hoy\./,
    notNumber: "Escribe un número, como 1,08.",
    far: /Se aleja más de 1,5 veces de la tasa anterior \(1,08\)/,
  },
} as const;

/** Saves the rates, ticking the confirmation when the form asks for it (another run may have left others). */
async function saveRates(page: Page, lang: "en" | "es", usd: string, cup: string) {
  const t = owner[lang];
  await page.getByRole("textbox", { name: t.usd }).fill(usd);
  await page.getByRole("textbox", { name: t.cup }).fill(cup);
  await page.getByRole("button", { name: t.save }).click();
  const saved = page.getByRole("status").filter({ hasText: t.saved });
  const confirm = page.getByRole("checkbox", { name: t.confirm });
  // A save redraws the card images and the PDFs before it answers: seconds on a small machine, tens
  // of seconds on a busy one (34–51 s with two suites running). No limit of its own (timeout: 0):
  // the test's, which test.slow() triples, bounds it.
  await expect(saved.or(confirm)).toBeVisible({ timeout: 0 });
  if (await confirm.isVisible()) {
    await confirm.check();
    await page.getByRole("button", { name: t.save }).click();
  }
  await expect(saved).toBeVisible({ timeout: 0 });
}

test.describe("the owners' rates", () => {
  // One language after the other: both change the one setting, and the confirmation depends on the last rate.
  test.describe.configure({ mode: "serial" });
  for (const lang of ["en", "es"] as const) {
    test(`(${lang}) an owner sets the rates from a phone, with a message beside a wrong one and a confirmation for a far one`, async ({ page, owner: account }, testInfo) => {
      test.slow();
      test.skip(testInfo.project.name !== "mobile", "the owners' rates are set from a phone; one project changes the one setting");
      const t = owner[lang];
      await signIn(page, account, lang);
      // On a phone the menu editor is under More (app/features/admin/shell/nav.ts).
      await followAdminNav(page, t.area, t.nav);
      const link = page.getByRole("link", { name: t.link });
      // A quiet link under the pointer stays readable.
      await link.hover();
      await expectNoAxeViolations(page);
      await link.click();
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();

      const usd = page.getByRole("textbox", { name: t.usd });
      await usd.fill("abc");
      await page.getByRole("button", { name: t.save }).click();
      await expect(usd).toHaveAccessibleDescription(new RegExp(t.notNumber.replace(/[.()]/g, "\\$&")));
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`rates-error-${lang}.png`), fullPage: true });

      await saveRates(page, lang, lang === "en" ? "1.08" : "1,08", "410");
      // Ten times the rate: asked to confirm, saved only once ticked.
      await usd.fill("10.8");
      await page.getByRole("button", { name: t.save }).click();
      await expect(usd).toHaveAccessibleDescription(t.far);
      const confirm = page.getByRole("checkbox", { name: t.confirm });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`rates-confirm-${lang}.png`), fullPage: true });
      await confirm.check();
      await page.getByRole("button", { name: t.save }).click();
      await expect(page.getByRole("status")).toHaveText(t.saved, { timeout: 0 });
      await page.screenshot({ path: testInfo.outputPath(`rates-saved-${lang}.png`), fullPage: true });

      await page.goto(`${texts[lang].menu}?currency=usd`);
      await expect(croquettesPrice(page, lang)).toHaveText(lang === "en" ? /^≈\s54\.00\sUSD$/ : /^≈\s54,00\sUSD$/);

      await page.goto(lang === "en" ? "/admin/menu/rates" : "/es/admin/menu/rates");
      await saveRates(page, lang, "1.08", "410");
    });
  }
});
