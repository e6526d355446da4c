import { insertRequest } from "../support/site/admin-requests.ts";
import { expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { expect, followAdminNav, signIn, test, uniqueTag, withDb } from "../support/e2e/admin-fixtures.ts";
import { visit } from "../support/e2e/site-facts.ts";
import { mailDate } from "../support/site/mail-dates.ts";

// The owners' templates (app/features/requests/rules/mail-templates.ts) in the browser: an owner
// edits the decline's WhatsApp message, is refused a text without the reservation's date, saves
// a good one, declines a request of a guest who ticked WhatsApp and finds "Send on WhatsApp"
// with that message written; then puts the original text back. Each project edits the template
// of its own language (mobile Spanish, desktop English), so the two never meet.

const words = {
  es: {
    nav: "Área de los dueños",
    templates: "Plantillas de correo",
    edit: "Editar Rechazo por WhatsApp · Español",
    text: "Texto",
    save: "Guardar",
    missingDate: "El texto debe contener {date}.",
    saved: "Guardada. Los mensajes que se envíen desde ahora usan este texto.",
    preview: "Vista previa",
    sample: "María García",
    decline: "Rechazar",
    declined: "Estado cambiado a «Rechazada».",
    send: "Enviar por WhatsApp",
    restore: "Restaurar el texto original",
    restored: "El texto original está de vuelta.",
    original: "Hola, {name}: lo sentimos, {site} no puede aceptar tu reserva para el {date} a las {time}.",
  },
  en: {
    nav: "Owners' area",
    templates: "Mail templates",
    edit: "Edit Decline on WhatsApp · English",
    text: "Text",
    save: "Save",
    missingDate: "The text must contain {date}.",
    saved: "Saved. Messages sent from now on use this text.",
    preview: "Preview",
    sample: "Mary Smith",
    decline: "Decline",
    declined: "Status changed to “Declined”.",
    send: "Send on WhatsApp",
    restore: "Restore the original text",
    restored: "The original text is back.",
    original: "Hello {name}, we are sorry: {site} cannot take your reservation for {date} at {time}.",
  },
} as const;

test("edit the WhatsApp decline: refused without {date}, saved with it, sent from the request with the message written", async ({ page, owner }, testInfo) => {
  const lang = testInfo.project.name === "mobile" ? "es" : "en";
  const w = words[lang];
  const tag = uniqueTag();

  await signIn(page, owner, lang);
  await followAdminNav(page, w.nav, w.templates);
  await expect(page.getByRole("heading", { level: 1, name: w.templates })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: w.edit }).click();
  const body = page.getByRole("textbox", { name: w.text });
  await expect(body).toHaveValue(w.original);
  await body.fill(`{name}: ${tag}.`);
  await page.getByRole("button", { name: w.save }).click();
  await expect(page.getByText(w.missingDate)).toBeVisible();
  await expect(body).toHaveAttribute("aria-invalid", "true");

  await body.fill(`{name}, ${tag}: no hay mesa el {date}.`);
  await page.getByRole("button", { name: w.save }).click();
  await expect(page.getByRole("status")).toHaveText(w.saved);
  await expect(body).toHaveValue(`{name}, ${tag}: no hay mesa el {date}.`);
  await expect(page.getByRole("region", { name: w.preview })).toContainText(`${w.sample}, ${tag}: no hay mesa el ${mailDate("2027-06-20", lang)}.`);
  await expectNoAxeViolations(page);
  const editor = page.url();

  // A guest of the same language who ticked WhatsApp, declined from the inbox.
  const id = await withDb((db) =>
    insertRequest(db, {
      lang,
      name: `Guest ${tag}`,
      phone: "+53 5 111 2233",
      whatsapp: true,
      reservationDate: "2031-05-09",
      reservationTime: "20:30",
      area: "Terraza",
      pax: 2,
    }),
  );
  await visit(page, `${lang === "es" ? "/es" : ""}/admin/requests/${id}`);
  await expect(page.getByRole("link", { name: w.send })).toHaveCount(0);
  await page.getByRole("button", { name: w.decline, exact: true }).click();
  // Declining asks for its second step (app/features/requests/rules/decision-steps.ts).
  await page.getByRole("dialog").getByRole("button", { name: lang === "es" ? "Sí, rechazar" : "Yes, decline" }).click();
  await expect(page.getByRole("status")).toHaveText(w.declined);
  const link = page.getByRole("link", { name: w.send });
  const href = new URL((await link.getAttribute("href"))!);
  expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/5351112233");
  expect(href.searchParams.get("text")).toBe(`Guest ${tag}, ${tag}: no hay mesa el ${mailDate("2031-05-09", lang)}.`);
  await expectNoAxeViolations(page);

  // Back to the original text.
  await visit(page, editor);
  await page.getByRole("button", { name: w.restore }).click();
  await expect(page.getByRole("status")).toHaveText(w.restored);
  await expect(body).toHaveValue(w.original);
});
