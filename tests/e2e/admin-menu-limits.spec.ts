import { expectAccessible } from "../support/e2e/fixtures.ts";
import { expect, signIn, test } from "../support/e2e/admin-fixtures.ts";
import { menuLimits } from "#app/features/menu/rules/menu-limits.ts";

// The menu editor's limits shown before they bite (docs/owners-guide.md, "Limits"): a card's
// title counts as the owner types, past the limit it is refused beside the field with the text
// kept, never cut; without JavaScript the limit is said in words and the server refuses. At
// 375 px in Spanish, at 1280 px in English. Nothing is saved, so the other menu specs never see it.

const max = menuLimits.titleMax;
const words = {
  es: {
    card: "/es/admin/menu/tapas",
    title: "Título (español)",
    save: "Guardar los títulos",
    limit: `Máximo ${max} caracteres.`,
    count: `4 de ${max} caracteres`,
    over: `1 por encima del límite de ${max} caracteres`,
    refused: `Máx. ${max} caracteres`,
  },
  en: {
    card: "/admin/menu/tapas",
    title: "Title (English)",
    save: "Save the titles",
    limit: `At most ${max} characters.`,
    count: `4 of ${max} characters`,
    over: `1 over the limit of ${max} characters`,
    refused: `At most ${max} characters`,
  },
} as const;

test("a menu title counts as the owner types, and past its limit is refused beside the field, never cut", async ({ page, owner, browser }, testInfo) => {
  const lang = testInfo.project.name === "mobile" ? "es" : "en";
  const w = words[lang];
  await signIn(page, owner, lang);
  await page.goto(w.card);
  const field = page.getByRole("textbox", { name: w.title });
  await expect(field).not.toHaveAttribute("maxlength");
  await field.fill("Tapa");
  await expect(page.getByText(w.count)).toBeVisible();
  await expect(field).toHaveAccessibleDescription(new RegExp(w.count));
  const typed = `${"T".repeat(max)}x`;
  await field.fill(typed);
  await expect(page.getByText(w.over)).toBeVisible();
  await expect(field).toHaveValue(typed);
  await page.getByRole("button", { name: w.save }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(w.refused));
  await expect(field).toHaveValue(typed);
  await expectAccessible(page);

  // Without JavaScript: the limit in words, the server's refusal beside the field, the text kept.
  const plain = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false, storageState: await page.context().storageState() });
  const noScript = await plain.newPage();
  await noScript.goto(w.card);
  await expect(noScript.getByText(w.limit).first()).toBeVisible();
  await noScript.getByRole("textbox", { name: w.title }).fill(typed);
  await noScript.getByRole("button", { name: w.save }).click();
  const refusedField = noScript.getByRole("textbox", { name: w.title });
  await expect(refusedField).toHaveAttribute("aria-invalid", "true");
  await expect(refusedField).toHaveAccessibleDescription(new RegExp(w.refused));
  await expect(refusedField).toHaveValue(typed);
  await plain.close();
});
