import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactRequests, mailTemplates, mediaAlts, menuCardTitles, menuItemTexts, menuSpecials, requestStatusChanges, scheduleRevisions, textBlocks } from "#db/schema.ts";
import { TEXT_BLOCK_MAX_LENGTH } from "#app/features/admin/rules/admin-limits.ts";
import { ALT_TEXT_MAX_LENGTH } from "#app/features/media/rules/media-upload.ts";
import { EXCEPTION_LABEL_MAX_CHARS } from "#app/features/schedule/rules/schedule-limits.ts";
import { STATUS_NOTE_MAX_CHARS } from "#app/features/requests/rules/request-status.ts";
import { TEMPLATE_SUBJECT_MAX_CHARS } from "#app/features/requests/rules/mail-templates.ts";
import { NAME_MAX_CHARS } from "#app/features/requests/rules/contact-limits.ts";
import { menuLimits } from "#app/features/menu/rules/menu-limits.ts";
import { specialsLimits } from "#app/features/menu/rules/specials-limits.ts";
import { restaurantToday } from "#app/booking/reservation-dates.ts";
import seeded from "#content/text/es.json";
import { siteDb } from "../support/site/built-site.ts";
import { useSite } from "../support/site/integration-site.ts";

// Every owners' form with a limit (docs/owners-guide.md, "Limits"), posted as a browser without
// JavaScript posts it, one character past the limit: the server refuses with the message beside the
// field in the owner's language, gives back what was typed, and stores nothing, cut or whole.

const year = new Date().getUTCFullYear() + 1;
/** A text `n` characters long, recognisable in the page. */
const long = (n: number) => `Largo ${"x".repeat(n - 6)}`;

