import { test, expect } from "../support/e2e/fixtures.ts";
import { homePath, langs } from "../support/e2e/contact-page.ts";
import { contactTexts } from "#app/features/requests/form/contact-texts.ts";
import { reservationTexts } from "#app/features/requests/form/reservation-texts.ts";

// docs/product.md §7.2: without JavaScript the form posts to the home page's action, which
// checks it with the same schema and shows the server's messages beside the fields,
// keeping what was typed; the reservation fields are inline.

test.use({ javaScriptEnabled: false });

const expected = {
  en: { name: "Name is required", email: "Invalid email", captcha: "Please complete the reCAPTCHA.", reservation: "Please fill in all the reservation fields.", needsScript: "The robot check needs JavaScript." },
  es: { name: "El nombre es obligatorio", email: "Correo electrónico no válido", captcha: "Por favor completa el reCAPTCHA.", reservation: "Por favor completa todos los campos de la reserva.", needsScript: "La verificación anti-robots necesita JavaScript." },
};

for (const lang of langs) {
  test(`posts to the page and shows the server's messages (${lang})`, async ({ page }) => {
    const t = contactTexts[lang];
    const r = reservationTexts[lang];
    const e = expected[lang];
    await page.goto(homePath[lang]);
    const form = page.locator("form#contact-form");
    // Playwright's no-script mode still parses <noscript> as text, so read it as such.
    expect(await form.locator("noscript").textContent()).toContain(e.needsScript);
    // The reservation fields are inline, not in a modal.
    const inline = form.getByRole("group", { name: r.title });
    await expect(inline).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await form.getByRole("textbox", { name: t.email }).fill("ana@");
    await form.getByRole("textbox", { name: t.country }).fill("Cuba");
    await inline.getByRole("combobox", { name: r.time }).selectOption({ label: "3:15 PM" });
    const response = page.waitForResponse((res) => res.request().method() === "POST");
    await form.getByRole("button", { name: lang === "es" ? "ENVIAR" : "SEND" }).click();
    expect((await response).status()).toBe(400);

    await expect(form.getByRole("textbox", { name: t.name })).toHaveAccessibleDescription(e.name);
    await expect(form.getByRole("textbox", { name: t.email })).toHaveAccessibleDescription(e.email);
    await expect(form.getByRole("checkbox", { name: r.checkbox })).toHaveAccessibleDescription(e.reservation);
    await expect(form.getByRole("alert")).toHaveText(e.captcha);
    // What was typed is still there.
    await expect(form.getByRole("textbox", { name: t.email })).toHaveValue("ana@");
    await expect(form.getByRole("textbox", { name: t.country })).toHaveValue("Cuba");
    await expect(inline.getByRole("combobox", { name: r.time })).toHaveValue("15:15");
  });
}
