import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { expect, expectRefusedPosts, signIn, test, uniqueTag } from "../support/e2e/admin-fixtures.ts";

// docs/product.md §14.7, §14.8: from a phone-sized screen, an owner marks an item "not today" and
// sets today's specials; the public menu shows both, in both languages, at 375 and 1280 px.
// The specials are one block a day, so the phone project owns them; the desktop project
// switches another card's item without JavaScript.

const shots = process.env.MENU_TODAY_SHOTS;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false });
}

/** Scrolls the text menu's item into view and returns it. */
async function textMenuItem(page: Page, name: string) {
  const item = page.locator(".text-menu__item", { has: page.locator(".text-menu__name", { hasText: name }) }).first();
  await item.scrollIntoViewIfNeeded();
  return item;
}

test("an owner marks an item not today and sets today's specials from a phone; the menu shows both in both languages", async ({ page, owner }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "one block of specials a day: the phone project sets it");
  test.slow();
  const tag = uniqueTag();
  await signIn(page, owner, "es");

  // The menu editor → the tapas card → the first item's switch.
  await page.goto("/es/admin/menu");
  await page.getByRole("link", { name: "Editar la sección «Tapas»" }).click();
  const first = page.getByRole("region", { name: "Productos" }).getByRole("listitem").first();
  const name = (await first.getByRole("heading", { level: 3 }).textContent())!.replace(/^\d+\.\s*/, "").trim();
  const toggle = first.getByRole("button", { name: `Hoy no: ${name}` });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  const box = await toggle.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(first.getByText(/Marcado como no disponible hasta \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, la próxima apertura\./)).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "admin-not-today-375-es");

  // Today's specials, linked from the menu editor.
  await page.goto("/es/admin/menu");
  await page.getByRole("link", { name: "Especiales del día" }).click();
  await page.waitForURL("**/es/admin/menu/specials");
  await expect(page.getByRole("heading", { level: 1, name: "Especiales del día" })).toBeVisible({ timeout: 15_000 });
  // A special without its Spanish name and with a wrong price: answered beside the fields.
  await page.getByLabel("Título (inglés)").fill(`Chef's specials ${tag}`);
  await page.getByLabel("Título (español)").fill(`Especiales del chef ${tag}`);
  const row = page.getByRole("group", { name: "Especial 1" });
  await row.getByLabel("Nombre (inglés)").fill("Grilled lobster");
  await row.getByLabel("Precio (€)").fill("abc");
  await page.getByRole("button", { name: "Guardar los especiales" }).click();
  await expect(row.getByText("Escribe el nombre.")).toBeVisible();
  await expect(row.getByText("El precio debe ser un número, por ejemplo 4,50.")).toBeVisible();
  await expectNoAxeViolations(page);
  await row.getByLabel("Nombre (español)").fill("Langosta a la plancha");
  await row.getByLabel("Descripción (español, opcional)").fill("Con mantequilla de ajo");
  await row.getByLabel("Descripción (inglés, opcional)").fill("With garlic butter");
  await row.getByLabel("Precio (€)").fill("18,50");
  await page.getByRole("button", { name: "Guardar los especiales" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Especiales del \d{2}\/\d{2}\/\d{4} guardados\./ })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "admin-specials-375-es");

  const english = await (async () => {
    await page.goto("/admin/menu/tapas");
    return (await page.getByRole("region", { name: "Items" }).getByRole("listitem").first().getByRole("heading", { level: 3 }).textContent())!
      .replace(/^\d+\.\s*/, "")
      .trim();
  })();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    for (const lang of ["es", "en"] as const) {
      await page.goto(lang === "es" ? "/es/menu" : "/menu");
      const specials = page.getByRole("region", { name: lang === "es" ? `Especiales del chef ${tag}` : `Chef's specials ${tag}` });
      await expect(specials).toBeVisible();
      await expect(specials).toContainText(lang === "es" ? "Especiales de hoy" : "Today's specials");
      await expect(specials).toContainText(lang === "es" ? "Langosta a la plancha18,50 €Con mantequilla de ajo" : "Grilled lobster€18.50With garlic butter");
      // Above the card images.
      const cards = page.getByRole("list", { name: lang === "es" ? "Cartas del menú" : "Menu cards" });
      expect((await specials.boundingBox())!.y).toBeLessThan((await cards.boundingBox())!.y);
      await shot(page, `menu-specials-${width}-${lang}`);
      const item = await textMenuItem(page, lang === "es" ? name : english);
      await expect(item).toContainText(lang === "es" ? "Hoy no disponible" : "Not available today");
      await shot(page, `menu-not-today-${width}-${lang}`);
      await expectNoAxeViolations(page);
    }
    await page.goto("/es");
    await expect(page.locator("#menu-section").getByRole("heading", { name: `Especiales del chef ${tag}` })).toBeVisible();
  }

  // Put everything back: other tests read the same menu.
  await page.goto("/es/admin/menu/specials");
  await page.getByRole("button", { name: "Borrar los especiales de esta fecha" }).click();
  await expect(page.getByRole("status").filter({ hasText: "borrados" })).toBeVisible();
  await page.goto("/es/admin/menu/tapas");
  await page.getByRole("button", { name: `Hoy no: ${name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `«${name}» vuelve a estar disponible.` })).toBeAttached();
  await expect(page.getByRole("button", { name: `Hoy no: ${name}` })).toHaveAttribute("aria-pressed", "false");
  await page.goto("/es/menu");
  await expect(await textMenuItem(page, name)).not.toContainText("Hoy no disponible");
  await expect(page.getByText("Especiales de hoy")).toHaveCount(0);
});

test("an owner moves a block of specials to another date; a date that has one is refused beside the field", async ({ page, owner, pageErrors }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the phone project owns today's block; this one uses dates weeks ahead");
  const havanaToday = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Havana" }).format(new Date());
  const ahead = (days: number) => new Date(Date.parse(`${havanaToday}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const shown = (iso: string) => iso.split("-").reverse().join("/");
  const [first, second, third] = [ahead(40), ahead(41), ahead(42)];
  await signIn(page, owner, "en");
  const setBlock = async (date: string, title: string) => {
    await page.goto(`/admin/menu/specials?date=${date}`);
    await page.getByLabel("Title (English)").fill(title);
    await page.getByLabel("Title (Spanish)").fill(title);
    const row = page.getByRole("group", { name: "Special 1" });
    await row.getByLabel("Name (English)").fill("Grilled lobster");
    await row.getByLabel("Name (Spanish)").fill("Langosta a la plancha");
    await row.getByLabel("Price (€)").fill("18.50");
    await page.getByRole("button", { name: "Save the specials" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Specials of ${shown(date)} saved.` })).toBeVisible();
  };
  await setBlock(first, "To move");
  await setBlock(second, "Already there");

  // Opened for the first date, moved onto the second: refused beside the date, nothing saved.
  await page.goto(`/admin/menu/specials?date=${first}`);
  await page.getByLabel("Date", { exact: true }).fill(second);
  await page.getByRole("button", { name: "Save the specials" }).click();
  await expect(page.getByText(`There are already specials for ${shown(second)}: open them in the list below to change them, or delete them first.`)).toBeVisible();
  await expect(page.getByLabel("Date", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Title (English)")).toHaveValue("To move");
  expectRefusedPosts(pageErrors, 409);
  await expectNoAxeViolations(page);
  await shot(page, "admin-specials-taken-1280-en");

  // Moved onto a free date: the first date has none left.
  await page.getByLabel("Date", { exact: true }).fill(third);
  await page.getByRole("button", { name: "Save the specials" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Specials of ${shown(third)} saved.` })).toBeVisible();
  const set = page.getByRole("region", { name: "Specials set" });
  await expect(set.getByRole("link", { name: `${shown(third)}: To move` })).toBeVisible();
  await expect(set.getByRole("link", { name: `${shown(second)}: Already there` })).toBeVisible();
  await expect(set.getByRole("link", { name: new RegExp(`^${shown(first)}`) })).toHaveCount(0);

  for (const date of [second, third]) {
    await page.goto(`/admin/menu/specials?date=${date}`);
    await page.getByRole("button", { name: "Delete the specials of this date" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Specials of ${shown(date)} deleted.` })).toBeVisible();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the not-today switch posts a plain form and the menu says so", async ({ page, owner }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the phone project switches with JavaScript");
    await signIn(page, owner, "en");
    await page.goto("/admin/menu/breakfast");
    const first = page.getByRole("region", { name: "Items" }).getByRole("listitem").first();
    const name = (await first.getByRole("heading", { level: 3 }).textContent())!.replace(/^\d+\.\s*/, "").trim();
    await first.getByRole("button", { name: `Not today: ${name}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `“${name}” is marked not available today, until` })).toBeVisible();
    await expect(page.getByRole("button", { name: `Not today: ${name}` })).toHaveAttribute("aria-pressed", "true");
    await shot(page, "admin-not-today-1280-en-nojs");

    await page.goto("/menu");
    const item = await textMenuItem(page, name);
    await expect(item).toContainText("Not available today");
    await shot(page, "menu-not-today-1280-en-nojs");

    await page.goto("/admin/menu/breakfast");
    await page.getByRole("button", { name: `Not today: ${name}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `“${name}” is available again.` })).toBeVisible();
    await page.goto("/menu");
    await expect(await textMenuItem(page, name)).not.toContainText("Not available today");
  });
});
