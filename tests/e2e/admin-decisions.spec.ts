import { eq } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { contactRequests, outbox } from "#db/schema.ts";
import { insertRequest, type RequestInput } from "../support/site/admin-requests.ts";
import { expectAccessible, visitBeforeScripts } from "../support/e2e/fixtures.ts";
import { mailsTo, uniqueEmail } from "../support/e2e/contact-page.ts";
import { expect, gotoHydrated, signIn, test, uniqueTag, withDb } from "../support/e2e/admin-fixtures.ts";

// The owners' guarded decisions (app/features/requests/rules/decision-steps.ts) in a real
// Chromium: at 375 px in Spanish and at 1280 px in English. A single tap on Decline, Cancel or
// No-show decides nothing; the dialog's second step decides and the guest gets one mail; Undo
// within the window (DECISION_UNDO_SECONDS, 15 s on the e2e site) sends nothing; an inbox card's
// Confirm shows its slot's covers; the day view marks an arrival and a no-show.

const words = {
  es: {
    confirm: "Confirmar",
    decline: "Rechazar",
    cancel: "Anular la reserva",
    sureDecline: "Sí, rechazar",
    sureCancel: "Sí, anular la reserva",
    sureNoShow: "Sí, no vino",
    back: "Volver sin cambiar nada",
    toldByMail: "Se le avisará al cliente por correo.",
    undo: "Deshacer",
    undone: "Deshecho: la solicitud vuelve a estar «Nueva»",
    undoneHistory: /— Decisión deshecha por .+: vuelve a «Nueva»; el correo al cliente no se envió\.$/,
    declined: "Estado cambiado a «Rechazada».",
    cancelled: "Estado cambiado a «Cancelada».",
    covers: "Cubiertos en este turno",
    arrived: "Llegó",
    noShow: "Marcar como no presentado",
    didNotCome: "No vino",
    walkIn: "Sin reserva: anota a un cliente en la puerta",
    source: "Tomada por",
  },
  en: {
    confirm: "Confirm",
    decline: "Decline",
    cancel: "Cancel the booking",
    sureDecline: "Yes, decline",
    sureCancel: "Yes, cancel the booking",
    sureNoShow: "Yes, they did not come",
    back: "Back, change nothing",
    toldByMail: "The guest will be told by e-mail.",
    undo: "Undo",
    undone: "Undone: the request is “New” again",
    undoneHistory: /— Decision undone by .+: back to “New”; the guest's mail was not sent\.$/,
    declined: "Status changed to “Declined”.",
    cancelled: "Status changed to “Cancelled”.",
    covers: "Covers in this slot",
    arrived: "Arrived",
    noShow: "Mark as no-show",
    didNotCome: "Did not come",
    walkIn: "Walk-in: add a guest at the door",
    source: "Taken by",
  },
} as const;

/** Today where the restaurant is (the day view's "today"), and a day after an ISO date. */
const restaurantToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Havana" }).format(new Date());
const addDaysIso = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const langOf = (project: string) => (project === "mobile" ? "es" : "en");
const prefix = (lang: "en" | "es") => (lang === "es" ? "/es" : "");

async function add(input: RequestInput): Promise<string> {
  return withDb((db) => insertRequest(db, input));
}

async function rowOf(id: string) {
  return withDb(async (db) => {
    const [request] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
    const mails = await db.select().from(outbox).where(eq(outbox.requestId, id));
    return { status: request?.status, mails: mails.map((m) => m.state) };
  });
}

/** The page's dialog, once open. */
const dialog = (page: Page) => page.getByRole("dialog");

