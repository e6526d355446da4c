import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { contactRequests, requestStatusChanges } from "#db/schema.ts";
import { expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { expect, signIn, test, withDb } from "../support/e2e/admin-fixtures.ts";
import { fullRequest, postJson, solveAltcha } from "../support/site/contact-requests.ts";
import { mailsTo, uniqueEmail } from "../support/e2e/contact-page.ts";
import { e2ePort } from "../support/e2e/e2e-site.ts";

// The guest's manage page in a real browser (docs/decisions/0018-reservation-links.md): the link
// from the acknowledgement opens their request; they cancel it through the confirmation step;
// the owners' inbox shows it cancelled by the guest. With JavaScript and without (the page
// sends none either way), at 375 px and 1280 px, in both languages; axe finds nothing. On a phone
// its navigation is collapsed behind a toggle that needs no script, the status on the first screen. An owner
// ends a guest's link from the request's page, and the old link leads nowhere.

const words = {
  en: { home: "HOME", title: "Your request", received: "Request received", cancel: "Cancel my request…", question: "Cancel this request?", yes: "Yes, cancel my request", done: "Your request is cancelled. The restaurant has been told.", cancelled: "Cancelled", history: "Cancelled by the guest, from their own page", closed: "This request is no longer open, so there is nothing to cancel here." },
  es: { home: "INICIO", title: "Tu solicitud", received: "Solicitud recibida", cancel: "Cancelar mi solicitud…", question: "¿Cancelar esta solicitud?", yes: "Sí, cancelar mi solicitud", done: "Tu solicitud está cancelada. El restaurante ya lo sabe.", cancelled: "Cancelada", history: "Cancelada por el cliente, desde su propia página", closed: "Esta solicitud ya no está abierta, así que aquí no hay nada que cancelar." },
} as const;

const site = `http://127.0.0.1:${e2ePort}`;

/** A request sent through the public endpoint; its id and the manage link's path from the guest's acknowledgement. */
async function requestWithLink(lang: "en" | "es") {
  const email = uniqueEmail(`manage-${lang}`);
  const response = await postJson(site, fullRequest({ captcha: await solveAltcha(site), lang, email }));
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  // The owners' mail names the guest as its Reply-To: wait for both, read the guest's.
  const ack = (await mailsTo(email, 2)).find((m) => m.messageId?.startsWith(`<${id}.guest@`));
  const path = /https?:\/\/[^/\s]+(\/(?:es\/)?r\/[A-Za-z0-9_-]{43})/.exec(ack!.text ?? "")?.[1];
  expect(path, ack!.text).toBeDefined();
  return { id, path: path! };
}

/**
 * The page's navigation, sent without any script: on a phone, collapsed, with the request's status
 * on the first screen, and opened by its toggle alone; on a computer, every item in view.
 */
async function navigationWithoutScripts(page: Page, lang: "en" | "es") {
  const w = words[lang];
  const home = page.getByRole("navigation").getByRole("link", { name: w.home, exact: true });
  const toggle = page.getByRole("checkbox", { name: lang === "en" ? "Site navigation" : "Navegación del sitio" });
  const viewport = page.viewportSize()!;
  if (viewport.width >= 992) {
    await expect(home).toBeVisible();
    await expect(page.locator(".navbar__toggle")).toBeHidden();
    return;
  }
  await expect(home).toBeHidden();
  const status = await page.getByText(w.received, { exact: true }).boundingBox();
  expect(status, "the status is on the first screen").not.toBeNull();
  expect(status!.y + status!.height).toBeLessThanOrEqual(viewport.height);
  await page.locator(".navbar__toggle").click();
  await expect(toggle).toBeChecked();
  await expect(home).toBeVisible();
  await page.locator(".navbar__toggle").click();
  await expect(home).toBeHidden();
}

/** `axe`: axe runs as a script in the page, so only where the browser runs scripts (the page is the same without). */
async function guestCancels(page: Page, lang: "en" | "es", path: string, shot: string, axe = true) {
  const w = words[lang];
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
  await expect(page.getByText(w.received, { exact: true })).toBeVisible();
  // The navigation works without scripts: on a phone it is collapsed behind a toggle that needs
  // none (a checkbox's label), so the status is on the first screen; on a computer it is open.
  await navigationWithoutScripts(page, lang);
  // The page carries no script file: nothing to download, nothing to run.
  expect(await page.locator("script[src], script[type=module]").count()).toBe(0);
  if (axe) await expectNoAxeViolations(page);
  await page.screenshot({ path: `test-results/manage-shots/${shot}.png`, fullPage: true });

  await page.getByRole("link", { name: w.cancel }).click();
  await expect(page.getByRole("heading", { level: 2, name: w.question })).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
  await page.screenshot({ path: `test-results/manage-shots/${shot}-confirm.png`, fullPage: true });
  await page.getByRole("button", { name: w.yes }).click();
  await expect(page.getByRole("status")).toHaveText(w.done);
  await expect(page.getByText(w.cancelled, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: w.cancel })).toHaveCount(0);
  // Each closed action says why, in place of its button or form (docs/decisions/0026-guest-link-windows.md).
  await expect(page.getByText(w.closed)).toBeVisible();
  await expect(page.getByRole("textbox")).toHaveCount(0);
  if (axe) await expectNoAxeViolations(page);
}

