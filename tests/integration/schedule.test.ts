import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactRequests, scheduleRevisions } from "#db/schema.ts";
import { insertRequest } from "../support/site/admin-requests.ts";
import { fullRequest, postJson, solveAltcha } from "../support/site/contact-requests.ts";
import { siteDb, startBuiltSite, type BuiltSite } from "../support/site/built-site.ts";
import { OWNER_EMAIL, ownerCookie } from "../support/site/owner-account.ts";
import siteFacts from "#content/site.json";
import { shownText } from "#tests/support/site/http-get.ts";

// The schedule (docs/product.md §17) with real parts: the built server, a fresh SQLite file, an
// owner signed in through the sign-in form. The owner saves it as a browser without JavaScript
// posts the form; the server then obeys it on the JSON endpoint, the home page's form action and
// the owners' bookings by hand.

const year = new Date().getUTCFullYear() + 1;
const CLOSED = `${year}-12-24`;
const OPEN = `${year}-06-20`;
const shown = (iso: string) => iso.split("-").reverse().join("/");
const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

/** Tomorrow in Havana, whatever the machine's time zone. */
function havanaTomorrow(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Havana" }).format(new Date());
  const [y, m, d] = today.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
}

/** The schedule form as a browser posts it: every day 07:00–23:00, and the changes. */
function scheduleForm(changes: Record<string, string> = {}): URLSearchParams {
  const fields = new URLSearchParams();
  for (const day of weekdays) {
    fields.set(`weekly.${day}[0].opens`, "07:00");
    fields.set(`weekly.${day}[0].closes`, "23:00");
  }
  for (const [name, value] of Object.entries({ lastSeatingMinutes: "15", noticeMinutes: "0", maxDaysAhead: "", largePartyMin: "", ...changes })) fields.set(name, value);
  return fields;
}

