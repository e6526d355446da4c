import fs from "node:fs";
import { expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { expect, followAdminNav, signIn, test, uniqueTag } from "../support/e2e/admin-fixtures.ts";

// The table card (docs/owners-guide.md, "Table card") from a phone and a desk, in both languages: the owner
// enters the Wi-Fi, sees a message beside a field that is too long, saves, and downloads the card.
// The Wi-Fi is one setting for the whole site, and the other project saves it too: each test
// checks what it sees after its own save, not what another left.

const texts = {
  en: {
    nav: "Table card",
    area: "Owners' area",
    name: "Network name (SSID)",
    security: "Security",
    password: "Password",
    save: "Save Wi-Fi",
    tooLong: "Too long: a network name has at most 32 bytes (an accented letter counts as two).",
    saved: "Saved. The cards below now carry this network.",
    file: "English, A6",
    other: "Spanish, A5",
    fileName: "table-card-en-a6.pdf",
    fullName: "32 of 32 bytes",
    overName: "1 over the limit of 32 bytes",
    passwordCount: (n: number) => `${n} of 63 characters`,
  },
  es: {
    nav: "Tarjeta de mesa",
    area: "Área de los dueños",
    name: "Nombre de la red (SSID)",
    security: "Seguridad",
    password: "Contraseña",
    save: "Guardar wifi",
    tooLong: "Demasiado largo: un nombre de red tiene como máximo 32 bytes (una letra con tilde cuenta como dos).",
    saved: "Guardado. Las tarjetas de abajo ya llevan esta red.",
    file: "Español, A6",
    other: "Inglés, A5",
    fileName: "table-card-es-a6.pdf",
    fullName: "32 de 32 bytes",
    overName: "1 por encima del límite de 32 bytes",
    passwordCount: (n: number) => `${n} de 63 caracteres`,
  },
} as const;

for (const lang of ["en", "es"] as const) {
  test(`(${lang}) an owner enters the guests' Wi-Fi and downloads the table card`, async ({ page, owner }, testInfo) => {
    const t = texts[lang];
    const tag = uniqueTag();
    await signIn(page, owner, lang);
    await followAdminNav(page, t.area, t.nav);
    await expect(page.getByRole("heading", { level: 1, name: t.nav })).toBeVisible();

    const name = page.getByRole("textbox", { name: t.name });
    const password = page.getByRole("textbox", { name: t.password });
    // The name's limit is in bytes, and the counter counts them as the owner types: sixteen "ñ" fill it.
    await name.fill("ñ".repeat(16));
    await expect(name).toHaveAccessibleDescription(new RegExp(t.fullName));
    await name.fill("x".repeat(33));
    await expect(page.getByText(t.overName)).toBeVisible();
    await expect(name).toHaveValue("x".repeat(33));
    await page.getByRole("combobox", { name: t.security }).selectOption("WPA");
    await password.fill(`mojito;${tag}`);
    await expect(password).toHaveAccessibleDescription(new RegExp(t.passwordCount(`mojito;${tag}`.length)));
    await page.getByRole("button", { name: t.save }).click();
    await expect(name).toHaveAccessibleDescription(new RegExp(t.tooLong.replace(/[()]/g, "\\$&")));
    await expect(page.getByText(t.tooLong)).toBeVisible();
    await expect(password).toHaveValue(`mojito;${tag}`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`table-card-error-${lang}.png`), fullPage: true });

    await name.fill(`Terraza ${tag}`);
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("status")).toHaveText(t.saved);
    await expect(page.getByText(t.tooLong)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`table-card-${lang}.png`), fullPage: true });

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: t.file }).click()]);
    expect(download.suggestedFilename()).toBe(t.fileName);
    expect(fs.readFileSync((await download.path())!).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const other = await page.request.get((await page.getByRole("link", { name: t.other }).getAttribute("href"))!);
    expect(other.status()).toBe(200);
    expect(other.headers()["content-type"]).toBe("application/pdf");
    expect((await other.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
}
