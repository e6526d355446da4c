import { expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { expect, signIn, test } from "../support/e2e/admin-fixtures.ts";

// The owners' texts by where they show, and the counters of the fields with a limit
// (docs/owners-guide.md, "Texts" and "Limits"): at 375 px in Spanish, at 1280 px in English.
const words = {
  es: {
    lang: "es" as const,
    texts: "/es/admin/texts",
    home: "Inicio (22)",
    header: "Inicio · Cabecera",
    location: "Inicio · Dónde estamos",
    edit: "Editar Inicio · Cabecera · Novedad",
    editorTitle: "Inicio · Cabecera · Novedad",
    key: "encabezado.novedad",
    slot: "/es/admin/photos/owners",
    alt: "Texto alternativo (español)",
    save: "Guardar los textos alternativos",
    limit: "Máximo 250 caracteres.",
    count: "10 de 250 caracteres",
    over: "1 por encima del límite de 250 caracteres",
    refused: "Máx. 250 caracteres.",
  },
  en: {
    lang: "en" as const,
    texts: "/admin/texts",
    home: "Home (22)",
    header: "Home · Header",
    location: "Home · Where we are",
    edit: "Edit Home · Header · News",
    editorTitle: "Home · Header · News",
    key: "encabezado.novedad",
    slot: "/admin/photos/owners",
    alt: "Alt text (English)",
    save: "Save the alt texts",
    limit: "At most 250 characters.",
    count: "10 of 250 characters",
    over: "1 over the limit of 250 characters",
    refused: "At most 250 characters.",
  },
};
const wordsOf = (project: string) => (project === "mobile" ? words.es : words.en);

test("the texts are listed by page and part, folded, each with where it shows and its key as a detail", async ({ page, owner }, testInfo) => {
  const w = wordsOf(testInfo.project.name);
  await signIn(page, owner, w.lang);
  await page.goto(w.texts);
  const home = page.locator("details").filter({ has: page.getByRole("heading", { level: 2, name: w.home }) });
  await expect(home).not.toHaveAttribute("open");
  // Folded, the whole list is a few screens at most, even on a phone (it was 12,200 px).
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2000);
  await expectNoAxeViolations(page);

  await page.getByRole("navigation", { name: w.lang === "es" ? "Textos por página" : "Texts by page" }).getByRole("link", { name: w.home }).click();
  await home.locator("summary").click();
  await expect(home).toHaveAttribute("open");
  const header = home.getByRole("region", { name: w.header });
  const block = header.getByRole("listitem").filter({ hasText: w.key });
  await expect(block.getByRole("link", { name: w.header, exact: true })).toHaveAttribute("href", w.lang === "es" ? "/es" : "/");
  const location = home.getByRole("listitem").filter({ hasText: "lugar.titulo" }).getByRole("link", { name: w.location, exact: true });
  await expect(location).toHaveAttribute("href", w.lang === "es" ? "/es#location" : "/#location");
  await expectNoAxeViolations(page);

  await block.getByRole("link", { name: w.edit }).click();
  await expect(page.getByRole("heading", { level: 1, name: w.editorTitle })).toBeVisible();
  await expect(page.getByText(w.key, { exact: true })).toBeVisible();

  // The link to where a block shows lands on the part of the public page that shows it.
  await page.goto(w.lang === "es" ? "/es#location" : "/#location");
  await expect(page.locator("#location")).toBeInViewport();
});

test("a field with a limit counts as the owner types, and what is past it is refused beside the field, the text kept", async ({ page, owner, browser }, testInfo) => {
  const w = wordsOf(testInfo.project.name);
  await signIn(page, owner, w.lang);
  await page.goto(w.slot);
  const field = page.getByRole("textbox", { name: w.alt });
  await expect(field).toHaveAccessibleDescription(new RegExp(`\\d+ ${w.lang === "es" ? "de" : "of"} 250`));
  await field.fill("0123456789");
  await expect(page.getByText(w.count)).toBeVisible();
  const typed = `${"a".repeat(250)}b`;
  await field.fill(typed);
  await expect(page.getByText(w.over)).toBeVisible();
  await expect(field).toHaveValue(typed);
  await page.getByRole("button", { name: w.save }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(w.refused.replace(".", "\\.")));
  await expect(field).toHaveValue(typed);
  await expectNoAxeViolations(page);

  // Without JavaScript: the limit is said in words, and the server refuses beside the field, keeping the text.
  const plain = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false, storageState: await page.context().storageState() });
  const noScript = await plain.newPage();
  await noScript.goto(w.slot);
  await expect(noScript.getByText(w.limit).first()).toBeVisible();
  const plainField = noScript.getByRole("textbox", { name: w.alt });
  await plainField.fill(typed);
  await noScript.getByRole("button", { name: w.save }).click();
  await expect(noScript.getByRole("textbox", { name: w.alt })).toHaveAttribute("aria-invalid", "true");
  await expect(noScript.getByText(w.refused).first()).toBeVisible();
  await expect(noScript.getByRole("textbox", { name: w.alt })).toHaveValue(typed);
  await plain.close();
});
