import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { expect, followAdminNav, signIn, test } from "../support/e2e/admin-fixtures.ts";

// docs/product.md §14.10 in the browser: an owner ticks an item's diets and allergens in the
// menu editor (a phone in Spanish, a computer in English) and the public menu shows them; a
// visitor filters the menu with its plain GET form, with and without JavaScript. Each
// project edits its own item, so the two never meet.

const words = {
  en: {
    menu: "Menu",
    nav: "Owners' area",
    editCard: (title: string) => `Edit the card “${title}”`,
    items: "Items",
    edit: (name: string) => `Edit “${name}”`,
    marks: "Diets and allergens",
    save: "Save the item",
    saved: "Saved. The menu images and PDF are redrawn; the menu page shows the change at its next view.",
    vegetarian: "vegetarian",
    vegan: "vegan",
    nuts: "nuts",
    contains: "Contains:",
    contradict: /^These marks contradict each other/,
    filter: "Filter by diet or allergen",
    apply: "Show these dishes",
    showAll: "Show the whole menu",
    result: /^\d+ of 55 dishes: vegetarian, without nuts\./,
    cards: "Menu cards",
  },
  es: {
    menu: "Carta",
    nav: "Área de los dueños",
    editCard: (title: string) => `Editar la sección «${title}»`,
    items: "Productos",
    edit: (name: string) => `Editar «${name}»`,
    marks: "Dietas y alérgenos",
    save: "Guardar el producto",
    saved: "Guardado. Las imágenes de la carta y el PDF se vuelven a dibujar; la página de la carta muestra el cambio desde su siguiente visita.",
    vegetarian: "vegetariano",
    vegan: "vegano",
    nuts: "frutos de cáscara",
    contains: "Contiene:",
    contradict: /^Estas marcas se contradicen/,
    filter: "Filtrar por dieta o alérgeno",
    apply: "Mostrar estos platos",
    showAll: "Ver toda la carta",
    result: /^\d+ de 55 platos: vegetariano, sin frutos de cáscara\./,
    cards: "Cartas del menú",
  },
} as const;

const plan = {
  mobile: { lang: "es", card: "Tapas", item: "Yuca frita con mojo", withMilk: "Croquetas caseras de jamón", path: "/es/menu" },
  desktop: { lang: "en", card: "Breakfast", item: "Tropical fruit plate", withMilk: "Pancakes with honey", path: "/menu" },
} as const;

const itemsOf = (page: Page, lang: "en" | "es") => page.getByRole("region", { name: words[lang].items }).getByRole("listitem");

test("an owner marks an item vegetarian and containing nuts; the public menu shows both, in its legend too", async ({ page, owner }, testInfo) => {
  test.slow();
  const { lang, card, item: name, withMilk, path } = plan[testInfo.project.name as keyof typeof plan];
  const w = words[lang];
  await signIn(page, owner, lang);
  // On a phone the menu editor is under More (app/features/admin/shell/nav.ts).
  await followAdminNav(page, w.nav, w.menu);
  await page.getByRole("link", { name: w.editCard(card) }).click();

  // A contradiction (a vegan dish with milk) is refused beside the marks, nothing saved.
  const milky = itemsOf(page, lang).filter({ has: page.getByRole("heading", { name: withMilk }) });
  await milky.getByText(w.edit(withMilk)).click();
  await milky.getByText(w.marks).click();
  await milky.getByRole("checkbox", { name: w.vegan, exact: true }).check();
  await milky.getByRole("button", { name: w.save }).click();
  await expect(milky.getByText(w.contradict)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();

  const item = itemsOf(page, lang).filter({ has: page.getByRole("heading", { name }) });
  await item.getByText(w.edit(name)).click();
  const marks = item.locator("details.admin-marks");
  await expect(marks).not.toHaveAttribute("open");
  await marks.getByText(w.marks).click();
  await marks.getByRole("checkbox", { name: w.vegetarian, exact: true }).check();
  await marks.getByRole("checkbox", { name: w.nuts, exact: true }).check();
  await expectNoAxeViolations(page);
  await testInfo.attach(`editor-${testInfo.project.name}-${lang}`, { body: await page.screenshot({ fullPage: false }), contentType: "image/png" });
  await item.getByRole("button", { name: w.save }).click();
  await expect(item.getByRole("status")).toHaveText(w.saved, { timeout: 0 });

  // The saved form starts again from the saved marks.
  await page.reload();
  const again = itemsOf(page, lang).filter({ has: page.getByRole("heading", { name }) });
  await again.getByText(w.edit(name)).click();
  await again.getByText(w.marks).click();
  await expect(again.getByRole("checkbox", { name: w.vegetarian, exact: true })).toBeChecked();
  await expect(again.getByRole("checkbox", { name: w.nuts, exact: true })).toBeChecked();

  await page.goto(path);
  const shown = page.locator(".text-menu__item").filter({ hasText: name });
  await expect(shown.locator(".menu-marks")).toContainText(w.vegetarian);
  await expect(shown.locator(".menu-marks")).toContainText(`${w.contains} `);
  await expect(shown.locator(".menu-marks")).toContainText(w.nuts);
  await expect(page.locator(".menu-legend")).toContainText(w.nuts);
});

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    for (const lang of ["en", "es"] as const) {
      test(`${lang}: a visitor filters the menu by diet and allergen, and goes back to the whole menu`, async ({ page }, testInfo) => {
        test.slow();
        const w = words[lang];
        const path = lang === "en" ? "/menu" : "/es/menu";
        await page.goto(path);
        const filter = page.getByRole("region", { name: w.filter });
        await filter.getByText(w.filter).click();
        await filter.getByRole("checkbox", { name: w.vegetarian, exact: true }).check();
        await filter.getByRole("checkbox", { name: w.nuts, exact: true }).check();
        await filter.getByRole("button", { name: w.apply }).click();

        await expect(page).toHaveURL(new RegExp(`${path}\\?diet=vegetarian&without=nuts$`));
        await expect(filter.getByRole("status")).toHaveText(new RegExp(w.result.source + ` ${w.showAll}$`));
        const names = await page.locator(".text-menu__name").allInnerTexts();
        expect(names).toContain(lang === "en" ? "Cuban breakfast" : "Desayuno cubano");
        expect(names).not.toContain(lang === "en" ? "Rooftop sunset" : "Atardecer en la azotea");
        expect(names).not.toContain("Ropa vieja");
        await expect(page.getByRole("list", { name: w.cards })).toHaveCount(0);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
        // The form, folded so the dishes come first, shows what is on.
        await filter.getByText(w.filter).click();
        await expect(filter.getByRole("checkbox", { name: w.vegetarian, exact: true })).toBeChecked();
        await expect(filter.getByRole("checkbox", { name: w.nuts, exact: true })).toBeChecked();
        // axe runs as a script in the page: only where scripts run.
        if (javaScriptEnabled) await expectNoAxeViolations(page);
        await testInfo.attach(`filtered-${testInfo.project.name}-${lang}-js-${javaScriptEnabled}`, {
          body: await page.screenshot({ fullPage: false }),
          contentType: "image/png",
        });

        await filter.getByRole("link", { name: w.showAll }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole("list", { name: w.cards })).toBeVisible();
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
        await page.locator(".menu-legend").scrollIntoViewIfNeeded();
        await testInfo.attach(`legend-${testInfo.project.name}-${lang}-js-${javaScriptEnabled}`, {
          body: await page.screenshot({ fullPage: false }),
          contentType: "image/png",
        });
      });
    }
  });
}
