import { desc } from "drizzle-orm";
import { scheduleRevisions } from "#db/schema.ts";
import type { Schedule } from "#app/booking/schedule.ts";
import { expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { expect, signIn, test, uniqueTag, withDb } from "../support/e2e/admin-fixtures.ts";
import { insertRequest } from "../support/site/admin-requests.ts";
import { contactForm, openContactForm } from "../support/e2e/contact-page.ts";
import { modal, words } from "../support/e2e/reservation-modal.ts";

// The messages the guest's browser writes quote the owners' phone in force (docs/owners-guide.md,
// "Restaurant details"), passed down from the page's data: an owner changes the phone, and the
// reservation dialog's full slot offers the new one, at once, without a restart. On a phone in
// Spanish and on a computer in English. The phone shows in every page's footer and the capacity
// in every reservation form, so this runs with the one-document specs, one test at a time
// (playwright.config.ts), and puts both back.

const texts = {
  en: {
    phone: "Phone",
    save: "Save the details",
    saved: "Saved. Every page and every new mail shows the new details.",
    full: (phone: string) => `8:00 PM is full: choose another time or area, or ask us on WhatsApp or by phone (${phone}).`,
  },
  es: {
    phone: "Teléfono",
    save: "Guardar los datos",
    saved: "Guardado. Cada página y cada correo nuevo muestran los datos nuevos.",
    full: (phone: string) => `A las 8:00 PM ya no quedan sitios: elige otra hora u otra área, o escríbenos por WhatsApp o llama al ${phone}.`,
  },
} as const;

/** The schedule in force, read and written straight in the site's file (the site reads it on every page). */
async function scheduleInForce(): Promise<Schedule> {
  return withDb(async (db) => {
    const [row] = await db.select().from(scheduleRevisions).orderBy(desc(scheduleRevisions.id)).limit(1);
    return JSON.parse(row!.document) as Schedule;
  });
}
async function putSchedule(schedule: Schedule) {
  await withDb((db) => db.insert(scheduleRevisions).values({ document: JSON.stringify(schedule), changedBy: "e2e" }));
}

test("an owner's new phone is the one the reservation dialog offers for a full slot", async ({ page, owner }, testInfo) => {
  test.slow();
  const phoneSize = testInfo.project.name.startsWith("mobile");
  const lang = phoneSize ? "es" : "en";
  const t = texts[lang];
  const newPhone = phoneSize ? "+53 5 201 7788" : "+53 5 202 7788";
  // A day of its own per project, apart from the days other specs fill.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Havana" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + (phoneSize ? 152 : 153));
  const day = date.toISOString().slice(0, 10);
  const [yyyy, mm, dd] = day.split("-");
  await withDb((db) => insertRequest(db, { name: `Full ${uniqueTag()}`, status: "confirmed", reservationDate: day, reservationTime: "20:00", area: "Terraza", pax: 3 }));
  const schedule = await scheduleInForce();
  await putSchedule({ ...schedule, capacity: { ...schedule.capacity, Terraza: 4 } });

  await signIn(page, owner, lang);
  await page.goto(lang === "es" ? "/es/admin/facts" : "/admin/facts");
  const phone = page.getByRole("textbox", { name: t.phone, exact: true });
  const seeded = await phone.inputValue();
  const saveDetails = async (value: string) => {
    await phone.fill(value);
    await page.getByRole("button", { name: t.save }).click();
    // A save answers once the menu's files are drawn again with the new details, for every
    // published language (six here): seconds on a quiet machine, more on a busy one. No limit
    // of its own (timeout: 0), the test's (made slow) bounds it.
    await expect(page.getByRole("status")).toHaveText(t.saved, { timeout: 0 });
  };
  await saveDetails(newPhone);
  try {
    await openContactForm(page, lang);
    const r = modal(page, lang);
    await contactForm(page, lang).reservation.check();
    await r.date.fill(`${dd}/${mm}/${yyyy}`);
    await r.area.selectOption({ label: words[lang].terrace });
    // Three of four covers are taken: 8:00 PM still takes one person, then no longer two.
    await r.people.fill("1");
    await r.time.selectOption("20:00");
    await r.people.fill("2");
    await expect(r.time).toHaveAccessibleDescription(new RegExp(t.full(newPhone).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(r.dialog.getByText(t.full(newPhone))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`full-slot-${lang}.png`) });
  } finally {
    await page.goto(lang === "es" ? "/es/admin/facts" : "/admin/facts");
    await saveDetails(seeded);
    await putSchedule(schedule);
  }
});
