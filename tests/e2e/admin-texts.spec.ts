import { textBlocks } from "#db/schema.ts";
import { expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { expect, followAdminNav, signIn, test, uniqueTag, withDb } from "../support/e2e/admin-fixtures.ts";
import { texts, visit } from "../support/e2e/site-facts.ts";

// The public site reads its text blocks at every page view: an owner's edit shows at the
// next one. Each project edits a different block the home page shows, and only adds to
// its end, so the public-page tests running beside it (which look for the seeded text
// inside the section) still find what they look for.
const visible = {
  mobile: { section: "lugar", value: "location", anchor: "section#location", title: "Inicio · Dónde estamos · Texto" },
  desktop: { section: "owners", value: "owners-description-2", anchor: "section#owners-section", title: "Inicio · Los dueños · Párrafo 2" },
} as const;

test("edit a Spanish text the home page shows, see it on /es at the next view, restore the earlier value", async ({ page, owner }, testInfo) => {
  const { section, value, anchor, title } = visible[testInfo.project.name as keyof typeof visible];
  const key = `${section}.${value}`;
  const tag = uniqueTag();
  const original = texts.es[section]![value]!;
  const edited = `${original} ¡Prueba ${tag}!`;

  await signIn(page, owner, "es");
  await followAdminNav(page, "Área de los dueños", "Textos");
  await page.getByLabel("Buscar en los textos").fill(key);
  await page.getByRole("button", { name: "Aplicar" }).click();
  const block = page.getByRole("listitem").filter({ has: page.getByText(key, { exact: true }) });
  await expect(block).toContainText(original);
  await block.getByRole("link", { name: `Editar ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(key, { exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "Español" }).fill(edited);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status")).toHaveText("Guardado. El sitio muestra el texto nuevo desde la siguiente visita a la página.");
  // Every language has its line; Spanish, the owner's language here, comes first.
  await expect(page.getByText("Último cambio").first()).toContainText(owner.email);
  const editor = page.url();

  // The Spanish home page shows it, where it belongs; the English one does not.
  await page.goto("/es");
  await expect(page.locator(anchor).getByText(`¡Prueba ${tag}!`)).toBeVisible();
  await page.goto("/");
  await expect(page.locator(anchor)).not.toContainText(tag);

  // The earlier value is kept, with who replaced it, and comes back.
  await visit(page, editor);
  const earlier = page.getByRole("region", { name: "Versiones anteriores · Español" }).getByRole("listitem");
  await expect(earlier.first()).toContainText(original);
  await expect(earlier.first()).toContainText(`por ${owner.email}`);
  await expectNoAxeViolations(page);
  await earlier.first().getByRole("button", { name: "Restaurar" }).click();
  await expect(page.getByRole("status")).toHaveText("La versión anterior ya está de nuevo en el sitio.");
  await expect(page.getByRole("textbox", { name: "Español" })).toHaveValue(original);
  await page.goto("/es");
  await expect(page.locator(anchor)).toContainText(original);
  await expect(page.locator(anchor)).not.toContainText(tag);
});

// A block missing in one language: a probe block of this run's own (no seeded block is
// missing a translation), marked in the list and completed from the same form.
test("a missing translation is marked, and adding it completes the block", async ({ page, request, owner }) => {
  const tag = uniqueTag();
  const value = `probe-${tag}`;
  await withDb((db) => db.insert(textBlocks).values({ section: "e2e-probe", value, lang: "es", text: `Texto original ${tag}`, updatedAt: new Date() }));

  await signIn(page, owner, "es");
  await page.goto(`/es/admin/texts?q=${tag}`);
  const block = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `e2e-probe.${value}` }) });
  await expect(block.getByText("Falta", { exact: true })).toBeVisible();
  await expect(block.getByText("Falta la traducción")).toBeVisible();
  await expectNoAxeViolations(page);

  await block.getByRole("link", { name: `Editar e2e-probe.${value}` }).click();
  await page.getByRole("textbox", { name: "Inglés" }).fill(`English text ${tag}`);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status")).toContainText("Guardado.");
  // A page sends only the blocks it shows (app/shell/content/page-text-blocks.ts): none shows the probe's section.
  expect(await (await request.get("/")).text()).not.toContain(`English text ${tag}`);
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
  await visit(page, `/admin/texts/e2e-probe/${value}`);
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
  await expect(page.getByRole("heading", { level: 2, name: "Home (22)" })).toBeVisible();
  await page.getByLabel("Search the texts").fill("contactenos");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(["Home · Contact form"]);
  await expect(page.getByRole("heading", { level: 4 })).toHaveText(["Title"]);
  await expect(page.getByText("contactus.contact", { exact: true })).toBeVisible();
  await expect(page.getByRole("listitem").getByText("Contáctenos:")).toBeVisible();
  await expectNoAxeViolations(page);
});