for (const lang of ["en", "es"] as const) {
  test(`the guest cancels from their link (${lang}) and the owners' inbox shows it`, async ({ page, owner }, testInfo) => {
    test.slow();
    const { id, path } = await requestWithLink(lang);
    await guestCancels(page, lang, path, `${lang}-${testInfo.project.name}`);

    const w = words[lang];
    await signIn(page, owner, lang);
    await page.goto(`${lang === "es" ? "/es" : ""}/admin/requests/${id}`);
    await expect(page.getByText(w.history)).toBeVisible();
    await expect(page.locator("#status-heading")).toContainText(w.cancelled);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test(`the guest cancels from their link (${lang})`, async ({ page }, testInfo) => {
      test.slow();
      const { id, path } = await requestWithLink(lang);
      await guestCancels(page, lang, path, `${lang}-${testInfo.project.name}-nojs`, false);
      const changes = await withDb(async (db) => {
        const [request] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
        const rows = await db.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, id));
        return { status: request?.status, by: rows.map((r) => r.changedBy) };
      });
      expect(changes).toEqual({ status: "cancelled", by: ["guest"] });
    });
  });
}

test("an owner ends the guest's link from the request's page; the old link then leads nowhere", async ({ page, owner }) => {
  test.slow();
  const { id, path } = await requestWithLink("es");
  await signIn(page, owner, "es");
  await page.goto(`/es/admin/requests/${id}`);
  // One tap alone ends nothing: the button is behind a summary that says what happens.
  await expect(page.getByRole("button", { name: "Sí, anular este enlace" })).toBeHidden();
  await page.getByText("Anular el enlace del cliente…").click();
  await expect(page.getByText("El enlace antiguo ya no llevará a ninguna parte.", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sí, anular este enlace" }).click();
  await expect(page.getByRole("status")).toHaveText("El enlace antiguo del cliente ya no funciona. Su próximo correo lleva uno nuevo.");

  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Enlace no encontrado" })).toBeVisible();
  await expect(page.getByText("usa el enlace de su último correo", { exact: false })).toBeVisible();
});

test("a wrong link gets the not-found page in the page's language, which axe passes", async ({ page }, testInfo) => {
  for (const [path, heading] of [
    ["/r/not-a-real-token", "Link not found"],
    ["/es/r/not-a-real-token", "Enlace no encontrado"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/manage-shots/not-found-${path.startsWith("/es") ? "es" : "en"}-${testInfo.project.name}.png`, fullPage: true });
  }
});
