import { test, expect, expectNoAxeViolations, holdRequests } from "../support/e2e/fixtures.ts";
import { contactForm, langs, mailsTo, solveRobotCheck, uniqueEmail, openContactForm } from "../support/e2e/contact-page.ts";
import { mailDate } from "../support/site/mail-dates.ts";
import { contactTexts } from "#app/features/requests/form/contact-texts.ts";

// docs/product.md §5, §4, §7.4: the form sent for real (ALTCHA solved in the browser), the
// JSON it sends, 'Enviando...', success and reset after 2 s, and the two mails at
// the test SMTP server.

const success = { en: "Form sent successfully ✅", es: "Formulario enviado correctamente ✅" };
const sending = { en: "Sending...", es: "Enviando..." };

for (const lang of langs) {
  test.describe(`contact form (${lang})`, () => {
    test("sends a contact request, then resets; both mails arrive with name and country capitalised and the phone without spaces", async ({ page }) => {
      const email = uniqueEmail(`contact-${lang}`);
      await openContactForm(page, lang);
      const f = contactForm(page, lang);
      await f.name.fill("ana maría pérez");
      await f.phone.fill("+53 5 123 4567");
      await f.whatsapp.check();
      await f.email.fill(email);
      await f.country.fill("estados unidos");
      await f.comment.fill("¿Tienen mesa para ver el atardecer?\n<b>gracias</b>");
      await solveRobotCheck(page, lang);

      // Hold the request until 'Enviando...' has been seen in place of the buttons.
      const release = await holdRequests(page, "**/api/contact");
      const request = page.waitForRequest("**/api/contact");
      await f.send.click();
      await expect(f.status).toHaveText(sending[lang]);
      await expect(f.send).toBeHidden();
      const body = (await request).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({
        name: "Ana María Pérez",
        phone: "+5351234567",
        whatsapp: true,
        email,
        country: "Estados Unidos",
        lang,
      });
      expect(body).not.toHaveProperty("fecha");
      expect((await request).headers()["content-type"]).toBe("application/json");
      release();

      await expect(f.status).toHaveText(success[lang]);
      await expectNoAxeViolations(page);
      // docs/product.md §4, §8: after 2 s the message goes and the form is reset; the note about
      // the request stays in its place until the visitor writes again, then the form is empty.
      await expect(f.status).toBeEmpty();
      await expect(f.received).toHaveText(`${contactTexts[lang].receivedContactWhatsapp} ${contactTexts[lang].receivedLink}`);
      await f.writeAgain.click();
      await expect(f.received).toBeHidden();
      await expect(f.name).toHaveValue("");
      await expect(f.name).toBeFocused();
      await expect(f.whatsapp).not.toBeChecked();
      await expect(f.send).toBeVisible();

      const mails = await mailsTo(email, 2);
      const owner = mails.find((m) => m.replyTo?.value[0]?.address === email);
      const guest = mails.find((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === email);
      expect(owner?.text).toContain("Ana María Pérez");
      expect(owner?.text).toContain("Estados Unidos");
      expect(owner?.text).toContain("+5351234567");
      expect(owner?.text).toContain("https://wa.me/5351234567");
      expect(owner?.html).toContain("&#60;b&#62;gracias&#60;/b&#62;");
      expect(guest?.subject).toContain(lang === "es" ? "Hemos recibido tu solicitud" : "We have received your request");
      // The acknowledgement greets without the name (docs/product.md §7.4).
      expect(guest?.text).toMatch(lang === "es" ? /^Hola:\n/ : /^Hello,\n/);
      expect(guest?.text).not.toContain("Ana María Pérez");
    });

    test("sends a request with a reservation", async ({ page }) => {
      const email = uniqueEmail(`reservation-${lang}`);
      await openContactForm(page, lang);
      const f = contactForm(page, lang);
      await f.name.fill("john smith");
      await f.email.fill(email);
      await f.country.fill("canada");
      await f.comment.fill("A table for the sunset, please.");
      await f.reservation.check();
      const d = f.dialog;
      await expect(d).toBeVisible();
      // The last bookable day: 31 December of next year.
      const year = Number(new Intl.DateTimeFormat("en", { timeZone: "America/Havana", year: "numeric" }).format(new Date())) + 1;
      await d.getByRole("textbox", { name: lang === "es" ? "Fecha" : "Date" }).fill(`31/12/${year}`);
      await d.getByRole("combobox", { name: lang === "es" ? "Hora" : "Time" }).selectOption({ label: "3:15 PM" });
      await d.getByRole("combobox", { name: lang === "es" ? "Área" : "Area" }).selectOption("Terraza");
      await d.getByRole("spinbutton", { name: lang === "es" ? "Personas" : "People" }).fill("6");
      await d.getByRole("button", { name: lang === "es" ? "Guardar" : "Save" }).click();
      await expect(d).toBeHidden();
      await expect(f.form.getByRole("table")).toContainText(`31/12/${year}`);
      await solveRobotCheck(page, lang);
      const request = page.waitForRequest("**/api/contact");
      await f.send.click();
      expect((await request).postDataJSON()).toMatchObject({ fecha: `31/12/${year}`, hora: "3:15 PM", area: "Terraza", pax: 6 });
      await expect(f.status).toHaveText(success[lang]);
      // The note names the reservation; after the reset, writing again finds it cleared.
      await expect(f.received).toHaveText(`${contactTexts[lang].receivedReservation} ${contactTexts[lang].receivedLink}`);
      await f.writeAgain.click();
      await expect(f.form.getByRole("table")).toBeHidden();
      await expect(f.reservation).not.toBeChecked();

      const mails = await mailsTo(email, 2);
      const owner = mails.find((m) => m.replyTo?.value[0]?.address === email);
      expect(owner?.subject).toContain(`John Smith, ${mailDate(`${year}-12-31`, "es")}, 3:15 PM, 6`);
      expect(owner?.text).toContain("Terraza");
    });

    test("the note that the request arrived is still there ten seconds after sending, announced once", async ({ page }) => {
      // The page's own clock, moved on by the test: no waiting on real time.
      await page.clock.install();
      const email = uniqueEmail(`received-${lang}`);
      await openContactForm(page, lang);
      const f = contactForm(page, lang);
      await f.name.fill("eva díaz");
      await f.email.fill(email);
      await f.country.fill("chile");
      await f.comment.fill("¿Tienen mesa el viernes?");
      await solveRobotCheck(page, lang);
      await f.send.click();
      await expect(f.status).toHaveText(success[lang]);
      const note = `${contactTexts[lang].receivedContact} ${contactTexts[lang].receivedLink}`;
      await expect(f.received).toHaveText(note);

      await page.clock.fastForward(10_000);
      // The spec's reset has happened: the success is gone, the fields are empty (and hidden)...
      await expect(f.status).toBeEmpty();
      await expect(f.name).toBeHidden();
      await expect(f.name).toHaveValue("");
      await expect(f.send).toBeHidden();
      // ...and the note stands in the form's place, in one live region only.
      await expect(f.received).toHaveText(note);
      await expect(f.received).toBeInViewport();
      await expect(page.locator("[aria-live], [role=status], [role=alert]").filter({ hasText: contactTexts[lang].receivedContact })).toHaveCount(1);
      await expectNoAxeViolations(page);
      await f.writeAgain.click();
      await expect(f.received).toBeHidden();
      await expect(f.name).toBeFocused();
    });
  });
}
