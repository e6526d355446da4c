import { test, expect, expectAccessible } from "../support/e2e/fixtures.ts";
import { visit } from "../support/e2e/site-facts.ts";
import { languages, languageSettings, localizePath, type Lang } from "#app/lib/lang.ts";
import { publicPages } from "#app/shell/seo/pages.ts";
import { navigationTexts } from "#app/shell/navigation/navigation-texts.ts";
import { ownLanguageNames } from "#app/lib/language-names.ts";

// Every public page in each of the six languages (docs/decisions/0031-languages-as-data.md), all
// published by the browser tests' set-up (tests/support/e2e/e2e-setup.ts): the document in its
// language, its alternates, and the language switch, tapped, to the same page in another language.
// The next language in the list is the one tapped, so each language is left and reached once per page.

const words = /\b(undefined|null|NaN)\b|\[object |Missing translation|\{[a-z]+\}/;

for (const page of publicPages) {
  for (const [i, lang] of languages.entries()) {
    const path = localizePath(page.path, lang);
    const next: Lang = languages[(i + 1) % languages.length]!;
    test(`${path}: in its language, with all six alternates, and the switch to ${next} keeps the page`, async ({ page: tab }) => {
      await visit(tab, path);
      await expect(tab.locator("html")).toHaveAttribute("lang", languageSettings[lang].tag);
      for (const other of languages) await expect(tab.locator(`link[rel="alternate"][hreflang="${languageSettings[other].tag}"]`)).toHaveCount(1);
      await expect(tab.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      // Nothing half-made reaches a guest: no placeholder left unfilled, no missing value.
      expect(await tab.locator("main").innerText()).not.toMatch(words);
      expect(await tab.title()).not.toMatch(words);

      const toggle = tab.getByRole("button", { name: navigationTexts[lang].toggle });
      if (await toggle.isVisible()) {
        // The bar keeps one row on a phone in every language: "Book a table" beside the toggle,
        // however long its words ("Забронировать столик" takes two lines rather than the row).
        const book = (await tab.locator(".navbar__book").boundingBox())!;
        const menu = (await toggle.boundingBox())!;
        expect(Math.abs(book.y + book.height / 2 - (menu.y + menu.height / 2))).toBeLessThan(menu.height / 2);
        await toggle.click();
      }
      // Six languages published: the switch is a list named for the page's language, opened first.
      await tab.getByRole("button", { name: `${navigationTexts[lang].language}: ${ownLanguageNames[lang]}`, exact: true }).click();
      const switchTo = tab.locator(`a.lang-switch[hreflang="${next}"]`);
      await expect(tab.locator("a.lang-switch")).toHaveCount(languages.length - 1);
      await expect(switchTo).toBeVisible();
      await switchTo.click();
      await expect(tab).toHaveURL((url) => url.pathname === localizePath(page.path, next));
      await expect(tab.locator("html")).toHaveAttribute("lang", languageSettings[next].tag);
    });
  }
}

for (const lang of ["fr", "ru"] as const) {
  test(`/${lang}/menu and /${lang}/ pass the accessibility engines`, async ({ page }) => {
    for (const path of [localizePath("/menu", lang), localizePath("/", lang)]) {
      await visit(page, path);
      await expectAccessible(page);
    }
  });
}
