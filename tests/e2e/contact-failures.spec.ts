import http from "node:http";
import type { Page } from "@playwright/test";
import type { AddressInfo } from "node:net";
import { test, expect } from "../support/e2e/fixtures.ts";
import { contactForm, langs, solveRobotCheck, openContactForm } from "../support/e2e/contact-page.ts";

// docs/product.md §8, §4: an HTTP failure says 'Error al enviar. Inténtalo de nuevo.',
// a network failure logs to the console and says 'Ocurrió un error inesperado.';
// either way the form is usable again with what the visitor typed.

const httpError = { en: "Sending failed. Please try again.", es: "Error al enviar. Inténtalo de nuevo." };
const unexpected = { en: "An unexpected error occurred.", es: "Ocurrió un error inesperado." };

// A test double of a broken backend: a real local HTTP server answering 500.
let broken: http.Server;
let brokenUrl: string;
test.beforeAll(async () => {
  broken = http.createServer((_, res) => {
    res.writeHead(500, { "Content-Type": "text/plain" });
    res.end("Internal Server Error");
  });
  await new Promise<void>((resolve) => broken.listen(0, "127.0.0.1", resolve));
  brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}/`;
});
test.afterAll(() => new Promise<void>((resolve) => broken.close(() => resolve())));

/** Drops the console errors a test expects, so the fixture fails only on others. */
function expectConsoleErrors(pageErrors: string[], patterns: RegExp[]) {
  for (const pattern of patterns) {
    const index = pageErrors.findIndex((e) => pattern.test(e));
    expect(index, `a console error matching ${pattern}`).toBeGreaterThanOrEqual(0);
    pageErrors.splice(index, 1);
  }
}

async function fillValid(page: Page, lang: "en" | "es") {
  const f = contactForm(page, lang);
  await f.name.fill("ana pérez");
  await f.phone.fill("+53 5 123 4567");
  await f.email.fill("ana@example.org");
  await f.country.fill("cuba");
  await f.comment.fill("Una mesa, por favor.");
  await solveRobotCheck(page, lang);
  return f;
}

for (const lang of langs) {
  test(`a server answering 500 shows the HTTP error and keeps what was typed (${lang})`, async ({ page, pageErrors }) => {
    await openContactForm(page, lang);
    const f = await fillValid(page, lang);
    await page.route("**/api/contact", async (route) => route.fulfill({ response: await route.fetch({ url: brokenUrl }) }));
    await f.send.click();
    await expect(f.alert).toHaveText(httpError[lang]);
    await expect(f.send).toBeVisible();
    await expect(f.name).toHaveValue("ana pérez");
    await expect(f.phone).toHaveValue("+53 5 123 4567");
    await expect(f.comment).toHaveValue("Una mesa, por favor.");
    expectConsoleErrors(pageErrors, [/status of 500/]);
  });

  test(`a network cut logs to the console and shows the unexpected error (${lang})`, async ({ page, pageErrors }) => {
    await openContactForm(page, lang);
    const f = await fillValid(page, lang);
    await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
    await f.send.click();
    await expect(f.alert).toHaveText(unexpected[lang]);
    await expect(f.send).toBeVisible();
    await expect(f.email).toHaveValue("ana@example.org");
    expectConsoleErrors(pageErrors, [/The contact request could not be sent/, /ERR_INTERNET_DISCONNECTED/]);
  });
}