test("an inbox card: Confirm shows the covers; one tap on Decline decides nothing; the second step decides and mails once", async ({ page, owner }, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const w = words[lang];
  const tag = uniqueTag();
  const email = uniqueEmail(`decline-${lang}`);
  const id = await add({ name: `Lista ${tag}`, email, lang, reservationDate: "2031-05-10", reservationTime: "20:30", area: "Terraza", pax: 3 });
  await signIn(page, owner, lang);
  await gotoHydrated(page, `${prefix(lang)}/admin/requests?q=${tag}`);
  const card = page.locator(".admin-request").filter({ hasText: `Lista ${tag}` });
  await expect(card.getByRole("list", { name: w.covers })).toContainText("Terraza 0");
  await expect(card.getByRole("button", { name: w.confirm, exact: true })).toBeVisible();

  await card.getByRole("button", { name: w.decline, exact: true }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText(w.toldByMail);
  await expectAccessible(page);
  await dialog(page).getByRole("button", { name: w.back }).click();
  await expect(dialog(page)).toHaveCount(0);
  expect(await rowOf(id)).toEqual({ status: "new", mails: [] });

  await card.getByRole("button", { name: w.decline, exact: true }).click();
  await dialog(page).getByRole("button", { name: w.sureDecline }).click();
  await expect(card.getByRole("status")).toContainText(w.declined);
  await expect(card.getByRole("button", { name: w.undo })).toBeVisible();
  expect((await rowOf(id)).status).toBe("declined");
  // After the window, the guest's one mail about it.
  const mails = await mailsTo(email, 1);
  expect(mails).toHaveLength(1);
  await expect.poll(async () => (await rowOf(id)).mails).toEqual(["sent"]);
});

test("an inbox card's Confirm can be undone within the window: the mail is withdrawn, never sent", async ({ page, owner }, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const w = words[lang];
  const tag = uniqueTag();
  const id = await add({ name: `Deshacer ${tag}`, email: uniqueEmail(`undo-${lang}`), lang, reservationDate: "2031-05-11", reservationTime: "21:00", area: "Interior", pax: 2 });
  await signIn(page, owner, lang);
  await gotoHydrated(page, `${prefix(lang)}/admin/requests?q=${tag}`);
  const card = page.locator(".admin-request").filter({ hasText: `Deshacer ${tag}` });
  await card.getByRole("button", { name: w.confirm, exact: true }).click();
  await card.getByRole("button", { name: w.undo }).click();
  await expect(card.getByRole("status")).toContainText(w.undone);
  expect(await rowOf(id)).toEqual({ status: "new", mails: ["withheld"] });
  await expectAccessible(page);
  // The request's history says the decision was taken back, in words.
  await page.goto(`${prefix(lang)}/admin/requests/${id}`);
  const undoLine = page.locator(".admin-history li").last();
  await expect(undoLine).toHaveText(w.undoneHistory);
  await expectAccessible(page);
});

test("the request page: one tap on Cancel the booking decides nothing; the dialog's second step cancels", async ({ page, owner }, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const w = words[lang];
  const tag = uniqueTag();
  const id = await add({ name: `Anular ${tag}`, email: uniqueEmail(`cancel-${lang}`), lang, status: "confirmed", reservationDate: "2031-05-12", reservationTime: "20:00", area: "Balcón", pax: 2 });
  await signIn(page, owner, lang);
  await gotoHydrated(page, `${prefix(lang)}/admin/requests/${id}`);
  await page.getByRole("button", { name: w.cancel, exact: true }).click();
  await expect(dialog(page)).toContainText(w.toldByMail);
  expect((await rowOf(id)).status).toBe("confirmed");
  // The reservation has not begun: no no-show is offered yet.
  await expect(page.getByRole("button", { name: w.noShow })).toHaveCount(0);
  await dialog(page).getByRole("button", { name: w.sureCancel }).click();
  await expect(page.getByRole("status").first()).toHaveText(w.cancelled);
  expect((await rowOf(id)).status).toBe("cancelled");
  await expect(page.getByRole("button", { name: w.undo })).toBeVisible();
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the first tap leads to the second step, never to the decision", async ({ page, owner }, testInfo) => {
    const lang = langOf(testInfo.project.name);
    const w = words[lang];
    const tag = uniqueTag();
    const id = await add({ name: `SinJS ${tag}`, email: uniqueEmail(`nojs-${lang}`), lang });
    await signIn(page, owner, lang);
    await page.goto(`${prefix(lang)}/admin/requests/${id}`);
    await page.getByRole("button", { name: w.decline, exact: true }).click();
    await expect(page.getByText(w.toldByMail)).toBeVisible();
    expect((await rowOf(id)).status).toBe("new");
    await page.getByRole("button", { name: w.sureDecline }).click();
    await expect(page.getByText(w.declined)).toBeVisible();
    expect((await rowOf(id)).status).toBe("declined");
  });
});

