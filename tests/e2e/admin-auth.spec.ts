import { expectAccessible, expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { expect, expectRefusedPosts, openMore, signIn, test } from "../support/e2e/admin-fixtures.ts";

test.describe("owners' sign-in", () => {
  test("an owner signs in, sees the inbox, and signs out", async ({ page, owner }) => {
    const response = await page.goto("/admin/sign-in");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expectAccessible(page);

    await signIn(page, owner);
    await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Owners' area" }).getByRole("link", { name: /Requests/ })).toHaveAttribute("aria-current", "page");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

    await openMore(page);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\?signed-out=1$/);
    await expect(page.getByRole("status")).toHaveText("You have signed out.");
    await page.goto("/admin/requests");
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Frequests$/);
  });

  test("a wrong password and an unknown e-mail get the same message", async ({ page, pageErrors, owner }) => {
    await page.goto("/admin/sign-in");
    await page.getByLabel("E-mail").fill(owner.email);
    await page.getByLabel("Password").fill("definitely not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Wrong e-mail or password.");
    await expect(page).toHaveURL(/\/admin\/sign-in$/);

    await page.getByLabel("E-mail").fill("nobody-here@example.test");
    await page.getByLabel("Password").fill("definitely not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Wrong e-mail or password.");
    await expectNoAxeViolations(page);
    expectRefusedPosts(pageErrors, 401);
    // The right password still works, and wipes this client's failures (all tests share 127.0.0.1).
    await page.getByLabel("E-mail").fill(owner.email);
    await page.getByLabel("Password").fill(owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/requests$/);
  });

  test("the form says what is missing before sending", async ({ page }) => {
    await page.goto("/es/admin/sign-in");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByText("Escribe tu correo electrónico.")).toBeVisible();
    await expect(page.getByLabel("Correo electrónico")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Correo electrónico").fill("no-es-un-correo");
    await page.getByLabel("Contraseña").focus();
    await expect(page.getByText("Escribe un correo electrónico válido.")).toBeVisible();
  });

  test("a page asked for before sign-in opens after it, in its language", async ({ page, owner }) => {
    await page.goto("/es/admin/texts?q=trinidad");
    await expect(page).toHaveURL(/\/es\/admin\/sign-in\?next=/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("status")).toHaveText("Inicia sesión para continuar.");
    await page.getByLabel("Correo electrónico").fill(owner.email);
    await page.getByLabel("Contraseña").fill(owner.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/es\/admin\/texts\?q=trinidad$/);
    await expect(page.getByRole("heading", { level: 1, name: "Textos" })).toBeVisible();
    // The language switch keeps the page.
    await openMore(page);
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/admin\/texts\?q=trinidad$/);
    await expect(page.getByRole("heading", { level: 1, name: "Texts" })).toBeVisible();
  });
});

test.describe("without a session", () => {
  const pages = ["/admin", "/admin/requests", "/admin/requests/any-id", "/admin/requests.csv", "/admin/texts", "/admin/texts/encabezado/titulo", "/admin/photos", "/admin/photos/team-1", "/admin/menu", "/admin/menu/tapas", "/admin/sign-out", "/admin/no-such-page"];

  test("every page of the owners' area sends to sign-in, in both languages", async ({ request }) => {
    for (const lang of ["", "/es"]) {
      for (const page of pages) {
        const response = await request.get(lang + page, { maxRedirects: 0 });
        expect(response.status(), lang + page).toBe(302);
        expect(response.headers()["location"], lang + page).toBe(`${lang}/admin/sign-in?next=${encodeURIComponent(lang + page)}`);
      }
      for (const page of ["/admin/requests/any-id", "/admin/texts/encabezado/titulo", "/admin/photos/team-1", "/admin/menu/tapas", "/admin/sign-out"]) {
        const response = await request.post(lang + page, {
          maxRedirects: 0,
          headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
          form: { intent: "status", status: "confirmed" },
        });
        expect(response.status(), `POST ${lang}${page}`).toBe(303);
        expect(response.headers()["location"]).toBe(`${lang}/admin/sign-in`);
      }
    }
  });

  test("a browser lands on the sign-in page", async ({ page }) => {
    await page.goto("/admin/texts");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Owners' area" })).toHaveCount(0);
  });

  test("the public site links nowhere into the owners' area", async ({ page }) => {
    for (const path of ["/", "/es", "/menu", "/es/about"]) {
      await page.goto(path);
      await expect(page.locator('a[href*="admin"]')).toHaveCount(0);
    }
  });
});
