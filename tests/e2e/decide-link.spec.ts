import { expectNoAxeViolations, expectNoHtmlcsErrors } from "../support/e2e/fixtures.ts";
import { fullRequest, postJson, solveAltcha } from "../support/site/contact-requests.ts";
import { mailsTo, uniqueEmail } from "../support/e2e/contact-page.ts";
import { insertRequest } from "../support/site/admin-requests.ts";
import { e2ePort } from "../support/e2e/e2e-site.ts";
import { expect, signIn, test, withDb } from "../support/e2e/admin-fixtures.ts";

// The owners decide a reservation from the links in their mail (app/routes/admin.decide.tsx):
// a browser that is not signed in is asked to sign in first and comes back to the link, as on a
// phone whose session has ended; a signed-in one opens it at once. And a request's page tells
// them of the guest's earlier requests (app/features/admin/inbox/guest-history.tsx).

const site = `http://127.0.0.1:${e2ePort}`;

/** Sends a reservation through the public endpoint and returns the two links of the owners' mail. */
async function reservationLinks(email: string) {
  const response = await postJson(site, fullRequest({ email, captcha: await solveAltcha(site) }));
  expect(response.status).toBe(201);
  const mails = await mailsTo(email, 2);
  const owners = mails.find((m) => m.subject?.startsWith("Solicitud de reserva"));
  const text = owners?.text ?? "";
  const link = (label: string) => new URL(new RegExp(`^${label}: (\\S+)$`, "m").exec(text)![1]!).pathname;
  return { confirm: link("Confirmar la reserva"), decline: link("Rechazar la reserva") };
}

const texts = {
  es: {
    title: "¿Confirmar esta reserva?",
    button: "Confirmar la reserva",
    done: "Reserva confirmada.",
    open: "Abrir la solicitud",
    used: "Enlace ya usado",
    signIn: { heading: "Iniciar sesión", notice: "Inicia sesión para continuar.", email: "Correo electrónico", password: "Contraseña", submit: "Entrar" },
  },
  en: {
    title: "Confirm this reservation?",
    button: "Confirm the reservation",
    done: "Reservation confirmed.",
    open: "Open the request",
    used: "Link already used",
    signIn: { heading: "Sign in", notice: "Sign in to continue.", email: "E-mail", password: "Password", submit: "Sign in" },
  },
} as const;

for (const lang of ["es", "en"] as const) {
  test(`an owner confirms a reservation from the mail's link, signing in on the way (${lang})`, async ({ page, owner }, testInfo) => {
    const t = texts[lang];
    const email = uniqueEmail(`decide-${lang}`);
    const { confirm } = await reservationLinks(email);
    const path = lang === "es" ? confirm : confirm.replace(/^\/es/, "");
    await page.goto(path);
    // Not signed in: the sign-in page, showing nothing of the request, then back to the link.
    await expect(page.getByRole("heading", { level: 1, name: t.signIn.heading })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(t.signIn.notice);
    await expect(page.getByText("María José O'Neil")).toHaveCount(0);
    await page.getByLabel(t.signIn.email).fill(owner.email);
    await page.getByLabel(t.signIn.password).fill(owner.password);
    await page.getByRole("button", { name: t.signIn.submit }).click();
    await page.waitForURL((url) => url.pathname === path);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText("María José O'Neil")).toBeVisible();
    await expect(page.getByRole("main").getByRole("button")).toHaveText([t.button]);
    await expectNoAxeViolations(page);
    await expectNoHtmlcsErrors(page);
    await page.screenshot({ path: testInfo.outputPath(`decide-open-${lang}.png`), fullPage: true });

    await page.getByRole("button", { name: t.button }).click();
    await expect(page.getByRole("status")).toContainText(t.done);
    await expect(page.getByRole("link", { name: t.open })).toHaveAttribute("href", new RegExp(`/admin/requests/[0-9a-f-]{36}$`));
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`decide-done-${lang}.png`), fullPage: true });

    // The guest hears the decision, in the language of the request (Spanish).
    const mails = await mailsTo(email, 3);
    expect(mails.filter((m) => m.subject?.startsWith("Tu reserva está confirmada"))).toHaveLength(1);

    // The link a second time: refused, with the reason.
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: t.used })).toBeVisible();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`decide-used-${lang}.png`), fullPage: true });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the decline link's button works as a plain form, for an owner signed in on this phone", async ({ page, owner }) => {
    const { decline } = await reservationLinks(uniqueEmail("decide-nojs"));
    await signIn(page, owner, "es");
    await page.goto(decline);
    await expect(page.getByRole("heading", { level: 1, name: "¿Rechazar esta reserva?" })).toBeVisible();
    await page.getByRole("button", { name: "Rechazar la reserva" }).click();
    await expect(page.getByRole("status")).toContainText("Reserva rechazada.");
  });
});

test("a request's page says how many earlier requests and no-shows the guest has", async ({ page, owner }, testInfo) => {
  const email = uniqueEmail("history");
  const id = await withDb(async (db) => {
    const before = (days: number) => new Date(Date.now() - days * 86_400_000);
    await insertRequest(db, { email: email.toUpperCase(), status: "no-show", createdAt: before(60) });
    await insertRequest(db, { email, status: "done", createdAt: before(30) });
    await insertRequest(db, { email: uniqueEmail("history-other"), status: "no-show", createdAt: before(20) });
    return insertRequest(db, { email, name: "Historia Guest", reservationDate: "2031-05-02", reservationTime: "20:30", area: "Terraza", pax: 3 });
  });
  await signIn(page, owner);
  await page.goto(`/admin/requests/${id}`);
  const history = page.getByRole("region", { name: "This guest before" });
  await expect(history).toContainText("2 earlier requests, 1 no-show.");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("history-en.png"), fullPage: true });
  await history.getByRole("link", { name: "Find this guest's requests" }).click();
  // The inbox's text search for the e-mail: the two earlier requests and this one.
  await expect(page.locator(".admin-request__name")).toHaveCount(3);

  await page.goto(`/es/admin/requests/${id}`);
  await expect(page.getByRole("region", { name: "Este cliente antes" })).toContainText("2 solicitudes anteriores, 1 ausencia (no se presentó).");
});
