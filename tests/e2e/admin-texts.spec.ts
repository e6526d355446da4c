import { textBlocks } from "../../db/schema";
import { expectNoAxeViolations } from "./fixtures";
import { expect, signIn, test, uniqueTag, withDb } from "./admin-support";

// Each run edits a block of its own (section "e2e-probe"), present only in Spanish at
// first: parallel runs and other specs never see each other's edits. The root loader
// sends every block of the page's language with each page, so the public /es page shows
// (in its server-rendered data) whatever the block says at that moment.

test("edit a Spanish text, see it on /es at the next view, restore the earlier value, add the missing English", async ({ page, request, owner }) => {
  const tag = uniqueTag();
  const value = `probe-${tag}`;
  const original = `Texto original ${tag}`;
  const edited = `Texto nuevo ${tag} con acentos: ¡Qué bonito atardecer!`;
  await withDb((db) => db.insert(textBlocks).values({ section: "e2e-probe", value, lang: "es", text: original, updatedAt: new Date() }));
  const publicSpanish = async () => (await request.get("/es")).text();
  expect(await publicSpanish()).toContain(original);

  await signIn(page, owner, "es");
  await page.getByRole("navigation", { name: "Área de los dueños" }).getByRole("link", { name: "Textos" }).click();
  await page.getByLabel("Buscar en los textos").fill(tag);
  await page.getByRole("button", { name: "Aplicar" }).click();
  const block = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `e2e-probe.${value}` }) });
  await expect(block).toContainText(original);
  await expect(block.getByText("Falta", { exact: true })).toBeVisible();
  await expect(block.getByText("Falta la traducción")).toBeVisible();
  await expectNoAxeViolations(page);

  await block.getByRole("link", { name: `Editar e2e-probe.${value}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `e2e-probe.${value}` })).toBeVisible();
  await page.getByRole("textbox", { name: "Español" }).fill(edited);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status")).toHaveText("Guardado. El sitio muestra el texto nuevo desde la siguiente visita a la página.");
  await expect(page.getByRole("textbox", { name: "Español" })).toHaveValue(edited);
  await expect(page.getByText(`Último cambio`)).toContainText(owner.email);

  // The public Spanish page has the new text at its next view; the English one does not.
  const html = await publicSpanish();
  expect(html).toContain(edited);
  expect(html).not.toContain(original);
  expect(await (await request.get("/")).text()).not.toContain(edited);

  // The earlier value is kept, with who replaced it, and comes back.
  const earlier = page.getByRole("region", { name: "Versiones anteriores · Español" }).getByRole("listitem");
  await expect(earlier).toHaveCount(1);
  await expect(earlier).toContainText(original);
  await expect(earlier).toContainText(`por ${owner.email}`);
  await expectNoAxeViolations(page);
  await earlier.getByRole("button", { name: "Restaurar" }).click();
  await expect(page.getByRole("status")).toHaveText("La versión anterior ya está de nuevo en el sitio.");
  await expect(page.getByRole("textbox", { name: "Español" })).toHaveValue(original);
  await expect(page.getByRole("region", { name: "Versiones anteriores · Español" }).getByRole("listitem").first()).toContainText(edited);
  expect(await publicSpanish()).toContain(original);
  expect(await publicSpanish()).not.toContain(edited);

  // The missing English translation is added from the same form.
  await page.getByRole("textbox", { name: "Inglés" }).fill(`English text ${tag}`);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status")).toContainText("Guardado.");
  expect(await (await request.get("/")).text()).toContain(`English text ${tag}`);
  await page.getByRole("link", { name: "Todos los textos" }).click();
  await expect(page).toHaveURL(new RegExp(`/es/admin/texts\\?q=${tag}$`));
  await expect(block.getByText("Falta", { exact: true })).toHaveCount(0);
  await expect(block).toContainText(`English text ${tag}`);
});

test("an existing text cannot be emptied, and the form says so beside the field", async ({ page, owner }) => {
  const tag = uniqueTag();
  const value = `empty-${tag}`;
  await withDb((db) =>
    db.insert(textBlocks).values([
      { section: "e2e-probe", value, lang: "es", text: `Algo ${tag}`, updatedAt: new Date() },
      { section: "e2e-probe", value, lang: "en", text: `Something ${tag}`, updatedAt: new Date() },
    ]),
  );
  await signIn(page, owner);
  await page.goto(`/admin/texts/e2e-probe/${value}`);
  await page.getByRole("textbox", { name: "English" }).fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("A text cannot be empty.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "English" })).toHaveAttribute("aria-invalid", "true");
  await page.reload();
  await expect(page.getByRole("textbox", { name: "English" })).toHaveValue(`Something ${tag}`);
});

test("the texts list finds a block whatever the case and accents typed", async ({ page, owner }) => {
  await signIn(page, owner);
  await page.goto("/admin/texts");
  await expect(page.getByRole("heading", { level: 1, name: "Texts" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "encabezado.titulo" })).toBeVisible();
  await page.getByLabel("Search the texts").fill("contactenos");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(["contactus.contact"]);
  await expect(page.getByRole("listitem").getByText("Contáctenos:")).toBeVisible();
  await expectNoAxeViolations(page);
});
