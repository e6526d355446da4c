import { expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { expect, followAdminNav, signIn, test } from "../support/e2e/admin-fixtures.ts";

// Languages (docs/owners-guide.md "Languages") from a phone in Spanish and a desk in English: the
// owner reaches the page from the navigation (under More on a phone), reads Spanish's completeness,
// opens the withdrawal's second step, which names the consequence, and keeps Spanish published.
// It never withdraws: the other specs read the Spanish pages from the same site
// (tests/integration/language-publication.test.ts withdraws and publishes on a site of its own).

const texts = {
  en: {
    area: "Owners' area",
    nav: "Languages",
    spanish: "Spanish",
    published: "Published",
    texts: "Texts",
    withdraw: "Withdraw Spanish…",
    step: "Withdraw Spanish from the site?",
    consequence: "Every page in Spanish answers “page not found” at once",
    keep: "Keep it published",
  },
  es: {
    area: "Área de los dueños",
    nav: "Idiomas",
    spanish: "Español",
    published: "Publicado",
    texts: "Textos",
    withdraw: "Retirar español…",
    step: "¿Retirar español del sitio?",
    consequence: "Cada página en español responde «página no encontrada» al momento",
    keep: "Mantenerlo publicado",
  },
} as const;

test("an owner reads a language's completeness and opens, then leaves, the withdrawal's second step", async ({ page, owner }, testInfo) => {
  // A phone in Spanish, a computer in English.
  const lang = testInfo.project.name.startsWith("mobile") ? "es" : "en";
  const t = texts[lang];
  await signIn(page, owner, lang);
  await followAdminNav(page, t.area, t.nav);
  await expect(page.getByRole("heading", { level: 1, name: t.nav })).toBeVisible();
  const spanish = page.getByRole("region", { name: new RegExp(`^${t.spanish}`) });
  await expect(spanish.getByText(t.published, { exact: true })).toBeVisible();
  await expect(spanish.getByRole("term").filter({ hasText: t.texts })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`languages-${lang}.png`), fullPage: true });

  await spanish.getByRole("button", { name: t.withdraw }).click();
  await expect(page.getByRole("heading", { name: t.step })).toBeVisible();
  await expect(page.getByText(t.consequence)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`languages-withdraw-${lang}.png`), fullPage: true });

  await page.getByRole("link", { name: t.keep }).click();
  await expect(page.getByRole("heading", { name: t.step })).toHaveCount(0);
  await expect(spanish.getByText(t.published, { exact: true })).toBeVisible();
});
