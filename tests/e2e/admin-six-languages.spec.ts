import { textBlocks } from "#db/schema.ts";
import { expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { expect, signIn, test, uniqueTag, withDb } from "../support/e2e/admin-fixtures.ts";

// The owners' editors of the guests' words in six languages (docs/owners-guide.md "Texts",
// "Languages"): a phone in Spanish, a desk in English. A probe block of this run's own, written in
// English and Spanish only, shows all six languages, the owner's first, the four missing marked in
// words; writing French saves French alone. The Languages page counts the exceptions' labels and
// the opening line for every added language.

const words = {
  en: { first: "English", second: "Spanish", missing: "Missing", french: "French", save: "Save", saved: "Saved.", earlier: "No earlier version in:", missingIn: "Missing in: German, Italian, Russian" },
  es: { first: "Español", second: "Inglés", missing: "Falta", french: "Francés", save: "Guardar", saved: "Guardado.", earlier: "Ninguna versión anterior en:", missingIn: "Falta en: alemán, italiano, ruso" },
} as const;

test("a text shows all six languages, the missing ones marked, and saving French leaves the others as they were", async ({ page, owner }, testInfo) => {
  const lang = testInfo.project.name.startsWith("mobile") ? "es" : "en";
  const w = words[lang];
  const tag = uniqueTag();
  const value = `six-${tag}`;
  const now = new Date();
  await withDb((db) =>
    db.insert(textBlocks).values([
      { section: "e2e-probe", value, lang: "en", text: `Rooftop ${tag}`, updatedAt: now },
      { section: "e2e-probe", value, lang: "es", text: `Azotea ${tag}`, updatedAt: now },
    ]),
  );
  await signIn(page, owner, lang);
  await page.goto(`${lang === "es" ? "/es" : ""}/admin/texts/e2e-probe/${value}`);

  const boxes = page.getByRole("textbox");
  await expect(boxes).toHaveCount(6);
  // The owner's own language first, then the owners' other one.
  await expect(boxes.nth(0)).toHaveAccessibleName(w.first);
  await expect(boxes.nth(1)).toHaveAccessibleName(w.second);
  // The four others are marked missing in words, inside their label.
  for (let i = 2; i < 6; i += 1) await expect(boxes.nth(i)).toHaveAccessibleName(new RegExp(`${w.missing}$`));
  await expect(page.getByText(w.earlier)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`text-six-languages-${lang}.png`), fullPage: true });

  await page.getByRole("textbox", { name: w.french }).fill(`Le toit ${tag}`);
  await page.getByRole("button", { name: w.save }).click();
  await expect(page.getByRole("status")).toContainText(w.saved);
  await expect(page.getByRole("textbox", { name: w.french })).toHaveAccessibleName(w.french);
  await expect(page.getByRole("textbox", { name: w.french })).toHaveValue(`Le toit ${tag}`);
  await expect(page.getByRole("textbox", { name: w.first })).toHaveValue(lang === "es" ? `Azotea ${tag}` : `Rooftop ${tag}`);
  await expect(page.getByRole("textbox", { name: w.second })).toHaveValue(lang === "es" ? `Rooftop ${tag}` : `Azotea ${tag}`);
  const rows = await withDb((db) => db.select().from(textBlocks));
  const probe = rows.filter((r) => r.section === "e2e-probe" && r.value === value).map((r) => [r.lang, r.text, r.updatedBy]);
  expect(probe.toSorted()).toEqual(
    [
      ["en", `Rooftop ${tag}`, null],
      ["es", `Azotea ${tag}`, null],
      ["fr", `Le toit ${tag}`, owner.email],
    ].toSorted(),
  );

  // The list keeps the owners' two languages whole and names the ones still missing.
  await page.goto(`${lang === "es" ? "/es" : ""}/admin/texts?q=${tag}`);
  const block = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `e2e-probe.${value}` }) });
  await expect(block.getByText(w.missingIn, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`texts-list-${lang}.png`), fullPage: true });
});

test("Languages lists every added language with the exceptions' labels and the opening line counted", async ({ page, owner }, testInfo) => {
  const lang = testInfo.project.name.startsWith("mobile") ? "es" : "en";
  await signIn(page, owner, lang);
  await page.goto(lang === "es" ? "/es/admin/languages" : "/admin/languages");
  const names = lang === "es" ? ["Francés", "Alemán", "Italiano", "Ruso"] : ["French", "German", "Italian", "Russian"];
  const kinds = lang === "es" ? ["Cierres y horarios especiales (etiquetas)", "Datos del restaurante (línea de apertura)"] : ["Closures and special hours (labels)", "Restaurant details (opening line)"];
  for (const name of names) {
    const card = page.getByRole("region", { name: new RegExp(`^${name}`) });
    await expect(card).toBeVisible();
    for (const kind of kinds) await expect(card.getByRole("term").filter({ hasText: kind })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`languages-six-${lang}.png`), fullPage: true });
});
