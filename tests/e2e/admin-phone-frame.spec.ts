import type { Locator, Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { contactRequests, guestMessages } from "#db/schema.ts";
import { insertRequest } from "../support/site/admin-requests.ts";
import { expectAccessible } from "../support/e2e/fixtures.ts";
import { expect, openInboxFilters, signIn, test, uniqueTag, withDb } from "../support/e2e/admin-fixtures.ts";

// The owners' frame (app/features/admin/shell/admin-shell.tsx): at 375 × 740 in Spanish the
// navigation is one bar at the bottom, the first new request and a request's status buttons are on
// the first screen; at 1280 px in English the roomy header. A guest's message marks its card and
// the badge until an owner opens the request. Dates, times and phone numbers stay on one line.

const words = {
  es: {
    nav: "Área de los dueños",
    requests: "Solicitudes",
    today: "Hoy",
    more: "Más",
    texts: "Textos",
    statusForm: "Cambiar el estado",
    guestNews: /(\d+) mensajes? de clientes? sin leer/,
    marker: "Mensaje nuevo del cliente",
    search: "Buscar",
    apply: "Aplicar",
    signOut: "Cerrar sesión",
    other: "English",
  },
  en: {
    nav: "Owners' area",
    requests: "Requests",
    today: "Day view",
    more: "More",
    texts: "Texts",
    statusForm: "Change the status",
    guestNews: /(\d+) unread guest messages?/,
    marker: "New message from the guest",
    search: "Search",
    apply: "Apply",
    signOut: "Sign out",
    other: "Español",
  },
};

const langOf = (projectName: string) => (projectName === "mobile" ? "es" : "en");
const prefix = (lang: "en" | "es") => (lang === "es" ? "/es" : "");

/** The long tokens that once broke at 375 px ("15/12/20 / 26", "+44770090012 / 3"). */
const PHONE = "+447700900123";
const DATE = "2031-12-15";
const SHOWN_DATE = "15/12/2031";
/** The request's page writes the day in words, which may wrap between its words as any sentence does. */
const DATE_IN_WORDS = { en: "Monday, 15 December 2031", es: "lunes, 15 de diciembre de 2031" };

/** The bottom of what the page shows above the phone's tab bar (the viewport's height on a computer). */
async function firstScreenBottom(page: Page): Promise<number> {
  const bar = page.locator(".admin-tabs");
  const height = page.viewportSize()!.height;
  if (!(await bar.isVisible())) return height;
  return (await bar.boundingBox())!.y;
}

async function expectOnFirstScreen(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  expect(box.y, "starts on the page").toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, "ends above the tab bar, within the first screen").toBeLessThanOrEqual(await firstScreenBottom(page));
}

/** How many lines `text` takes inside `within` (the distinct tops of its characters' boxes). */
async function linesOf(within: Locator, text: string): Promise<number> {
  return within.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    }
    throw new Error(`"${wanted}" is not one text in the element`);
  }, text);
}

/** The unread guest messages the navigation's Requests link says (0 when it says none). */
async function badgeCount(page: Page, w: (typeof words)["en" | "es"]): Promise<number> {
  const link = page.getByRole("navigation", { name: w.nav }).getByRole("link", { name: new RegExp(`^${w.requests}`) });
  const found = w.guestNews.exec((await link.textContent()) ?? "");
  return found ? Number(found[1]) : 0;
}

