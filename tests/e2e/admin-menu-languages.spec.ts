import { expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { expect, gotoHydrated, signIn, test } from "../support/e2e/admin-fixtures.ts";

// The menu's forms in the site's other languages (docs/owners-guide.md, "Menu"): under English and
// Spanish, one folded line a language, its fields shown when opened; the phone in Spanish, the
// computer in English. Looking only: nothing is saved, so it meets no other spec.

const plan = {
  mobile: { lang: "es", prefix: "/es", french: "Francés", russianName: "Nombre (ruso)", frenchTitle: "Título (francés)" },
  desktop: { lang: "en", prefix: "", french: "French", russianName: "Name (Russian)", frenchTitle: "Title (French)" },
} as const;

test("an item's and a card's other languages are folded under English and Spanish, and open to their fields", async ({ page, owner }, testInfo) => {
  const p = plan[testInfo.project.name as keyof typeof plan];
  await signIn(page, owner, p.lang);
  await gotoHydrated(page, `${p.prefix}/admin/menu/tapas`);

  // The card's titles: French folded, its field hidden until opened, then holding the seeded title.
  const titles = page.locator("form").filter({ has: page.locator('input[name="titleEn"]') });
  const frenchTitles = titles.locator("details.admin-later-language").filter({ hasText: p.french });
  await expect(frenchTitles).toHaveCount(1);
  await expect(titles.getByRole("textbox", { name: p.frenchTitle })).toBeHidden();
  await frenchTitles.locator("summary").click();
  await expect(titles.getByRole("textbox", { name: p.frenchTitle })).toHaveValue("Tapas");
  await expect(titles.getByRole("textbox", { name: p.frenchTitle })).toHaveAttribute("lang", "fr");

  // The form that adds an item: every language empty, the four others marked missing only once English is written.
  const add = page.locator("form").filter({ has: page.locator('input[name="formKey"][value="add"]') });
  await expect(add.locator("details.admin-later-language")).toHaveCount(4);
  await expect(add.locator(".admin-later-language__missing")).toHaveCount(0);
  await add.locator('input[name="nameEn"]').fill("Garlic prawns");
  await expect(add.locator(".admin-later-language__missing")).toHaveCount(4);
  const russian = add.locator("details.admin-later-language").nth(3);
  await russian.locator("summary").click();
  await russian.getByRole("textbox", { name: p.russianName }).fill("Креветки с чесноком");
  await expect(add.locator(".admin-later-language__missing")).toHaveCount(3);

  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`menu-languages-${testInfo.project.name}.png`), fullPage: true });
});
