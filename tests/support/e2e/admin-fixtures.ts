import type { Page } from "@playwright/test";
import type { Db } from "#db/client.ts";
import { siteDb } from "../site/built-site.ts";
import { e2eDataDir } from "./e2e-site.ts";
import { createOwnerAccount } from "../site/owner-account.ts";
import { test as base, expect } from "./fixtures.ts";

// Owners' area browser tests: each worker gets its own owner account, created with the
// real `npm run admin:create` against the e2e server's DATA_DIR, so parallel workers
// never reset each other's sessions. Requests are written straight into the same SQLite
// file (as the public form would create them).

export type Owner = { email: string; password: string };

export const test = base.extend<object, { owner: Owner }>({
  owner: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const owner = { email: `owner-w${workerInfo.workerIndex}@example.test`, password: "la terraza e2e secreta" };
      await createOwnerAccount(e2eDataDir, owner.email, owner.password);
      await use(owner);
    },
    { scope: "worker" },
  ],
});

export { expect };

/** The e2e server's database, opened for the length of `work`. */
export async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const db = await siteDb(e2eDataDir);
  try {
    return await work(db);
  } finally {
    db.$client.close();
  }
}

/** Signs in through the real form and waits for the inbox (or `next`). */
export async function signIn(page: Page, owner: Owner, lang: "en" | "es" = "en") {
  const labels = lang === "es" ? { email: "Correo electrónico", password: "Contraseña", submit: "Entrar" } : { email: "E-mail", password: "Password", submit: "Sign in" };
  await page.goto(lang === "es" ? "/es/admin/sign-in" : "/admin/sign-in");
  await page.getByLabel(labels.email).fill(owner.email);
  await page.getByLabel(labels.password).fill(owner.password);
  await page.getByRole("button", { name: labels.submit }).click();
  await page.waitForURL(lang === "es" ? "**/es/admin/requests" : "**/admin/requests");
}

/**
 * A refused form post answers 4xx on purpose and the browser logs it as a failed
 * resource; take exactly those entries out of the page's error list (and insist they came).
 */
export function expectRefusedPosts(pageErrors: string[], status: number) {
  const expected = pageErrors.filter((e) => e.includes(`the server responded with a status of ${status}`));
  expect(expected.length, `a ${status} answer`).toBeGreaterThan(0);
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !expected.includes(e)));
}

/** A short token that makes one test's data findable among other tests' data. */
export function uniqueTag(): string {
  return Math.random().toString(36).slice(2, 8);
}