test("the first new request and a request's status buttons are on the first screen; the navigation is one bar", async ({ page, owner }, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const w = words[lang];
  const phone = testInfo.project.name === "mobile";
  const tag = uniqueTag();
  // Newer than any other test's request, so it is the inbox's first card.
  const id = await withDb((db) =>
    insertRequest(db, {
      name: `Primera ${tag}`,
      createdAt: new Date(Date.now() + 60 * 60_000),
      phone: PHONE,
      whatsapp: true,
      reservationDate: DATE,
      reservationTime: "20:15",
      area: "Terraza",
      pax: 3,
    }),
  );
  await signIn(page, owner, lang);

  // The first card is a new request (unanswered first), whole on the first screen; ours is among
  // the first (the other project's twin may be newer).
  const first = page.locator(".admin-request").first();
  await expect(first.locator(".admin-status--new")).toBeVisible();
  await expectOnFirstScreen(page, first);
  const mine = page.locator(".admin-request").filter({ hasText: `Primera ${tag}` });
  await expect(mine).toBeVisible();
  expect(await linesOf(mine.locator(".admin-request__reservation"), SHOWN_DATE)).toBe(1);

  // One bar: every item of the visible navigation on one row.
  const nav = page.getByRole("navigation", { name: w.nav });
  await expect(nav).toHaveCount(1);
  const tops = await nav.locator(":scope > ul > li").evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
  expect(new Set(tops).size, "the navigation's items on one row").toBe(1);
  if (phone) {
    expect(tops).toHaveLength(3);
    expect((await nav.boundingBox())!.height).toBeLessThan(80);
    // The header is one compact row.
    expect((await page.locator(".admin-header").boundingBox())!.height).toBeLessThan(70);
    await expect(nav.getByRole("link", { name: new RegExp(`^${w.requests}`) })).toHaveAttribute("aria-current", "page");
  }
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath(`inbox-${lang}.png`) });

  await mine.getByRole("link", { name: `Primera ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/requests/${id}$`));
  const statusButton = page.getByRole("group", { name: w.statusForm }).getByRole("button").first();
  await expect(statusButton).toBeVisible();
  await expectOnFirstScreen(page, statusButton);
  // The phone number does not break across lines; the reservation's day is in words.
  const facts = page.locator(".admin-facts");
  expect(await linesOf(facts.nth(0), PHONE)).toBe(1);
  await expect(facts.nth(1)).toContainText(DATE_IN_WORDS[lang]);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath(`request-${lang}.png`) });
  await page.screenshot({ path: testInfo.outputPath(`request-${lang}-full.png`), fullPage: true });

  // The day view: its phone numbers on one line.
  await withDb((db) => db.update(contactRequests).set({ status: "confirmed" }).where(eq(contactRequests.id, id)));
  await page.goto(`${prefix(lang)}/admin/day?date=${DATE}`);
  const booking = page.locator(".day-booking").filter({ hasText: `Primera ${tag}` });
  await expect(booking).toBeVisible();
  expect(await linesOf(booking, PHONE)).toBe(1);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath(`day-${lang}.png`) });
});

test("on a phone, More opens the other pages, the language and sign-out", async ({ page, owner }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the tab bar is the phone's");
  const w = words.es;
  await signIn(page, owner, "es");
  const nav = page.getByRole("navigation", { name: w.nav });
  await expect(nav.getByRole("link", { name: w.texts })).toBeHidden();
  await nav.getByText(w.more).click();
  await expect(nav.getByRole("button", { name: w.signOut })).toBeVisible();
  await expect(nav.getByRole("link", { name: w.other })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("more-es.png") });
  await nav.getByRole("link", { name: w.texts }).click();
  await expect(page).toHaveURL(/\/es\/admin\/texts$/);
  // The page chosen, the panel is closed again.
  await expect(nav.getByRole("link", { name: w.texts })).toBeHidden();
  await nav.getByRole("link", { name: w.today }).click();
  await expect(page).toHaveURL(/\/es\/admin\/day$/);
});

test("a guest's message marks the card and the badge until an owner opens the request", async ({ page, owner }, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const w = words[lang];
  const tag = uniqueTag();
  const id = await withDb(async (db) => {
    const requestId = await insertRequest(db, { name: `Mensaje ${tag}`, status: "confirmed", reservationDate: DATE, reservationTime: "21:00", pax: 2 });
    await db.insert(guestMessages).values({ requestId, message: "¿Podemos venir a las 21:30?" });
    return requestId;
  });
  await signIn(page, owner, lang);
  const before = await badgeCount(page, w);
  expect(before, "the badge counts the unread message").toBeGreaterThan(0);

  await openInboxFilters(page);
  await page.getByLabel(w.search, { exact: true }).fill(tag);
  await page.getByRole("button", { name: w.apply }).click();
  const card = page.locator(".admin-request").filter({ hasText: `Mensaje ${tag}` });
  await expect(card.locator(".admin-request__head")).toContainText(w.marker);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath(`inbox-marked-${lang}.png`) });

  await card.getByRole("link", { name: `Mensaje ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/requests/${id}$`));
  // Opened: seen for every owner, at once (the badge on this very page no longer counts it).
  // (Only manage-link.spec.ts's guests write messages too, and not in the second between.)
  await expect(page.getByRole("heading", { level: 1, name: `Mensaje ${tag}` })).toBeVisible();
  expect(await badgeCount(page, w)).toBe(before - 1);
  await page.goBack();
  await expect(card).toBeVisible();
  await expect(card.locator(".admin-request__head")).not.toContainText(w.marker);
});
