import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { readMailDir } from "../site/smtp-sink.ts";
import { e2eMailDir } from "./e2e-site.ts";
import { contactTexts } from "#app/features/requests/form/contact-texts.ts";
import { reservationTexts } from "#app/features/requests/form/reservation-texts.ts";

// Helpers for the contact form's browser tests (docs/product.md §7). Labels come from the
// form's dictionaries; the messages under test are written out in the specs.

/**
 * The languages a fresh site publishes (db/migrations/0010_language_publication.sql: English and
 * Spanish), which the specs' own words are written in. Specs of another language publish it first.
 */
export const langs = ["en", "es"] as const;
export type SpecLang = (typeof langs)[number];
export const homePath = { en: "/", es: "/es" } as const;
export const sendLabel = { en: "SEND", es: "ENVIAR" } as const;

/**
 * Opens the home page and waits for the interactive contact form: its code loads only
 * when the contact section comes near the screen (docs/product.md §15.3); until then the page holds
 * the server's plain form.
 */
export async function openContactForm(page: Page, lang: SpecLang) {
  await page.goto(homePath[lang]);
  await page.locator("#form-contact").scrollIntoViewIfNeeded();
  await expect(page.locator(".contact-form-wrap[data-interactive]")).toBeAttached();
}

export function contactForm(page: Page, lang: SpecLang) {
  const t = contactTexts[lang];
  const r = reservationTexts[lang];
  const form = page.locator("form#contact-form");
  return {
    form,
    name: form.getByLabel(t.name, { exact: false }).first(),
    phone: form.getByRole("textbox", { name: t.phone }),
    whatsapp: form.getByRole("checkbox", { name: new RegExp(`^${t.whatsapp}`) }),
    email: form.getByRole("textbox", { name: t.email }),
    country: form.getByRole("textbox", { name: t.country }),
    comment: form.getByRole("textbox", { name: t.comment }),
    reservation: form.getByRole("checkbox", { name: r.checkbox }),
    send: form.getByRole("button", { name: sendLabel[lang] }),
    reset: form.getByRole("button", { name: t.reset }),
    alert: form.getByRole("alert"),
    status: form.getByRole("status"),
    /** The note after sending (docs/product.md §8), and the button that ends it. */
    received: form.locator(".form-received"),
    writeAgain: form.getByRole("button", { name: t.writeAgain }),
    dialog: page.getByRole("dialog", { name: r.title }),
  };
}

/** Solves ALTCHA for real: ticks its box and waits for the proof of work. */
export async function solveRobotCheck(page: Page, lang: SpecLang) {
  const box = page.getByRole("checkbox", { name: lang === "es" ? "No soy un robot" : "I'm not a robot" });
  // The widget keeps the box unticked while it works, so click rather than check().
  await box.click();
  await expect(page.locator("altcha-widget").getByText(lang === "es" ? "Verificado" : "Verified")).toBeVisible({ timeout: 30_000 });
}

/** The mails the test SMTP server received for a recipient, waiting until `count` arrived. */
export async function mailsTo(address: string, count: number) {
  let found: Awaited<ReturnType<typeof readMailDir>> = [];
  await expect
    .poll(
      async () => {
        const all = await readMailDir(e2eMailDir);
        found = all.filter((m) => [m.to, m.replyTo].flat().some((a) => a?.value.some((v) => v.address === address)));
        return found.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** A unique e-mail address per test, so tests running in parallel read their own mails. */
export function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}
