import { expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { expect, followAdminNav, signIn, test, uniqueTag } from "../support/e2e/admin-fixtures.ts";

// Restaurant details (docs/owners-guide.md) from a phone in Spanish and a desk in English: the
// owner reaches the page from the navigation (under More on a phone), a phone number not in
// international form is refused beside its field, a change of the opening line saves, and the
// version it replaced comes back with Restore. The phone and address stay the seed's: other
// specs read them from the same site (tests/integration/restaurant-facts.test.ts changes them).

const texts = {
  en: {
    area: "Owners' area",
    nav: "Restaurant details",
    phone: "Phone",
    bad: "Write the number in international form",
    opening: "Opening line · English",
    save: "Save the details",
    saved: "Saved. Every page and every new mail shows the new details.",
    restore: "Restore this version",
    restored: "The earlier version is back. The one it replaced is in the list below.",
  },
  es: {
    area: "Área de los dueños",
    nav: "Datos del restaurante",
    phone: "Teléfono",
    bad: "Escribe el número en formato internacional",
    opening: "Línea de apertura · Español",
    save: "Guardar los datos",
    saved: "Guardado. Cada página y cada correo nuevo muestran los datos nuevos.",
    restore: "Restaurar esta versión",
    restored: "La versión anterior ha vuelto. La que reemplazó está en la lista de abajo.",
  },
} as const;

for (const lang of ["en", "es"] as const) {
  test(`(${lang}) an owner corrects the restaurant's details and restores the earlier version`, async ({ page, owner }, testInfo) => {
    const t = texts[lang];
    await signIn(page, owner, lang);
    await followAdminNav(page, t.area, t.nav);
    await expect(page.getByRole("heading", { level: 1, name: t.nav })).toBeVisible();

    const phone = page.getByRole("textbox", { name: t.phone, exact: true });
    const seeded = await phone.inputValue();
    await phone.fill("41 994 430");
    await page.getByRole("button", { name: t.save }).click();
    await expect(phone).toHaveAccessibleDescription(new RegExp(t.bad));
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`facts-error-${lang}.png`), fullPage: true });

    await phone.fill(seeded);
    const opening = page.getByRole("textbox", { name: t.opening });
    const before = await opening.inputValue();
    await opening.fill(`${before} ${uniqueTag()}`);
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("status")).toHaveText(t.saved);
    await expect(page.getByText(t.bad)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`facts-${lang}.png`), fullPage: true });

    await page.getByRole("button", { name: t.restore }).first().click();
    await expect(page.getByRole("status")).toHaveText(t.restored);
    await expect(page.getByRole("textbox", { name: t.opening })).toHaveValue(before);
  });
}
