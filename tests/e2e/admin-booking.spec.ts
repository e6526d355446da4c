import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { insertRequest } from "../support/site/admin-requests.ts";
import { expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { expect, followAdminNav, signIn, test, uniqueTag, withDb } from "../support/e2e/admin-fixtures.ts";

// The owners' booking by hand (/admin/requests/new) and the day view (/admin/day), in both
// languages, at 375 px and 1280 px, on the built site: an owner enters a booking taken by
// phone and finds it in the evening's list; a busy evening prints on one A4 page.

const texts = {
  en: {
    newBooking: "New booking",
    title: "New booking by hand",
    save: "Save the booking",
    fix: "Check the marked fields: nothing was saved yet.",
    nameRequired: "Name is required",
    sourceInvalid: "Choose how the booking was taken.",
    source: "Taken by",
    phoneSource: "Phone",
    date: "Date",
    time: "Time",
    area: "Area",
    people: "People",
    name: "Name",
    phone: "Phone",
    notes: "Notes (optional)",
    saved: "Booking saved as confirmed.",
    evening: "See the evening of",
    peopleOf: (n: number) => `${n} people`,
    covers: "Covers per area and hour",
    slotCovers: "Covers in this slot",
    alreadyConfirmed: (date: string) => `Already confirmed on ${date} at 8:30 PM:`,
    nav: "Day view",
    today: "Today",
    tomorrow: "Tomorrow",
    show: "Show",
    via: "Via: Phone",
  },
  es: {
    newBooking: "Nueva reserva",
    title: "Nueva reserva a mano",
    save: "Guardar la reserva",
    fix: "Revisa los campos marcados: aún no se ha guardado nada.",
    nameRequired: "El nombre es obligatorio",
    sourceInvalid: "Elige cómo se tomó la reserva.",
    source: "Tomada por",
    phoneSource: "Teléfono",
    date: "Fecha",
    time: "Hora",
    area: "Área",
    people: "Personas",
    name: "Nombre",
    phone: "Teléfono",
    notes: "Notas (opcional)",
    saved: "Reserva guardada como confirmada.",
    evening: "Ver la noche del",
    peopleOf: (n: number) => `${n} personas`,
    covers: "Comensales por área y hora",
    slotCovers: "Cubiertos en este turno",
    alreadyConfirmed: (date: string) => `Ya confirmados el ${date} a las 8:30 PM:`,
    nav: "Vista del día",
    today: "Hoy",
    tomorrow: "Mañana",
    show: "Mostrar",
    via: "Vía: Teléfono",
  },
} as const;

/** A bookable day of its own for each test and project (from today in Havana), so parallel runs never share an evening. */
function dayFor(project: string, offset: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Havana" }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + (project === "mobile" ? 30 : 60) + offset);
  return day.toISOString().slice(0, 10);
}

for (const lang of ["en", "es"] as const) {
  const t = texts[lang];
  const prefix = lang === "es" ? "/es" : "";

  test(`${lang}: an owner enters a booking by hand and finds it in the day view`, async ({ page, owner }, testInfo) => {
    const tag = uniqueTag();
    const day = dayFor(testInfo.project.name, lang === "en" ? 1 : 2);
    const shown = `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
    await signIn(page, owner, lang);
    await page.getByRole("link", { name: t.newBooking, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`new-booking-${lang}.png`), fullPage: true });

    // Nothing typed: the form says what is missing, in the owner's language, and sends nothing.
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.nameRequired)).toBeVisible();
    await expect(page.getByText(t.sourceInvalid)).toBeVisible();
    // Marked as well as said: the red border of admin.css on an input too.
    await expect(page.getByLabel(t.name, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(t.name, { exact: true })).toHaveCSS("border-top-color", "rgb(163, 32, 32)");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`new-booking-refused-${lang}.png`), fullPage: true });

    await page.getByLabel(t.source).selectOption({ label: t.phoneSource });
    await page.getByLabel(t.date, { exact: true }).fill(day);
    await page.getByLabel(t.time, { exact: true }).selectOption("20:30");
    // The slot's covers appear beside the date and time as soon as both are chosen: none yet on this day.
    const slotCovers = page.getByRole("list", { name: t.slotCovers });
    await expect(page.getByText(t.alreadyConfirmed(shown))).toBeVisible();
    await expect(slotCovers.getByRole("listitem").filter({ hasText: /^Terraza / })).toHaveText(/^Terraza 0(\/\d+)?$/);
    await page.getByLabel(t.area, { exact: true }).selectOption("Terraza");
    await page.getByLabel(t.people, { exact: true }).fill("3");
    await page.getByLabel(t.name, { exact: true }).fill(`ana ${tag}`);
    await page.getByLabel(t.phone, { exact: true }).fill("+53 5 123 4567");
    await page.getByLabel(t.notes).fill("Mesa junto a la baranda");
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
    // A fresh form for the next booking; choosing the same slot again shows the booking just saved in its covers.
    await expect(page.getByLabel(t.name, { exact: true })).toHaveValue("");
    await page.getByLabel(t.date, { exact: true }).fill(day);
    await page.getByLabel(t.time, { exact: true }).selectOption("20:30");
    await expect(slotCovers.getByRole("listitem").filter({ hasText: /^Terraza / })).toHaveText(/^Terraza 3(\/\d+)?$/);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await page.screenshot({ path: testInfo.outputPath(`new-booking-covers-${lang}.png`), fullPage: true });

    await page.getByRole("link", { name: `${t.evening} ${shown}` }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/day\\?date=${day}$`));
    const slot = page.getByRole("region", { name: /^8:30 PM/ });
    const booking = slot.getByRole("listitem").filter({ hasText: `Ana ${tag}` });
    await expect(booking).toContainText(t.peopleOf(3));
    await expect(booking).toContainText("Terraza");
    await expect(booking).toContainText("Mesa junto a la baranda");
    await expect(booking).toContainText(t.phoneSource);
    await expect(booking.getByRole("link", { name: "+5351234567" })).toHaveAttribute("href", "tel:+5351234567");
    await expect(page.getByRole("button", { name: lang === "en" ? "Print" : "Imprimir" })).toBeVisible();
    const covers = page.getByRole("region", { name: t.covers });
    await expect(covers.getByRole("row", { name: /^8 PM/ }).getByRole("cell")).toHaveText(["0", "0", "3", "3"]);
    await expectNoAxeViolations(page);
    // Nothing wider than the screen, the covers table included.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(await covers.locator(".day-covers__scroll").evaluate((e) => e.scrollWidth - e.clientWidth)).toBe(0);
    await page.screenshot({ path: testInfo.outputPath(`day-${lang}.png`), fullPage: true });

    // The booking's own page says where it came from.
    await booking.getByRole("link", { name: new RegExp(`^Ana ${tag}$`, "i") }).click();
    await expect(page.getByText(t.via)).toBeVisible();

    // The navigation leads to today's view (in Havana); Today and Tomorrow, and any date by the form.
    // On a phone the day view is the tab bar's Today (app/features/admin/shell/nav.ts).
    await followAdminNav(page, lang === "es" ? "Área de los dueños" : "Owners' area", testInfo.project.name === "mobile" ? t.today : t.nav);
    await expect(page.getByRole("main").getByRole("link", { name: t.today })).toHaveAttribute("aria-current", "page");
    await page.getByLabel(t.date).fill(day);
    await page.getByRole("button", { name: t.show }).click();
    await expect(page).toHaveURL(new RegExp(`date=${day}$`));
    await expect(page.getByRole("link", { name: new RegExp(`^Ana ${tag}$`, "i") })).toBeVisible();
  });
}

