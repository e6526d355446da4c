import { addDaysToIsoDate, instantOfWallTime, wallMomentAt } from "#app/booking/wall-time.ts";
import { test, expect } from "../support/e2e/fixtures.ts";
import { contactForm, homePath, langs, openContactForm } from "../support/e2e/contact-page.ts";
import { modal } from "../support/e2e/reservation-modal.ts";
import { e2eDataDir } from "../support/e2e/e2e-site.ts";
import { insertScheduleRevision } from "../support/site/schedule-revisions.ts";
import { seededSchedule } from "../support/site/schedule-fixture.ts";

// docs/product.md §17: the public pages follow the schedule. An exception the owners add shows
// in the notice line of every page and in the footer, and its day is disabled in the form's
// calendar with its label; the open/closed line is right by the browser's own clock whatever
// its time zone, on a page the HTML cache kept.

const havanaToday = () => wallMomentAt(new Date(), "America/Havana").date;
/**
 * Three days ahead: within the notice line's week, never a date other specs book (tomorrow's
 * times below, next month's first days, a month ahead, next year).
 */
const closedDay = addDaysToIsoDate(havanaToday(), 3);
const shortDate = `${closedDay.slice(8, 10)}/${closedDay.slice(5, 7)}`;
const noticeName = { en: "Opening hours notice", es: "Aviso de horario" };
const labels = { en: "Private event", es: "Evento privado" };
const closedLine = { en: `Closed on ${shortDate}: Private event`, es: `Cerrado el ${shortDate}: Evento privado` };
const footerHours = { en: "Every day, 7:00 AM – 11:00 PM", es: "Todos los días, 7:00 AM – 11:00 PM" };

test.describe("an exception the owners add", () => {
  test.beforeAll(async () => {
    // The same revision from each worker: the newest is in force, and they are alike.
    await insertScheduleRevision(e2eDataDir, {
      ...seededSchedule,
      exceptions: [{ from: closedDay, to: closedDay, periods: [], labelEn: labels.en, labelEs: labels.es }],
    });
  });

  for (const lang of langs) {
    test(`shows in the notice line, the footer and the date picker (${lang})`, async ({ page }, info) => {
      await expect.poll(async () => (await page.goto(homePath[lang]), page.locator(".schedule-notice").textContent()), { timeout: 5_000 }).toContain(closedLine[lang]);
      const notice = page.getByRole("complementary", { name: noticeName[lang] });
      await expect(notice).toHaveText(closedLine[lang]);
      await page.screenshot({ path: `.tmp/screens/schedule-notice-${lang}-${info.project.name}.png` });

      const footer = page.locator("footer");
      await expect(footer).toContainText(footerHours[lang]);
      await expect(footer.locator(".site-footer__exception")).toHaveText(closedLine[lang]);
      await footer.scrollIntoViewIfNeeded();
      await footer.screenshot({ path: `.tmp/screens/schedule-footer-${lang}-${info.project.name}.png` });

      // Another page carries the notice too.
      await page.goto(lang === "es" ? "/es/menu" : "/menu");
      await expect(page.getByRole("complementary", { name: noticeName[lang] })).toHaveText(closedLine[lang]);

      await openContactForm(page, lang);
      const r = modal(page, lang);
      await contactForm(page, lang).reservation.check();
      await expect(r.dialog).toBeVisible();
      await r.dialog.getByRole("button", { name: lang === "es" ? "Elige una fecha en el calendario" : "Choose a date in the calendar" }).click();
      const grid = r.dialog.getByRole("grid");
      await expect(grid).toBeVisible();
      if (closedDay.slice(0, 7) !== havanaToday().slice(0, 7)) await r.dialog.locator(".rdp-button_next").click();
      const cell = r.dialog.locator(`td[data-day="${closedDay}"]`);
      await expect(cell).toHaveAttribute("title", closedLine[lang]);
      const day = cell.getByRole("button");
      await expect(day).toBeDisabled();
      await expect(day).toHaveAccessibleName(new RegExp(`${closedLine[lang]}$`));
      // Hovering it says why under the calendar.
      await cell.hover();
      await expect(r.dialog.locator(".date-field-reason")).toHaveText(closedLine[lang]);
      await r.dialog.screenshot({ path: `.tmp/screens/schedule-picker-${lang}-${info.project.name}.png` });

      // Typed anyway, the date is refused with its reason beside the field.
      await r.date.fill(`${shortDate}/${closedDay.slice(0, 4)}`);
      await r.date.blur();
      await expect(r.date).toHaveAccessibleDescription(new RegExp(closedLine[lang]));
    });
  }
});

/** An instant given as Havana's wall-clock time tomorrow. */
const tomorrowAt = (time: string) => instantOfWallTime(addDaysToIsoDate(havanaToday(), 1), time, "America/Havana")!;
const openNow = { en: "Open now · closes at 11:00 PM", es: "Abierto ahora · cierra a las 11:00 PM" };
const closedNow = { en: "Closed now · opens tomorrow at 7:00 AM", es: "Cerrado ahora · abre mañana a las 7:00 AM" };
const closedEarly = { en: "Closed now · opens at 7:00 AM", es: "Cerrado ahora · abre a las 7:00 AM" };

for (const timezoneId of ["Europe/Madrid", "America/Havana", "Asia/Tokyo"]) {
  test.describe(`the open/closed line in ${timezoneId}`, () => {
    test.use({ timezoneId });

    for (const lang of langs) {
      test(`is right by the device's clock, on a kept page too (${lang})`, async ({ page }) => {
        const line = page.locator("footer .open-now");
        await page.clock.setFixedTime(tomorrowAt("10:00"));
        await page.goto(homePath[lang]);
        await expect(line).toHaveText(openNow[lang]);
        // The same kept page, later that night and early the next morning.
        await page.clock.setFixedTime(new Date(tomorrowAt("23:00").getTime() + 30 * 60_000));
        await page.reload();
        await expect(line).toHaveText(closedNow[lang]);
        await page.clock.setFixedTime(tomorrowAt("05:30"));
        await page.reload();
        await expect(line).toHaveText(closedEarly[lang]);
        // And on another page, after the page's JavaScript has taken over.
        await page.goto(lang === "es" ? "/es/about" : "/about");
        await expect(page.locator("html[data-hydrated]")).toBeAttached();
        await expect(line).toHaveText(closedEarly[lang]);
      });
    }
  });
}
