import { expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { expect, openInboxFilters, signIn, test, uniqueTag } from "../support/e2e/admin-fixtures.ts";
import { contactForm, homePath, mailsTo, solveRobotCheck, uniqueEmail } from "../support/e2e/contact-page.ts";

// docs/product.md §13, end to end: a request sent from the public form (robot check solved for real
// in the browser) is found in the owners' inbox with every field, and can be confirmed: the guest's
// mail about it arrives.

const words = {
  en: { sent: "Form sent successfully ✅", search: "Search", apply: "Apply", whatsapp: "Write on WhatsApp", confirm: "Confirm", confirmed: "Status changed to “Confirmed”.", mail: "The guest will get a mail about it.", subject: "Your reservation is confirmed" },
  es: { sent: "Formulario enviado correctamente ✅", search: "Buscar", apply: "Aplicar", whatsapp: "Escribir por WhatsApp", confirm: "Confirmar", confirmed: "Estado cambiado a «Confirmada».", mail: "El cliente recibirá un correo.", subject: "Tu reserva está confirmada" },
} as const;

test("a request sent from the public contact form appears in the inbox, and the owner confirms it", async ({ page, owner }, testInfo) => {
  test.slow();
  const lang = testInfo.project.name === "mobile" ? "es" : "en";
  const w = words[lang];
  const email = uniqueEmail(`inbox-${lang}`);
  const tag = uniqueTag().replace(/\d/g, "x");

  await page.goto(homePath[lang]);
  const f = contactForm(page, lang);
  await f.name.fill(`lucía ${tag}`);
  await f.phone.fill("+53 5 765 4321");
  await f.whatsapp.check();
  await f.email.fill(email);
  await f.country.fill("méxico");
  await f.comment.fill(`Una mesa en la terraza, por favor (${tag}).`);
  await solveRobotCheck(page, lang);
  await f.send.click();
  await expect(f.status).toHaveText(w.sent);

  const name = `Lucía ${tag[0]!.toUpperCase()}${tag.slice(1)}`;
  await signIn(page, owner, lang);
  await openInboxFilters(page);
  await page.getByLabel(w.search, { exact: true }).fill(email);
  await page.getByRole("button", { name: w.apply }).click();
  await expect(page.locator(".admin-request__name")).toHaveText([name]);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByText("México", { exact: true })).toBeVisible();
  await expect(page.getByText(`Una mesa en la terraza, por favor (${tag}).`)).toBeVisible();
  await expect(page.getByRole("link", { name: w.whatsapp })).toHaveAttribute("href", "https://wa.me/5357654321");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: w.confirm, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(w.confirmed);
  await expect(page.getByText(w.mail)).toBeVisible();
  // The guest's mail about the decision arrives, in the language they wrote in (the acknowledgement
  // and the owners' mail, which replies to them, came before it).
  const mails = await mailsTo(email, 3);
  const decision = mails.filter((m) => m.subject?.startsWith(w.subject));
  expect(decision).toHaveLength(1);
  expect(decision[0]!.to && [decision[0]!.to].flat()[0]?.value[0]?.address).toBe(email);
});