test("a busy evening (40 reservations) prints on one A4 page", async ({ page, owner }, testInfo) => {
  const tag = uniqueTag();
  const day = dayFor(testInfo.project.name, 10);
  const slots = ["19:00", "19:15", "19:30", "19:45", "20:00", "20:15", "20:30", "20:45", "21:00", "21:30"];
  const areas = ["Terraza", "Interior", "Balcón"] as const;
  const notes = ["", "Cumpleaños: una tarta con velas", "Alergia a los frutos secos", "", "Mesa junto a la baranda, si es posible", "Llegan en taxi desde la casa"];
  const sources = ["site", "phone", "whatsapp", "host", "door"] as const;
  await withDb(async (db) => {
    for (let i = 0; i < 40; i++) {
      const area = areas[i % areas.length]!;
      await insertRequest(db, {
        name: `Guest Number${i} ${tag}`,
        status: "confirmed",
        reservationDate: day,
        reservationTime: slots[i % slots.length]!,
        area,
        pax: area === "Balcón" ? 2 : 2 + (i % 6),
        phone: `+5351234${String(i).padStart(3, "0")}`,
        comment: notes[i % notes.length]!,
        source: sources[i % sources.length]!,
      });
    }
  });
  await signIn(page, owner);
  await page.goto(`/admin/day?date=${day}`);
  await expect(page.getByText("40 reservations still to come", { exact: false })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("busy-day.png"), fullPage: true });
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "day-pdf-")), "day.pdf");
  fs.writeFileSync(file, pdf);
  fs.copyFileSync(file, testInfo.outputPath("busy-day.pdf"));
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  expect(info).toMatch(/^Pages:\s+1$/m);
  expect(info).toMatch(/^Page size:\s+(594|595)\.\d+ x 841\.\d+ pts \(A4\)$/m);
  // Every reservation is on that page, and the navigation is not.
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  for (let i = 0; i < 40; i++) expect(text).toContain(`Guest Number${i} ${tag}`);
  expect(text).not.toContain("Sign out");
  expect(text).not.toMatch(/\bPrint\b/);
  expect(text).toContain("Covers per area and hour");
});
