import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { expect, followAdminNav, signIn, test } from "../support/e2e/admin-fixtures.ts";

// docs/product.md §14.5: the owners edit the menu on a phone or a computer; the public /menu and
// /es/menu show the new price as text and in a new card image at the next view. Each
// project edits its own card, in its own language, so the two never meet.

const words = {
  en: {
    nav: "Owners' area",
    menu: "Menu",
    editCard: (title: string) => `Edit the card “${title}”`,
    items: "Items",
    editItem: /^Edit “/,
    price: "Price (€)",
    save: "Save the item",
    saved: "Saved. The menu images and PDF are redrawn; the menu page shows the change at its next view.",
    notNumber: "The price must be a number, for example 4.50.",
    negative: "The price cannot be negative.",
    moveUp: (name: string) => `Move “${name}” up`,
    moveDown: (name: string) => `Move “${name}” down`,
    moved: (name: string, position: number, count: number) => `“${name}” is now at position ${position} of ${count}.`,
  },
  es: {
    nav: "Área de los dueños",
    menu: "Carta",
    editCard: (title: string) => `Editar la sección «${title}»`,
    items: "Productos",
    editItem: /^Editar «/,
    price: "Precio (€)",
    save: "Guardar el producto",
    saved: "Guardado. Las imágenes de la carta y el PDF se vuelven a dibujar; la página de la carta muestra el cambio desde su siguiente visita.",
    notNumber: "El precio debe ser un número, por ejemplo 4,50.",
    negative: "El precio no puede ser negativo.",
    moveUp: (name: string) => `Subir «${name}»`,
    moveDown: (name: string) => `Bajar «${name}»`,
    moved: (name: string, position: number, count: number) => `«${name}» está ahora en la posición ${position} de ${count}.`,
  },
} as const;

const plan = {
  mobile: { lang: "es", priceCard: { id: "pasta", en: "Pasta", es: "Pastas" }, moveCard: { en: "Cocktails", es: "Cócteles" } },
  desktop: { lang: "en", priceCard: { id: "mains", en: "Main courses", es: "Platos principales" }, moveCard: { en: "Drinks", es: "Bebidas" } },
} as const;

