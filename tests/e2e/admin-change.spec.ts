import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { contactRequests } from "#db/schema.ts";
import { expectAccessible } from "../support/e2e/fixtures.ts";
import { expect, signIn, test, withDb } from "../support/e2e/admin-fixtures.ts";
import { fullRequest, postJson, solveAltcha } from "../support/site/contact-requests.ts";
import { mailsTo, uniqueEmail } from "../support/e2e/contact-page.ts";
import { e2ePort } from "../support/e2e/e2e-site.ts";

// An owner changes a confirmed reservation's time and people (/admin/requests/:id/change) in a
// real browser: at 375 px in Spanish and at 1280 px in English. The guest asked from their page;
// the owner opens the request, follows the link beside the reservation, sees what the guest
// asked beside the form, saves; the request's history shows from → to, the guest's page the new
// time and people, and ONE mail arrives with the calendar file moved. Axe and HTML_CodeSniffer find nothing.

const words = {
  en: {
    link: "Change date, time, area or people",
    title: "Change the reservation",
    asked: "What the guest asked",
    time: "Time",
    people: "People",
    save: "Save the change",
    saved: "The reservation is changed. The guest will be told by e-mail.",
    back: "Back to the request",
    history: "Changes to the reservation",
    peopleOf: (n: number) => `${n} people`,
  },
  es: {
    link: "Cambiar fecha, hora, zona o personas",
    title: "Cambiar la reserva",
    asked: "Lo que pidió el cliente",
    time: "Hora",
    people: "Personas",
    save: "Guardar el cambio",
    saved: "La reserva está cambiada. El cliente recibirá un correo.",
    back: "Volver a la solicitud",
    history: "Cambios de la reserva",
    peopleOf: (n: number) => `${n} personas`,
  },
} as const;

const site = `http://127.0.0.1:${e2ePort}`;

test("an owner changes a reservation's time and people; the history, the guest's page and one mail follow", async ({ page, owner }, testInfo) => {
  // A phone in Spanish, a computer in English (docs/testing.md §4).
  const lang = testInfo.project.name.startsWith("mobile") ? "es" : "en";
  const w = words[lang];
  const prefix = lang === "es" ? "/es" : "";
  const email = uniqueEmail(`change-${lang}`);
  const response = await postJson(site, fullRequest({ captcha: await solveAltcha(site), lang, email, pax: 4, hora: "8:30 PM" }));
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const ack = (await mailsTo(email, 2)).find((m) => m.messageId?.startsWith(`<${id}.guest@`));
  const guestPath = /https?:\/\/[^/\s]+(\/(?:es\/)?r\/[A-Za-z0-9_-]{43})/.exec(ack!.text ?? "")![1]!;

  // The guest asks from their page.
  const asking = lang === "es" ? "¿Podemos venir a las 9:30 PM y ser 6?" : "Could we come at 9:30 PM, six of us?";
  const ask = await fetch(`${site}${guestPath}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: site, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "ask", message: asking }),
  });
  expect(ask.status).toBe(303);
  // Confirmed, as an owner's decision leaves it (that path has its own tests).
  await withDb((db) => db.update(contactRequests).set({ status: "confirmed" }).where(eq(contactRequests.id, id)));

  await signIn(page, owner, lang);
  await page.goto(`${prefix}/admin/requests/${id}`);
  await page.getByRole("link", { name: w.link }).click();
  await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: w.asked })).toBeVisible();
  await expect(page.getByText(asking)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath(`change-form-${lang}.png`), fullPage: true });

  await page.getByLabel(w.time, { exact: true }).selectOption("21:30");
  await page.getByLabel(w.people, { exact: true }).fill("6");
  await page.getByRole("button", { name: w.save }).click();
  await expect(page.getByRole("status").filter({ hasText: w.saved })).toBeVisible();
  await expect(page.getByRole("heading", { name: w.history })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: w.back }).click();
  const history = page.locator(".change-history");
  await expect(history.getByRole("heading", { name: w.history })).toBeVisible();
  await expect(history.locator("del")).toContainText("8:30 PM");
  await expect(history.locator("ins")).toContainText("9:30 PM");
  await expect(history.locator("ins")).toContainText(w.peopleOf(6));
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath(`change-history-${lang}.png`), fullPage: true });

  // The guest's own page shows the new time and people.
  await page.goto(guestPath);
  const rows = page.locator("main");
  await expect(rows).toContainText("9:30 PM");
  await expect(rows).not.toContainText("8:30 PM");

  // One mail, in the guest's language, the calendar event moved.
  const mails = (await mailsTo(email, 3)).filter((m) => m.messageId?.startsWith(`<${id}.changed.`));
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toContain(lang === "es" ? "Tu reserva ha cambiado" : "Your reservation is changed");
  const ics = mails[0]!.attachments.find((a) => a.filename === "reservation.ics")!.content.toString("utf8");
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
  expect(event.sequence).toBe(1);
  expect([event.startDate.hour, event.startDate.minute]).toEqual([21, 30]);
});
