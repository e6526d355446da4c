import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { mailsTo } from "../support/e2e/contact-page.ts";
import { contactTexts } from "#app/features/requests/form/contact-texts.ts";
import { reservationTexts } from "#app/features/requests/form/reservation-texts.ts";
import { contactMessages } from "#app/features/requests/rules/contact-messages.ts";
import { mailTexts } from "#app/features/requests/mail-texts.ts";
import { localizePath, type Lang } from "#app/lib/lang.ts";

// The contact form in the languages the guests read besides English and Spanish, at 375 px
// (docs/decisions/0033-language-publication.md; the set-up publishes every language the owners'
// way). A French guest sends the form and reads every message of it in French, and the French
// acknowledgement arrives; the form at 375 px in French, German and Russian fits its labels and
// never makes the page wider than the phone.

const published = ["fr", "de", "ru"] as const satisfies readonly Lang[];
/** ALTCHA's own words in each language (node_modules/altcha/dist/i18n/). */
const robotWords = {
  fr: { box: "Je ne suis pas un robot", verified: "Vérifié" },
  de: { box: "Ich bin kein Roboter", verified: "Überprüft" },
  ru: { box: "Я не робот", verified: "Проверено" },
} as const;

// A phone's width: what this spec checks (the French send and the three forms' fit).
test.skip(({ isMobile }) => !isMobile, "375 px only");

async function openForm(page: Page, lang: Lang) {
  await page.goto(localizePath("/", lang));
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await page.locator("#form-contact").scrollIntoViewIfNeeded();
  await expect(page.locator(".contact-form-wrap[data-interactive]")).toBeAttached();
  return page.locator("form#contact-form");
}

/** No element makes the page scroll sideways: the width a phone shows is the page's whole width. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

test("a French guest sends the form and reads it all in French; the acknowledgement is French", async ({ page }, testInfo) => {
  const t = contactTexts.fr;
  const m = contactMessages.fr;
  const form = await openForm(page, "fr");
  const email = `amelie-${Date.now()}@example.org`;
  await form.getByLabel(t.name, { exact: false }).first().fill("amélie tremblay");
  await form.getByRole("textbox", { name: t.phone }).fill("+1 514 555 0199");
  await form.getByRole("textbox", { name: t.email }).fill(email);
  await form.getByRole("textbox", { name: t.country }).fill("canada");
  await form.getByRole("textbox", { name: t.comment }).fill("Une table pour le coucher du soleil, s’il vous plaît.");
  await page.getByRole("checkbox", { name: robotWords.fr.box }).click();
  await expect(page.locator("altcha-widget").getByText(robotWords.fr.verified)).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: testInfo.outputPath("contact-fr-filled.png"), fullPage: true });

  await form.getByRole("button", { name: "ENVOYER" }).click();
  await expect(form.getByRole("status")).toHaveText(m.success);
  await expectNoAxeViolations(page);
  await expect(form.locator(".form-received")).toHaveText(`${t.receivedContact} ${t.receivedLink}`);
  await page.screenshot({ path: testInfo.outputPath("contact-fr-sent.png"), fullPage: true });

  const mails = await mailsTo(email, 2);
  const guest = mails.find((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === email);
  // "… – {site}": the words before the restaurant's name.
  expect(guest?.subject).toContain(mailTexts.fr.guestSubject.replace("{site}", ""));
  expect(guest?.text).toMatch(/^Bonjour,\n/);
});

for (const lang of published) {
  test(`the form and its reservation dialog fit a phone in ${lang}`, async ({ page }, testInfo) => {
    const form = await openForm(page, lang);
    await expect(form.getByRole("textbox", { name: contactTexts[lang].email })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await form.screenshot({ path: testInfo.outputPath(`contact-form-${lang}.png`) });

    await form.getByRole("checkbox", { name: reservationTexts[lang].checkbox }).check();
    const dialog = page.getByRole("dialog", { name: reservationTexts[lang].title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: reservationTexts[lang].chooseDate }).click();
    // The calendar in the page's language: its grid is labelled with a month of that language.
    const months = Array.from({ length: 12 }, (_, i) => new Intl.DateTimeFormat(lang, { month: "long", timeZone: "UTC" }).format(Date.UTC(2027, i, 15)));
    await expect(dialog.getByRole("grid").first()).toHaveAccessibleName(new RegExp(`^(${months.join("|")}) \\d{4}$`, "i"));
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`reservation-dialog-${lang}.png`) });
  });
}
