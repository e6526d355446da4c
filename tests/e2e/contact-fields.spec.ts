import type { Locator } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { contactForm, langs, openContactForm } from "../support/e2e/contact-page.ts";

// docs/product.md §5: every field's message, in the spec's words in its own
// language and translated in the other, beside its field (aria-describedby), shown
// when the visitor leaves the field or submits.

const messages = {
  en: {
    nameRequired: "Name is required",
    urls: "URLs are not allowed",
    name30: "Max. 30 characters",
    phone: "Invalid phone number",
    emailRequired: "Email is required",
    email: "Invalid email",
    countryRequired: "Country is required",
    country25: "Max. 25 characters",
    commentRequired: "Comments are required",
    comment300: "Max. 300 characters",
    captcha: "Please complete the reCAPTCHA.",
  },
  es: {
    nameRequired: "El nombre es obligatorio",
    urls: "No se permiten URL",
    name30: "Máx. 30 caracteres",
    phone: "Número de teléfono no válido",
    emailRequired: "El correo electrónico es obligatorio",
    email: "Correo electrónico no válido",
    countryRequired: "El país es obligatorio",
    country25: "Máx. 25 caracteres",
    commentRequired: "Los comentarios son obligatorios",
    comment300: "Máx. 300 caracteres",
    captcha: "Por favor completa el reCAPTCHA.",
  },
};

async function expectMessage(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
}

for (const lang of langs) {
  const m = messages[lang];
  test(`shows every field message beside its field (${lang})`, async ({ page }) => {
    await openContactForm(page, lang);
    const f = contactForm(page, lang);

    // Leaving an empty required field tells what is missing; other fields stay quiet.
    await f.name.focus();
    await f.name.blur();
    await expectMessage(f.name, m.nameRequired);
    await expect(f.email).not.toHaveAttribute("aria-invalid", "true");

    await f.name.fill("Visit WWW.example.org");
    await expectMessage(f.name, m.urls);
    await f.name.fill("Ñandú Pérez Ñandú Pérez Ñandú 👍🏽");
    await expectMessage(f.name, m.name30);
    await f.name.fill("Ñandú Pérez Ñandú Pérez Ñandú👍🏽");
    await expect(f.name).not.toHaveAttribute("aria-invalid", "true");

    await f.phone.fill("+53 123");
    await f.phone.blur();
    await expectMessage(f.phone, m.phone);
    await f.phone.fill("+53 5 123 4567");
    await expect(f.phone).not.toHaveAttribute("aria-invalid", "true");

    await f.email.focus();
    await f.email.blur();
    await expectMessage(f.email, m.emailRequired);
    await f.email.fill("ana@");
    await expectMessage(f.email, m.email);

    await f.country.fill("a".repeat(26));
    await f.country.blur();
    await expectMessage(f.country, m.country25);
    await f.country.fill("");
    await expectMessage(f.country, m.countryRequired);

    await f.comment.fill("see https://spam.example");
    await f.comment.blur();
    await expectMessage(f.comment, m.urls);
    await f.comment.fill("x".repeat(301));
    await expectMessage(f.comment, m.comment300);
    await f.comment.fill("");
    await expectMessage(f.comment, m.commentRequired);
    await expectNoAxeViolations(page);
  });

  test(`submitting shows every message at once and asks for the robot check (${lang})`, async ({ page }) => {
    await openContactForm(page, lang);
    const f = contactForm(page, lang);
    let sent = false;
    page.on("request", (r) => {
      if (r.url().includes("/api/contact")) sent = true;
    });
    await f.send.click();
    await expectMessage(f.name, m.nameRequired);
    await expectMessage(f.email, m.emailRequired);
    await expectMessage(f.country, m.countryRequired);
    await expectMessage(f.comment, m.commentRequired);
    await expect(f.alert).toHaveText(m.captcha);

    // With every field right, the missing robot check alone still blocks sending.
    await f.name.fill("Ana");
    await f.email.fill("ana@example.org");
    await f.country.fill("Cuba");
    await f.comment.fill("Hola");
    await f.send.click();
    await expect(f.alert).toHaveText(m.captcha);
    await expect(f.name).not.toHaveAttribute("aria-invalid", "true");
    expect(sent).toBe(false);
  });
}
