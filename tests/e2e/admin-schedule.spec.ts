import { expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { expect, followAdminNav, signIn, test, uniqueTag, withDb } from "../support/e2e/admin-fixtures.ts";
import { insertRequest } from "../support/site/admin-requests.ts";
import { contactForm, langs, openContactForm } from "../support/e2e/contact-page.ts";
import { modal, words } from "../support/e2e/reservation-modal.ts";

// The schedule (docs/product.md §17) from a phone and a desk, in both languages: the owner makes
// Sunday close at midnight, adds a closed day with its labels, sees a refusal beside the field,
// saves, finds it kept with their name in the history, then removes it again. The schedule is one
// document for the whole site, so its tests run one at a time (playwright.config.ts) and a save
// from a form opened before another save is refused: the last test shows that to an owner.
// A capacity set here changes what every visitor's reservation form offers: that test runs here too.

const texts = {
  en: {
    area: "Owners' area",
    nav: "Schedule",
    sunday: "Sunday",
    closes: "Closes",
    add: "Add a closed day or other hours",
    exception: /^Exception \d+$/,
    from: "From",
    to: "To (included)",
    labelEn: "Label in English",
    labelEs: "Label in Spanish",
    save: "Save the schedule",
    endBeforeStart: "The last day cannot be before the first.",
    saved: "Schedule saved. Every page shows it from its next view.",
    remove: /^Remove exception \d+$/,
  },
  es: {
    area: "Área de los dueños",
    nav: "Horario",
    sunday: "Domingo",
    closes: "Cierra",
    add: "Añadir un día cerrado u otro horario",
    exception: /^Excepción \d+$/,
    from: "Desde",
    to: "Hasta (incluido)",
    labelEn: "Etiqueta en inglés",
    labelEs: "Etiqueta en español",
    save: "Guardar el horario",
    endBeforeStart: "El último día no puede ser anterior al primero.",
    saved: "Horario guardado. Todas las páginas lo muestran desde su próxima visita.",
    remove: /^Quitar la excepción \d+$/,
  },
} as const;

const year = new Date().getUTCFullYear() + 1;

for (const lang of ["en", "es"] as const) {
  test(`(${lang}) an owner closes a day and changes the hours`, async ({ page, owner }, testInfo) => {
    const t = texts[lang];
    const tag = uniqueTag();
    // One day per project and language: each run finds its own exception whatever the others left.
    const day = `${year}-11-${10 + (testInfo.project.name.startsWith("mobile") ? 0 : 4) + (lang === "en" ? 0 : 2)}`;
    const labelEn = `Private event ${tag}`;
    await signIn(page, owner, lang);
    await followAdminNav(page, t.area, t.nav);
    await expect(page.getByRole("heading", { level: 1, name: t.nav })).toBeVisible();

    await page.getByRole("group", { name: t.sunday }).getByLabel(t.closes).first().fill("00:00");
    await page.getByRole("button", { name: t.add }).click();
    const exception = page.getByRole("group", { name: t.exception }).last();
    await exception.getByLabel(t.from, { exact: true }).fill(day);
    await exception.getByLabel(t.to).fill(`${year}-11-01`);
    await exception.getByLabel(t.labelEn).fill(labelEn);
    await exception.getByLabel(t.labelEs).fill(`Evento privado ${tag}`);
    await page.getByRole("button", { name: t.save }).click();
    await expect(exception.getByLabel(t.to)).toHaveAccessibleDescription(t.endBeforeStart);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`schedule-error-${lang}.png`), fullPage: true });

    await exception.getByLabel(t.to).fill(day);
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("status")).toHaveText(t.saved);
    const englishLabels = () => page.locator('input[lang="en"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    await expect.poll(englishLabels).toContain(labelEn);
    await expect(page.getByRole("group", { name: t.sunday }).getByLabel(t.closes).first()).toHaveValue("00:00");
    await expect(page.getByRole("listitem").filter({ hasText: owner.email }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`schedule-saved-${lang}.png`), fullPage: true });

    const mine = page.getByRole("group", { name: t.exception }).filter({ has: page.locator(`input[value="${labelEn}"]`) });
    await mine.getByRole("button", { name: t.remove }).click();
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("status")).toHaveText(t.saved);
    await expect.poll(englishLabels).not.toContain(labelEn);
  });
}

