import type { Locator, Page } from "@playwright/test";
import { test, expect } from "../support/e2e/fixtures.ts";
import { contactForm, homePath, langs, solveRobotCheck, type SpecLang } from "../support/e2e/contact-page.ts";
import { modal, words } from "../support/e2e/reservation-modal.ts";
import { contactMessages } from "#app/features/requests/rules/contact-messages.ts";

// The whole contact flow as visitors and their tools run it, on a slow phone: the page
// opened, the fields filled by keys or set by script (autofill, password managers and
// assistive tools set a value and move the focus on without a key press), with and
// without a reservation, the robot check solved, the request sent. Every run must end
// with the request sent, no page error, no console error and no CSP violation (the
// fixture listens from the first byte to the last step). FORM_FLOW_RUNS repeats the
// four ways (the note of a change that touches the form gives the count it passed).

const CPU_SLOWDOWN = 6;
/** A month ahead, as dd/MM/yyyy: always inside the bookable range (today to 31 December of next year). */
const aMonthAhead = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString("en-GB", { timeZone: "UTC" });
const runs = Number(process.env.FORM_FLOW_RUNS ?? 1);

type Way = { fill: "keys" | "script"; reservation: boolean };
const ways: Way[] = [
  { fill: "keys", reservation: false },
  { fill: "script", reservation: false },
  { fill: "script", reservation: true },
  { fill: "keys", reservation: true },
];

/**
 * Sets a field's value as a tool does: found and set in one script (as autofill does; a
 * tool holding an element from before the form took over would write into the old one),
 * with no key press and no input event, then the focus leaves.
 */
async function setByScript(field: Locator, value: string) {
  const id = await field.getAttribute("id");
  await field.page().evaluate(
    ([id, value]: [string, string]) => {
      const el = document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null;
      if (!el) throw new Error(`no field #${id}`);
      el.focus();
      el.value = value;
      el.blur();
    },
    [id ?? "", value] as [string, string],
  );
}

async function fill(field: Locator, value: string, way: Way) {
  if (way.fill === "keys") await field.fill(value);
  else await setByScript(field, value);
}

async function runFlow(page: Page, lang: SpecLang, way: Way) {
  await page.goto(homePath[lang]);
  const f = contactForm(page, lang);
  // Filled as soon as the page is there: the form's code may arrive in the middle.
  await fill(f.name, "ana pérez", way);
  await fill(f.phone, "+53 5123 4567", way);
  await fill(f.email, "ana@example.org", way);
  await fill(f.country, "cuba", way);
  await fill(f.comment, `Mesa al atardecer (${way.fill})`, way);
  await page.locator("#form-contact").scrollIntoViewIfNeeded();
  await expect(page.locator(".contact-form-wrap[data-interactive]")).toBeAttached();
  // Nothing typed was lost when the interactive form took over.
  await expect(f.name).toHaveValue("ana pérez");
  await expect(f.comment).toHaveValue(`Mesa al atardecer (${way.fill})`);

  if (way.reservation) {
    const r = modal(page, lang);
    await f.reservation.check();
    await expect(r.dialog).toBeVisible();
    await fill(r.date, aMonthAhead, way);
    await r.time.selectOption({ label: "8:30 PM" });
    await r.area.selectOption({ label: words[lang].terrace });
    await r.people.fill("3");
    await r.save.click();
    await expect(r.dialog).toBeHidden();
    await expect(f.form.getByRole("table")).toContainText("8:30 PM");
  }

  await solveRobotCheck(page, lang);
  await f.send.click();
  await expect(f.status).toHaveText(contactMessages[lang].success, { timeout: 30_000 });
  await expect(f.alert).toHaveText("");
  expect(new URL(page.url()).search).toBe("");
}

for (const lang of langs) {
  test(`the contact flow, by keys and by script, with and without a reservation, on a ${CPU_SLOWDOWN}× slower CPU (${lang})`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "a slow phone's flow: run once, at phone size");
    test.setTimeout(120_000 * runs * ways.length);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    for (let run = 0; run < runs; run++) {
      for (const way of ways) {
        await test.step(`run ${run + 1}: fields by ${way.fill}${way.reservation ? ", with a reservation" : ""}`, () =>
          runFlow(page, lang, way),
        );
      }
    }
  });
}
