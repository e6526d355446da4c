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

/** Waits for the page's scripts to have taken over (app/root.tsx marks <html>): a <details> opened earlier may be drawn again closed. */
async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Opens an owners' page and waits for its scripts: the inbox, a request and the day view load them
 * after the page (app/root.tsx PageHandle), and until then a tap does what the plain form does.
 * For a test of what the scripts add (the decision's dialog, a card or a row deciding in place).
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** Unfolds the inbox's filters where they are folded (a phone); nothing where they show already. */
export async function openInboxFilters(page: Page) {
  await hydrated(page);
  const details = page.locator("details.admin-filters");
  const toggle = details.locator("summary");
  // Until it shows open: a tap while the page hydrates may be undone by it.
  await expect(async () => {
    if ((await toggle.isVisible()) && !(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await toggle.click();
    await expect(page.locator("#filter-q")).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/**
 * Follows a link of the owners' navigation: on a phone the pages beyond Requests and Today are
 * under More (app/features/admin/shell/admin-shell.tsx), opened first.
 */
export async function followAdminNav(page: Page, navName: string, linkName: string | RegExp) {
  const named = { name: linkName, exact: typeof linkName === "string" };
  // The set-up pages sit in the header's top row on a computer, in More on a phone (nav.ts `header`).
  const link = page
    .getByRole("navigation", { name: navName })
    .getByRole("link", named)
    .or(page.getByRole("banner").getByRole("link", named))
    .filter({ visible: true });
  await hydrated(page);
  await expect(async () => {
    if (!(await link.isVisible())) await openMore(page);
    await link.click({ timeout: 2000 });
  }).toPass();
}

/** Opens the phone's More panel, where the language and sign-out are; nothing on a computer. */
export async function openMore(page: Page) {
  await hydrated(page);
  const more = page.locator("details.admin-more");
  if (!(await more.isVisible())) return;
  await expect(async () => {
    if (!(await more.evaluate((d) => (d as HTMLDetailsElement).open))) await more.locator("summary").click();
    await expect(more.locator(".admin-more__panel")).toBeVisible({ timeout: 1000 });
  }).toPass();
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