test("two owners save the schedule at once: the second is told and keeps their edit", async ({ page, owner, context }) => {
  const notice = "Minimum notice, in minutes";
  await signIn(page, owner, "en");
  await page.goto("/admin/schedule");
  const original = await page.getByLabel(notice).inputValue();
  // The same owner in a second tab, opened before the first one saves (as two owners' phones).
  const other = await context.newPage();
  await other.goto("/admin/schedule");

  await page.getByLabel(notice).fill("60");
  await page.getByRole("button", { name: "Save the schedule" }).click();
  await expect(page.getByRole("status")).toHaveText(texts.en.saved);

  await other.getByLabel(notice).fill("90");
  await other.getByRole("button", { name: "Save the schedule" }).click();
  await expect(other.getByRole("alert")).toContainText(`Nothing was saved: ${owner.email} saved the schedule on`);
  await expect(other.getByLabel(notice)).toHaveValue("90");
  await expectNoAxeViolations(other);
  await other.getByRole("button", { name: "Save the schedule" }).click();
  await expect(other.getByRole("status")).toHaveText(texts.en.saved);
  await expect(other.getByLabel(notice)).toHaveValue("90");

  await page.reload();
  await expect(page.getByLabel(notice)).toHaveValue("90");
  await page.getByLabel(notice).fill(original);
  await page.getByRole("button", { name: "Save the schedule" }).click();
  await expect(page.getByRole("status")).toHaveText(texts.en.saved);
});

test("an area's capacity marks a full slot in the visitor's reservation form, for the party that no longer fits", async ({ page, owner }, testInfo) => {
  // A day of its own per project, far from the days other specs fill with confirmed reservations.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Havana" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + (testInfo.project.name.startsWith("mobile") ? 150 : 151));
  const day = date.toISOString().slice(0, 10);
  const [yyyy, mm, dd] = day.split("-");
  await withDb((db) =>
    insertRequest(db, { name: `Full ${uniqueTag()}`, status: "confirmed", reservationDate: day, reservationTime: "20:00", area: "Terraza", pax: 3 }),
  );

  await signIn(page, owner);
  await page.goto("/admin/schedule");
  const terraceCap = page.getByRole("region", { name: "Capacity per area" }).getByLabel("Terraza");
  const setTerraceCap = async (value: string) => {
    await terraceCap.fill(value);
    await page.getByRole("button", { name: "Save the schedule" }).click();
    await expect(page.getByRole("status")).toHaveText(texts.en.saved);
  };
  await setTerraceCap("4");
  try {
    for (const lang of langs) {
      await openContactForm(page, lang);
      const r = modal(page, lang);
      await contactForm(page, lang).reservation.check();
      await r.date.fill(`${dd}/${mm}/${yyyy}`);
      await r.area.selectOption({ label: words[lang].terrace });
      const eight = r.time.locator('option[value="20:00"]');
      const quarterPast = r.time.locator('option[value="20:15"]');
      // Three of four covers are taken: a party of two no longer fits at 8:00 PM, one still does.
      await r.people.fill("2");
      await expect(eight).toHaveText(lang === "en" ? "8:00 PM (full)" : "8:00 PM (completo)");
      await expect(eight).toBeDisabled();
      await expect(quarterPast).toHaveText("8:15 PM");
      await expect(quarterPast).toBeEnabled();
      await r.people.fill("1");
      await expect(eight).toHaveText("8:00 PM");
      await expect(eight).toBeEnabled();
      await expectNoAxeViolations(page);
    }
  } finally {
    await page.goto("/admin/schedule");
    await setTerraceCap("");
  }
});