async function openCard(page: Page, lang: "en" | "es", title: string, { scan = false } = {}) {
  const w = words[lang];
  await followAdminNav(page, w.nav, w.menu);
  await expect(page.getByRole("heading", { level: 1, name: w.menu })).toBeVisible();
  if (scan) await expectNoAxeViolations(page);
  await page.getByRole("link", { name: w.editCard(title) }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

/** The items of the open card, in order. */
const itemsOf = (page: Page, lang: "en" | "es") => page.getByRole("region", { name: words[lang].items }).getByRole("listitem");

/** The card image of /menu or /es/menu, once it has loaded. */
async function cardImage(page: Page, path: string, alt: string) {
  await page.goto(path);
  const image = page.getByRole("img", { name: alt });
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  return image.getAttribute("src");
}

test("an owner changes a price; /menu and /es/menu show it as text and in a new card image", async ({ page, owner }, testInfo) => {
  // Every save draws the card's images and PDFs again: seconds on a busy machine.
  test.slow();
  const { lang, priceCard } = plan[testInfo.project.name as keyof typeof plan];
  const w = words[lang];
  const imageBefore = {
    en: await cardImage(page, "/menu", `Menu card: ${priceCard.en}`),
    es: await cardImage(page, "/es/menu", `Carta: ${priceCard.es}`),
  };

  await signIn(page, owner, lang);
  await openCard(page, lang, priceCard[lang], { scan: true });
  await expectNoAxeViolations(page);
  const item = itemsOf(page, lang).first();
  await item.getByText(w.editItem).click();
  const cents = 1000 + Math.floor(Math.random() * 8999);
  const [whole, fraction] = [Math.floor(cents / 100), String(cents % 100).padStart(2, "0")];
  await item.getByRole("textbox", { name: w.price }).first().fill(lang === "es" ? `${whole},${fraction}` : `${whole}.${fraction}`);
  await expectNoAxeViolations(page);
  await item.getByRole("button", { name: w.save }).click();
  await expect(item.getByRole("status")).toHaveText(w.saved, { timeout: 0 });
  await expect(item.locator(".admin-menu-item__prices")).toHaveText(lang === "es" ? `${whole},${fraction}\u00a0€` : `€${whole}.${fraction}`);

  // The public pages, at their next view: the price as text and a new, loading card image.
  for (const [path, alt, price, title] of [
    ["/menu", `Menu card: ${priceCard.en}`, `€${whole}.${fraction}`, priceCard.en],
    ["/es/menu", `Carta: ${priceCard.es}`, `${whole},${fraction}\u00a0€`, priceCard.es],
  ] as const) {
    // The service worker answers with its kept copy when the server takes longer than its
    // patience (app/shell/offline/offline-rules.ts, NETWORK_TIMEOUT_MS), as a busy machine's
    // first view after a redraw may; the network's answer, kept meanwhile, is the next view's.
    await expect.poll(() => cardImage(page, path, alt), { timeout: 0 }).not.toBe(imageBefore[path === "/menu" ? "en" : "es"]);
    await expect(page.getByRole("region", { name: title }).getByRole("listitem").first()).toContainText(price);
  }
});

test("a wrong price gets a clear message beside the field, and nothing is saved", async ({ page, owner }, testInfo) => {
  const { lang } = plan[testInfo.project.name as keyof typeof plan];
  const w = words[lang];
  await signIn(page, owner, lang);
  await openCard(page, lang, lang === "en" ? "Breakfast" : "Desayunos");
  const item = itemsOf(page, lang).first();
  const pricesBefore = await item.locator(".admin-menu-item__prices").innerText();
  await item.getByText(w.editItem).click();
  const price = item.getByRole("textbox", { name: w.price }).first();

  await price.fill(lang === "es" ? "ocho" : "eight");
  await price.blur();
  await expect(item.getByText(w.notNumber)).toBeVisible();
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(price).toHaveAccessibleDescription(w.notNumber);

  await price.fill("-3");
  await expect(item.getByText(w.negative)).toBeVisible();
  await item.getByRole("button", { name: w.save }).click();
  await expect(item.getByText(w.negative)).toBeVisible();
  await expect(price).toBeFocused();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(itemsOf(page, lang).first().locator(".admin-menu-item__prices")).toHaveText(pricesBefore);
});

test("the move buttons reorder a card's items, and the keyboard stays on the button pressed", async ({ page, owner }, testInfo) => {
  test.slow();
  const { lang, moveCard } = plan[testInfo.project.name as keyof typeof plan];
  const w = words[lang];
  await signIn(page, owner, lang);
  await openCard(page, lang, moveCard[lang]);
  const names = async () => (await itemsOf(page, lang).getByRole("heading").allInnerTexts()).map((n) => n.replace(/^\d+\.\s*/, ""));
  const before = await names();
  const [first, second] = [before[0]!, before[1]!];

  await page.getByRole("button", { name: w.moveUp(second) }).press("Enter");
  await expect(itemsOf(page, lang).first().getByRole("status")).toHaveText(w.moved(second, 1, before.length), { timeout: 0 });
  expect(await names()).toEqual([second, first, ...before.slice(2)]);
  await expect(page.getByRole("button", { name: w.moveUp(second) })).toBeFocused();
  await expect(page.getByRole("button", { name: w.moveUp(second) })).toHaveAttribute("aria-disabled", "true");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: w.moveDown(second) }).click();
  await expect(itemsOf(page, lang).nth(1).getByRole("status")).toHaveText(w.moved(second, 2, before.length), { timeout: 0 });
  expect(await names()).toEqual(before);
  await expect(page.getByRole("button", { name: w.moveDown(second) })).toBeFocused();
});
