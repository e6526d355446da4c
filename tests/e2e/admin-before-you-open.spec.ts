import { expectAccessible } from "../support/e2e/fixtures.ts";
import { expect, openMore, signIn, test } from "../support/e2e/admin-fixtures.ts";

// "Before you open" (docs/owners-guide.md) at 375 px in Spanish and 1280 px in English: its count
// in the navigation (on a phone on More and inside it), the list of what is still a sample with
// a fix for each, both accessibility engines. What is open depends on what the other specs
// changed on the shared site (the menu, photos), so the count is read against the page's own list.

const words = {
  es: {
    area: "Área de los dueños",
    page: "Antes de abrir",
    more: "Más",
    badge: /quedan (\d+) antes de abrir/,
    toDo: "Por hacer",
    done: "Hecho",
    photos: "Fotos",
    facts: "Los datos del restaurante",
    siteUrl: "La dirección del sitio",
    helper: "Pide a tu ayudante que ponga en SITE_URL",
    mailDone: "Envío de correo",
    goToPhotos: "Ir a Fotos y archivos",
    mediaTitle: "Fotos y archivos",
    slot: "La azotea sobre Trinidad al atardecer",
    which: "Cuáles, por página",
  },
  en: {
    area: "Owners' area",
    page: "Before you open",
    more: "More",
    badge: /(\d+) left before you open/,
    toDo: "Still to do",
    done: "Done",
    photos: "Photos",
    facts: "The restaurant's facts",
    siteUrl: "The site's address",
    helper: "Ask your helper to set SITE_URL",
    mailDone: "Sending mail",
    goToPhotos: "Go to Photos and files",
    mediaTitle: "Photos and files",
    slot: "The rooftop over Trinidad at sunset",
    which: "Which ones, by page",
  },
} as const;

test("the owners see what is still a sample, counted in the navigation until it is done, each with its fix", async ({ page, owner }, testInfo) => {
  const phone = testInfo.project.name === "mobile";
  const lang = phone ? "es" : "en";
  const w = words[lang];
  await signIn(page, owner, lang);

  // The count beside the page's name: on a phone on More, seen with the panel closed, and inside
  // it; on a computer in the header's top row (the row of pages is full).
  if (phone) {
    const more = page.locator("details.admin-more > summary");
    await expect(more).toContainText(w.more);
    await expect(more.locator(".byo-badge")).toHaveText(/^\d+$/);
    await openMore(page);
  }
  const link = (phone ? page.getByRole("navigation", { name: w.area }) : page.getByRole("banner")).getByRole("link", { name: new RegExp(`^${w.page}`) });
  await expect(link).toBeVisible();
  const counted = Number(w.badge.exec((await link.textContent()) ?? "")?.[1]);
  expect(counted).toBeGreaterThan(0);
  if (phone) await expect(page.locator("details.admin-more > summary .byo-badge")).toHaveText(String(counted));
  await page.screenshot({ path: testInfo.outputPath(`nav-${lang}.png`) });

  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: w.page })).toBeVisible();
  const toDo = page.getByRole("region", { name: w.toDo });
  const open = toDo.getByRole("heading", { level: 3 });
  await expect(open).toHaveCount(counted);
  await expect(open.filter({ hasText: w.photos })).toHaveCount(1);
  await expect(open.filter({ hasText: w.facts })).toHaveCount(1);
  await expect(open.filter({ hasText: w.siteUrl })).toHaveCount(1);
  await expect(toDo.getByText(w.helper)).toBeVisible();
  // The browser tests' site sends its mail through an SMTP server: that line is ticked.
  await expect(page.getByRole("region", { name: w.done }).getByText(w.mailDone)).toBeVisible();
  // Each placeholder by where it shows, linked to its upload, folded under the photos' line.
  await toDo.getByText(w.which).click();
  await expect(toDo.getByRole("link", { name: w.slot })).toHaveAttribute("href", `${lang === "es" ? "/es" : ""}/admin/photos/hero`);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath(`before-you-open-${lang}.png`), fullPage: true });

  await toDo.getByRole("link", { name: w.goToPhotos }).click();
  await expect(page.getByRole("heading", { level: 1, name: w.mediaTitle })).toBeVisible();
});