describe("the owners' forms refuse what is past a limit, never cut it", () => {
  const site = useSite({ owner: true });

  function post(path: string, fields: Record<string, string> | URLSearchParams) {
    return fetch(`${site.url}/es/admin${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: site.cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  }

  async function refused(response: Response, message: string, typed: string) {
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(message);
    expect(page).toContain(typed);
  }

  it("a text block", async () => {
    const typed = long(TEXT_BLOCK_MAX_LENGTH + 1);
    const base = seeded.lugar.titulo;
    await refused(await post("/texts/lugar/titulo", { intent: "save", es: typed, baseEs: base }), `Máx. ${TEXT_BLOCK_MAX_LENGTH} caracteres.`, typed);
    const db = await siteDb(site.dataDir);
    const [row] = await db.select().from(textBlocks).where(and(eq(textBlocks.section, "lugar"), eq(textBlocks.value, "titulo"), eq(textBlocks.lang, "es")));
    expect(row!.text).toBe(base);
  });

  it("a decision template's subject", async () => {
    const typed = long(TEMPLATE_SUBJECT_MAX_CHARS + 1);
    const body = "Tu reserva del {date} a las {time} está confirmada.";
    await refused(await post("/templates/confirmed/es", { intent: "save", subject: typed, body }), `Máx. ${TEMPLATE_SUBJECT_MAX_CHARS} caracteres.`, typed);
    const db = await siteDb(site.dataDir);
    expect(await db.select().from(mailTemplates)).toEqual([]);
  });

  it("a holiday's label in the schedule", async () => {
    const typed = long(EXCEPTION_LABEL_MAX_CHARS + 1);
    const db = await siteDb(site.dataDir);
    const before = await db.select().from(scheduleRevisions);
    const fields = new URLSearchParams({ lastSeatingMinutes: "15", noticeMinutes: "0", maxDaysAhead: "", largePartyMin: "", basedOn: String(before.at(-1)!.id) });
    for (const day of ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]) {
      fields.set(`weekly.${day}[0].opens`, "07:00");
      fields.set(`weekly.${day}[0].closes`, "23:00");
    }
    for (const [name, value] of Object.entries({ from: `${year}-12-24`, to: `${year}-12-24`, closed: "on", labelEn: "Family dinner", labelEs: typed })) {
      fields.set(`exceptions[0].${name}`, value);
    }
    await refused(await post("/schedule", fields), `Máx. ${EXCEPTION_LABEL_MAX_CHARS} caracteres.`, typed);
    expect(await db.select().from(scheduleRevisions)).toHaveLength(before.length);
  });

  it("a photo's alt text", async () => {
    const typed = long(ALT_TEXT_MAX_LENGTH + 1);
    await refused(await post("/photos/owners", { intent: "alt", altEn: "The owners", altEs: typed }), `Máx. ${ALT_TEXT_MAX_LENGTH} caracteres.`, typed);
    const db = await siteDb(site.dataDir);
    const alts = await db.select().from(mediaAlts);
    expect(alts.map((a) => a.alt)).not.toContain(typed.slice(0, ALT_TEXT_MAX_LENGTH));
    expect(alts.map((a) => a.alt)).not.toContain(typed);
  });

  it("a decision's note to the guest", async () => {
    const id = await site.send();
    const typed = long(STATUS_NOTE_MAX_CHARS + 1);
    await refused(
      await post(`/requests/${id}`, { intent: "status", status: "declined", note: typed }),
      `Demasiado largo: máximo ${STATUS_NOTE_MAX_CHARS} caracteres. No se ha guardado nada.`,
      typed,
    );
    const db = await siteDb(site.dataDir);
    const [request] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
    expect(request!.status).toBe("new");
    expect(await db.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, id))).toEqual([]);
  });

  it("a booking by hand's guest name", async () => {
    const typed = long(NAME_MAX_CHARS + 1);
    const fields = { name: typed, phone: "+53 5 123 4567", email: "", country: "", comment: "", fecha: `${year}-06-20`, hora: "20:30", area: "Terraza", pax: "2", source: "phone", guestLang: "es" };
    await refused(await post("/requests/new", fields), `Máx. ${NAME_MAX_CHARS} caracteres`, typed);
    const db = await siteDb(site.dataDir);
    const names = (await db.select().from(contactRequests)).map((r) => r.name);
    expect(names.some((name) => name.startsWith("Largo"))).toBe(false);
  });

  it("a menu card's title", async () => {
    const typed = long(menuLimits.titleMax + 1);
    await refused(await post("/menu/tapas", { intent: "titles", formKey: "titles", titleEn: "Tapas", titleEs: typed }), `Máx. ${menuLimits.titleMax} caracteres`, typed);
    const db = await siteDb(site.dataDir);
    const titles = (await db.select().from(menuCardTitles)).map((row) => row.title);
    expect(titles.some((title) => title.startsWith("Largo"))).toBe(false);
  });

  it("a menu item's name, description and price label", async () => {
    const db = await siteDb(site.dataDir);
    const before = await db.select().from(menuItemTexts);
    const item = { formKey: "add", intent: "add", nameEn: "Olives", nameEs: "Aceitunas", descriptionEn: "", descriptionEs: "", "prices[0].eur": "3", "prices[0].labelEn": "", "prices[0].labelEs": "" };
    for (const [field, max] of [
      ["nameEs", menuLimits.nameMax],
      ["descriptionEs", menuLimits.descriptionMax],
      ["prices[0].labelEs", menuLimits.labelMax],
    ] as const) {
      const typed = long(max + 1);
      await refused(await post("/menu/tapas", { ...item, [field]: typed }), `Máx. ${max} caracteres`, typed);
    }
    expect(await db.select().from(menuItemTexts)).toEqual(before);
  });

  it("today's specials' title", async () => {
    const today = restaurantToday();
    const typed = long(specialsLimits.titleMax + 1);
    const fields = { intent: "save", from: today, date: today, titleEn: "Today", titleEs: typed, "items[0].nameEn": "Soup", "items[0].nameEs": "Sopa", "items[0].eur": "4" };
    await refused(await post("/menu/specials", fields), `Máx. ${specialsLimits.titleMax} caracteres`, typed);
    const db = await siteDb(site.dataDir);
    expect(await db.select().from(menuSpecials)).toEqual([]);
  });
});