describe("the schedule, set by the owners and obeyed by the server", () => {
  let s: BuiltSite;
  let cookie: string;
  beforeAll(async () => {
    s = await startBuiltSite({ env: { CONTACT_RATE_LIMIT: "1000" } });
    cookie = await ownerCookie(s.url, s.dataDir);
  });
  afterAll(() => s?.stop());

  async function revisions() {
    const db = await siteDb(s.dataDir);
    return db.select().from(scheduleRevisions);
  }

  /** Posts the form as the page would, based on the newest version unless the fields say otherwise. */
  async function saveSchedule(fields: URLSearchParams, { lang = "en", origin }: { lang?: "en" | "es"; origin?: string } = {}) {
    if (!fields.has("basedOn")) fields.set("basedOn", String((await revisions()).at(-1)!.id));
    return fetch(`${s.url}${lang === "es" ? "/es" : ""}/admin/schedule`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, Origin: origin ?? s.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: fields,
    });
  }

  it("starts with the seeded schedule and refuses bad input beside its field, saving nothing", async () => {
    expect((await revisions()).map((r) => r.changedBy)).toEqual(["seed"]);
    const bad = await saveSchedule(
      scheduleForm({
        "weekly.wed[0].closes": "06:00",
        "exceptions[0].from": CLOSED,
        "exceptions[0].to": `${year}-12-20`,
        "exceptions[0].closed": "on",
        "exceptions[0].labelEn": "Christmas Eve",
        "exceptions[0].labelEs": "Nochebuena",
        "capacity.Terraza": "-3",
      }),
      { lang: "es" },
    );
    expect(bad.status).toBe(400);
    const page = shownText(await bad.text());
    expect(page).toContain("No se guardó nada: corrige los campos marcados abajo.");
    expect(page).toContain("El cierre debe ser después de la apertura.");
    expect(page).toContain("El último día no puede ser anterior al primero.");
    expect(page).toContain("De 1 a 999 cubiertos.");
    expect(await revisions()).toHaveLength(1);
  });

  it("refuses a post from another site, saving nothing", async () => {
    // A foreign Origin: React Router's own check answers 400 before any action runs.
    expect((await saveSchedule(scheduleForm({ noticeMinutes: "60" }), { origin: "https://evil.example" })).status).toBe(400);
    // No Origin and another site's Referer: the owners' area's same-origin guard
    // (app/features/admin/sign-in/guard.server.ts) refuses it in the address's language.
    const response = await fetch(`${s.url}/es/admin/schedule`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, Referer: "https://evil.example/form", "Content-Type": "application/x-www-form-urlencoded" },
      body: scheduleForm({ noticeMinutes: "60" }),
    });
    expect(response.status).toBe(403);
    expect(shownText(await response.text())).toBe("Este formulario se envió desde otro sitio y se ha rechazado.");
    expect(await revisions()).toHaveLength(1);
  });

  it("adds and removes a period or an exception without JavaScript, saving nothing until Save", async () => {
    // What a browser without JavaScript posts for "Add a closed day or other hours" (Conform's intent button).
    const add = scheduleForm();
    add.set("__intent__", JSON.stringify({ type: "insert", payload: { name: "exceptions", defaultValue: { from: "", to: "", closed: "on", periods: [], labelEn: "", labelEs: "" } } }));
    const added = await saveSchedule(add);
    expect(added.status).toBe(200);
    const page = shownText(await added.text());
    expect(page).toContain("Exception 1");
    expect(page).toContain('name="exceptions[0].labelEs"');
    const remove = scheduleForm({ "weekly.sat[1].opens": "23:00", "weekly.sat[1].closes": "00:00" });
    remove.set("__intent__", JSON.stringify({ type: "remove", payload: { name: "weekly.sat", index: 1 } }));
    const removed = shownText(await (await saveSchedule(remove)).text());
    expect(removed).not.toContain('name="weekly.sat[1].opens"');
    expect(await revisions()).toHaveLength(1);
  });

  it("saves a closed day, a notice, a cap and a large party with who saved it, and lists the change", async () => {
    const response = await saveSchedule(
      scheduleForm({
        "exceptions[0].from": CLOSED,
        "exceptions[0].to": CLOSED,
        "exceptions[0].closed": "on",
        "exceptions[0].labelEn": "Christmas Eve",
        "exceptions[0].labelEs": "Nochebuena",
        // Ended long ago: drops out of the save.
        "exceptions[1].from": "2020-01-01",
        "exceptions[1].to": "2020-01-02",
        "exceptions[1].closed": "on",
        "exceptions[1].labelEn": "Old",
        "exceptions[1].labelEs": "Vieja",
        noticeMinutes: "2880",
        largePartyMin: "12",
        "capacity.Terraza": "10",
      }),
    );
    expect(response.status).toBe(200);
    expect(shownText(await response.text())).toContain("Schedule saved.");
    const saved = await revisions();
    expect(saved.map((r) => r.changedBy)).toEqual(["seed", OWNER_EMAIL]);
    const document = JSON.parse(saved[1]!.document);
    expect(document.exceptions).toEqual([{ from: CLOSED, to: CLOSED, periods: [], labelEn: "Christmas Eve", labelEs: "Nochebuena" }]);
    expect(document).toMatchObject({ timeZone: "America/Havana", booking: { noticeMinutes: 2880, largePartyMin: 12 }, capacity: { Terraza: 10 } });

    const page = shownText(await (await fetch(`${s.url}/es/admin/schedule`, { headers: { cookie } })).text());
    expect(page).toContain(OWNER_EMAIL);
    expect(page).toContain("Nochebuena");
  });

  it("refuses a save over a version the owner never saw, keeping their edit in the form", async () => {
    const before = await revisions();
    // The form was opened before the save above: it still says the seeded version.
    const stale = scheduleForm({ "capacity.Terraza": "77", basedOn: String(before[0]!.id) });
    const refused = await saveSchedule(stale, { lang: "es" });
    expect(refused.status).toBe(409);
    const page = shownText(await refused.text());
    expect(page).toContain(`No se guardó nada: ${OWNER_EMAIL} guardó el horario el `);
    expect(page).toMatch(/name="capacity.Terraza"[^>]*value="77"/);
    expect(page).toContain(`name="basedOn" value="${before.at(-1)!.id}"`);
    expect(await revisions()).toEqual(before);

    // Adding an exception without JavaScript answers the whole page: it keeps the version the
    // form started from, so a save after it is still refused.
    const add = scheduleForm({ "capacity.Terraza": "77", basedOn: String(before[0]!.id) });
    add.set("__intent__", JSON.stringify({ type: "insert", payload: { name: "exceptions", defaultValue: { from: "", to: "", closed: "on", periods: [], labelEn: "", labelEs: "" } } }));
    const added = shownText(await (await saveSchedule(add)).text());
    expect(added).toContain(`name="basedOn" value="${before[0]!.id}"`);
    expect(added).toContain('name="exceptions[0].labelEs"');
  });

  it("refuses a closed date with its label, in the request's language (JSON and the form without JavaScript)", async () => {
    const es = await postJson(s.url, fullRequest({ fecha: shown(CLOSED), lang: "es" }));
    expect(es.status).toBe(400);
    expect(((await es.json()) as { errors: Record<string, string[]> }).errors.fecha).toEqual([`Cerramos el ${shown(CLOSED)}: Nochebuena. Elige otro día.`]);
    const en = await postJson(s.url, fullRequest({ fecha: shown(CLOSED), lang: "en" }));
    expect(((await en.json()) as { errors: Record<string, string[]> }).errors.fecha).toEqual([`We are closed on ${shown(CLOSED)}: Christmas Eve. Choose another day.`]);

    const form = new URLSearchParams({ name: "Pedro", email: "p@example.org", country: "España", comment: "Hola", reservation: "on", fecha: shown(CLOSED), hora: "20:30", area: "Interior", pax: "2", captcha: "x" });
    const noScript = await fetch(`${s.url}/es?index`, { method: "POST", body: form });
    expect(noScript.status).toBe(400);
    expect(shownText(await noScript.text())).toContain(`Cerramos el ${shown(CLOSED)}: Nochebuena. Elige otro día.`);
  });

  it("refuses a slot inside the notice and a time after the last seating", async () => {
    const tomorrow = havanaTomorrow();
    const soon = await postJson(s.url, fullRequest({ fecha: shown(tomorrow), hora: "8:00 PM", lang: "en" }));
    expect(soon.status).toBe(400);
    expect(((await soon.json()) as { errors: Record<string, string[]> }).errors.hora).toEqual([`Too soon: book at least 48 h ahead, or call us at ${siteFacts.phone}.`]);
    const late = await postJson(s.url, fullRequest({ hora: "11:00 PM", lang: "es" }));
    expect(late.status).toBe(400);
    expect(((await late.json()) as { errors: Record<string, string[]> }).errors.hora).toEqual([`El ${shown(OPEN)} recibimos a los clientes de 7:00 AM – 10:45 PM. Elige una hora de la lista.`]);
  });

  it("counts confirmed reservations only against the cap, and points a full slot and a large party to WhatsApp and the phone", async () => {
    const db = await siteDb(s.dataDir);
    await insertRequest(db, { name: "Confirmed", reservationDate: OPEN, reservationTime: "20:30", area: "Terraza", pax: 8, status: "confirmed" });
    await insertRequest(db, { name: "Still new", reservationDate: OPEN, reservationTime: "21:00", area: "Terraza", pax: 8, status: "new" });

    const full = await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url), hora: "8:30 PM", pax: 4, lang: "es" }));
    expect(full.status).toBe(400);
    expect(((await full.json()) as { errors: Record<string, string[]> }).errors.hora).toEqual([
      `No quedan sitios en Terraza a las 8:30 PM del ${shown(OPEN)}. Escríbenos por WhatsApp o llama al ${siteFacts.phone} y buscaremos uno.`,
    ]);
    const fullEn = await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url), hora: "8:30 PM", pax: 4, lang: "en" }));
    expect(((await fullEn.json()) as { errors: Record<string, string[]> }).errors.hora?.[0]).toContain("No places are left in Terraza at 8:30 PM");

    // Two places are left at 20:30; the unconfirmed request at 21:00 holds none.
    expect((await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url), hora: "8:30 PM", pax: 2 }))).status).toBe(201);
    expect((await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url), hora: "9:00 PM", pax: 10 }))).status).toBe(201);

    const large = await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url), area: "Interior", pax: 12, lang: "en" }));
    expect(large.status).toBe(400);
    expect(((await large.json()) as { errors: Record<string, string[]> }).errors.pax).toEqual([`For 12 people or more, write to us on WhatsApp or call ${siteFacts.phone} and we will arrange it.`]);
  });

  it("warns an owner booking by hand into a full slot, and saves it once they tick 'book anyway'", async () => {
    const booking = { name: "Walk In", phone: "", email: "", country: "", comment: "", fecha: OPEN, hora: "20:30", area: "Terraza", pax: "6", source: "door", guestLang: "es" };
    const post = (fields: Record<string, string>) =>
      fetch(`${s.url}/admin/requests/new`, {
        method: "POST",
        headers: { cookie, Origin: s.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...booking, ...fields }),
      });
    const closed = await post({ fecha: CLOSED });
    expect(closed.status).toBe(400);
    expect(shownText(await closed.text())).toContain(`We are closed on ${shown(CLOSED)}: Christmas Eve.`);
    const warned = await post({});
    expect(warned.status).toBe(409);
    expect(shownText(await warned.text())).toContain("tick “Book anyway” to save it.");
    const db = await siteDb(s.dataDir);
    expect((await db.select({ n: count() }).from(contactRequests).where(eq(contactRequests.name, "Walk In")))[0]!.n).toBe(0);
    const saved = await post({ bookAnyway: "on" });
    expect(saved.status).toBe(200);
    expect(shownText(await saved.text())).toContain("Booking saved as confirmed.");
    const [row] = await db.select().from(contactRequests).where(eq(contactRequests.name, "Walk In"));
    expect(row).toMatchObject({ status: "confirmed", pax: 6, area: "Terraza" });

    // The inbox shows what the slot holds now: 8 + 6 confirmed of 10 on the Terraza.
    const page = shownText(await (await fetch(`${s.url}/admin/requests/${row!.id}`, { headers: { cookie } })).text());
    expect(page).toContain("Terraza 14/10");
    expect(page).toContain("Interior 0");
  });

  it("warns the owners when a saved schedule leaves no table to book in the next 30 days", async () => {
    const closed = new URLSearchParams({ lastSeatingMinutes: "15", noticeMinutes: "0" });
    const response = await saveSchedule(closed, { lang: "es" });
    expect(response.status).toBe(200);
    const page = shownText(await response.text());
    expect(page).toContain("Horario guardado.");
    expect(page).toContain("Atención: con este horario no se puede reservar ninguna mesa en los próximos 30 días.");
    expect((await revisions()).map((r) => r.changedBy)).toEqual(["seed", OWNER_EMAIL, OWNER_EMAIL]);
  });
});