// The inbox loads its scripts after the page (app/root.tsx PageHandle): a tap before they come
// does what the card's plain form does.
test("before the inbox's scripts have come, a card's Decline leads to the second step on the request's page, never to the decision", async ({ page, owner }, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const w = words[lang];
  const tag = uniqueTag();
  const id = await add({ name: `Antes ${tag}`, email: uniqueEmail(`early-${lang}`), lang, reservationDate: "2031-05-13", reservationTime: "20:00", area: "Terraza", pax: 2 });
  await signIn(page, owner, lang);
  await visitBeforeScripts(page, `${prefix(lang)}/admin/requests?q=${tag}`);
  const card = page.locator(".admin-request").filter({ hasText: `Antes ${tag}` });
  await card.getByRole("button", { name: w.decline, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/requests/${id}$`));
  await expect(page.getByText(w.toldByMail)).toBeVisible();
  expect((await rowOf(id)).status).toBe("new");
  await page.getByRole("button", { name: w.sureDecline }).click();
  await expect(page.getByText(w.declined)).toBeVisible();
  expect((await rowOf(id)).status).toBe("declined");
});

test("the day view: Arrived in one tap, No-show with its second step, a phone to call, a walk-in", async ({ page, owner }, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const w = words[lang];
  const tag = uniqueTag();
  const today = restaurantToday();
  // 00:00 today has begun; tomorrow's booking has not.
  const came = await add({ name: `Llega ${tag}`, status: "confirmed", reservationDate: today, reservationTime: "00:00", area: "Terraza", pax: 2, phone: "+5351234567" });
  const missing = await add({ name: `Falta ${tag}`, status: "confirmed", reservationDate: today, reservationTime: "00:00", area: "Interior", pax: 4 });
  await add({ name: `Mañana ${tag}`, status: "confirmed", reservationDate: addDaysIso(today, 1), reservationTime: "00:00", area: "Interior", pax: 2 });
  await signIn(page, owner, lang);
  await gotoHydrated(page, `${prefix(lang)}/admin/day`);
  const row = (name: string) => page.locator(".day-booking").filter({ hasText: `${name} ${tag}` });
  await expect(row("Llega").getByRole("link", { name: new RegExp(`Llega ${tag}`) }).last()).toHaveAttribute("href", "tel:+5351234567");

  await row("Llega").getByRole("button", { name: w.arrived }).click();
  await expect(row("Llega")).toContainText(w.arrived);
  await expect(row("Llega").getByRole("button")).toHaveCount(0);
  await expect.poll(async () => (await rowOf(came)).status).toBe("done");

  await row("Falta").getByRole("button", { name: w.noShow }).click();
  await expect(dialog(page)).toBeVisible();
  expect((await rowOf(missing)).status).toBe("confirmed");
  await dialog(page).getByRole("button", { name: w.sureNoShow }).click();
  await expect(row("Falta")).toContainText(w.didNotCome);
  expect((await rowOf(missing)).status).toBe("no-show");
  await expectAccessible(page);

  await page.goto(`${prefix(lang)}/admin/day?date=${addDaysIso(today, 1)}`);
  await expect(row("Mañana").getByRole("button", { name: w.arrived })).toBeVisible();
  await expect(row("Mañana").getByRole("button", { name: w.noShow })).toHaveCount(0);

  await page.goto(`${prefix(lang)}/admin/day`);
  await page.getByRole("link", { name: w.walkIn }).click();
  await expect(page).toHaveURL(/\/admin\/requests\/new\?date=\d{4}-\d{2}-\d{2}.*source=door/);
  await expect(page.getByLabel(w.source)).toHaveValue("door");
});
