import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { contactRequests, outbox, requestStatusChanges, reservationChanges } from "#db/schema.ts";
import { seededSchedule } from "../support/site/schedule-fixture.ts";
import { insertScheduleRevision } from "../support/site/schedule-revisions.ts";
import { insertRequest } from "../support/site/admin-requests.ts";
import { eventually } from "../support/site/eventually.ts";
import { fullRequest, postJson, solveAltcha } from "../support/site/contact-requests.ts";
import { siteDb } from "../support/site/built-site.ts";
import { useSite } from "../support/site/integration-site.ts";
import { OWNER_EMAIL } from "../support/site/owner-account.ts";
import { mailDate } from "../support/site/mail-dates.ts";
import { shownText } from "#tests/support/site/http-get.ts";

// An owner changes a reservation (/admin/requests/:id/change) with real parts: the built server,
// a fresh SQLite file, a real SMTP server on loopback, an owner signed in through the form, every
// form posted as a browser without JavaScript posts it. The guest asks from their page, the owner
// changes time and people, the history keeps from → to, the guest gets ONE mail in their language
// with the calendar file's same UID and a higher SEQUENCE, and their page shows the new values.

const SITE_URL = "https://laterraza.example";
const year = new Date().getUTCFullYear() + 1;
const DAY = `${year}-06-20`;
const CLOSED = `${year}-06-22`;
/** A day no other test books: the capacity test's slots hold only its own reservations. */
const QUIET = `${year}-06-21`;

describe("changing a reservation", () => {
  const site = useSite({ owner: true, env: { SITE_URL, CONTACT_RATE_LIMIT: "100", GUEST_MAILS_PER_SENDER_PER_HOUR: "100" } });

  /** A guest's request through the public endpoint; its id and the manage link's path from the acknowledgement. */
  async function send(overrides: Record<string, unknown> = {}) {
    const response = await postJson(site.url, fullRequest({ captcha: await solveAltcha(site.url), ...overrides }));
    expect(response.status).toBe(201);
    const id = ((await response.json()) as { id: string }).id;
    const [ack] = await site.smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.guest@laterraza.example>`);
    const link = /https:\/\/laterraza\.example(\/(?:es\/)?r\/[A-Za-z0-9_-]+)/.exec(ack!.parsed.text ?? "");
    return { id, path: link![1]! };
  }

  function postForm(path: string, fields: Record<string, string>, cookie = true) {
    return fetch(`${site.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { ...(cookie ? { cookie: site.cookie } : {}), Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  }

  const change = (id: string, fields: Record<string, string>, lang: "en" | "es" = "en") =>
    postForm(`${lang === "es" ? "/es" : ""}/admin/requests/${id}/change`, { fecha: DAY, hora: "20:30", area: "Terraza", pax: "4", ...fields });

  const ownerPage = async (path: string) => shownText(await (await fetch(`${site.url}${path}`, { headers: { cookie: site.cookie } })).text());

  async function confirm(id: string) {
    expect((await postForm(`/admin/requests/${id}`, { intent: "status", status: "confirmed", note: "" })).status).toBe(200);
    const db = await siteDb(site.dataDir);
    const [change] = await db.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, id));
    const [mail] = await site.smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.status.${change!.id}@laterraza.example>`);
    return mail!.parsed;
  }

  function eventOf(mail: { attachments: { filename?: string; content: Buffer }[] }) {
    const ics = mail.attachments.find((a) => a.filename === "reservation.ics")!.content.toString("utf8");
    return new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
  }

  async function stateOf(id: string) {
    const db = await siteDb(site.dataDir);
    const [request] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
    const changes = await db.select().from(reservationChanges).where(eq(reservationChanges.requestId, id));
    const mails = await db.select().from(outbox).where(eq(outbox.requestId, id));
    return { request: request!, changes, mails };
  }

  it("the guest asks, the owner changes time and people: history, one mail in Spanish with the same UID and a higher SEQUENCE, the guest's page updated", async () => {
    await insertScheduleRevision(site.dataDir, seededSchedule);
    const { id, path } = await send();
    expect((await postForm(path, { intent: "ask", message: "¿Podemos venir a las 9:30 PM y ser 6?" }, false)).status).toBe(303);
    const confirmation = await confirm(id);
    const first = eventOf(confirmation);
    expect(first.sequence).toBe(0);

    // The request's page links to the change beside the reservation; the form shows what the guest asked.
    const requestPage = await ownerPage(`/es/admin/requests/${id}`);
    expect(requestPage).toContain(`href="/es/admin/requests/${id}/change"`);
    expect(requestPage).toContain("Cambiar fecha, hora, zona o personas");
    const form = await ownerPage(`/es/admin/requests/${id}/change`);
    expect(form).toContain("Lo que pidió el cliente");
    expect(form).toContain("¿Podemos venir a las 9:30 PM y ser 6?");
    expect(form).toMatch(/<option value="20:30" selected="">/);
    expect(form).toContain("recibirá un solo correo en su idioma");

    const response = await change(id, { hora: "21:30", pax: "6", note: "Como pediste." }, "es");
    expect(response.status).toBe(200);
    expect(shownText(await response.text())).toContain("La reserva está cambiada. El cliente recibirá un correo.");

    const { request, changes } = await stateOf(id);
    expect(request).toMatchObject({ status: "confirmed", reservationDate: DAY, reservationTime: "21:30", area: "Terraza", pax: 6 });
    expect(changes).toMatchObject([
      { fromDate: DAY, fromTime: "20:30", fromArea: "Terraza", fromPax: 4, toDate: DAY, toTime: "21:30", toArea: "Terraza", toPax: 6, changedBy: OWNER_EMAIL, note: "Como pediste." },
    ]);

    const [mail] = await site.smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.changed.${changes[0]!.id}@laterraza.example>`);
    expect(mail!.envelopeTo).toEqual(["maria@example.org"]);
    expect(mail!.parsed.subject).toContain(`Tu reserva ha cambiado: ${mailDate(DAY, "es")}, 9:30 PM`);
    const text = mail!.parsed.text ?? "";
    expect(text).toContain(`Ahora es para 6 personas el ${mailDate(DAY, "es")} a las 9:30 PM (Terraza).`);
    expect(text).toContain("Un mensaje del restaurante:\nComo pediste.");
    expect(text).toContain("actualiza la reserva en tu calendario");
    const changed = eventOf(mail!.parsed);
    expect(changed.uid).toBe(first.uid);
    expect(changed.sequence).toBeGreaterThan(first.sequence);
    expect([changed.startDate.hour, changed.startDate.minute]).toEqual([21, 30]);

    // Exactly one 'changed' mail, sent; nothing else new.
    const rows = await eventually(async () => {
      const all = (await stateOf(id)).mails;
      return all.every((r) => r.state === "sent") ? all : undefined;
    });
    expect(rows.filter((r) => r.kind === "changed")).toHaveLength(1);
    expect(site.smtp.mails.filter((m) => m.parsed.messageId?.startsWith(`<${id}.changed.`))).toHaveLength(1);

    // The history beside the reservation, and the guest's own page.
    const after = await ownerPage(`/es/admin/requests/${id}`);
    expect(after).toContain("Cambios de la reserva");
    expect(after).toMatch(/8:30 PM.*→.*9:30 PM/s);
    const guestPage = shownText(await (await fetch(`${site.url}${path}`)).text());
    expect(guestPage).toContain("9:30 PM");
    expect(guestPage).not.toContain("8:30 PM");
    expect(guestPage).toMatch(/>6</);
  });

  it("refuses a closed day, people out of range, malformed and too-long input beside the fields, never a 500, and changes nothing", async () => {
    await insertScheduleRevision(site.dataDir, {
      ...seededSchedule,
      exceptions: [{ from: CLOSED, to: CLOSED, periods: [], labelEn: "Family day", labelEs: "Día de familia" }],
    });
    const id = await insertRequest(await siteDb(site.dataDir), { status: "confirmed", reservationDate: DAY, reservationTime: "20:30", area: "Terraza", pax: 4 });

    const closed = await change(id, { fecha: CLOSED });
    expect(closed.status).toBe(400);
    const closedPage = shownText(await closed.text());
    expect(closedPage).toContain("Nothing was saved: check the fields marked below.");
    expect(closedPage).toMatch(/We are closed on \d{2}\/\d{2}\/\d{4}: Family day\. Choose another day\./);

    const many = await change(id, { pax: "26" });
    expect(many.status).toBe(400);
    expect(shownText(await many.text())).toContain("Max. 25 people.");
    const balcony = await change(id, { area: "Balcón", pax: "3" }, "es");
    expect(balcony.status).toBe(400);
    expect(shownText(await balcony.text())).toContain("Máx. 2 personas en el Balcón.");
    const none = await change(id, { pax: "0" });
    expect(shownText(await none.text())).toContain("At least 1 person.");

    const malformed = await change(id, { fecha: "x".repeat(5000), hora: "99:99", area: "Roof", pax: "many" });
    expect(malformed.status).toBe(400);
    const malformedPage = shownText(await malformed.text());
    for (const message of ["Date input not valid.", "Choose a time from the list.", "Enter a whole number of people."]) expect(malformedPage).toContain(message);
    // Each message beside its field: the control points to it.
    expect(malformedPage).toMatch(/aria-describedby="[^"]*-error"/);
    const long = await change(id, { hora: "21:00", note: "y".repeat(1001) });
    expect(long.status).toBe(400);
    expect(shownText(await long.text())).toContain("Max. 1000 characters");
    const huge = await change(id, { note: "z".repeat(70 * 1024) });
    expect(huge.status).toBe(413);

    expect(await stateOf(id)).toMatchObject({ request: { reservationTime: "20:30", pax: 4 }, changes: [], mails: [] });
  });

  it("over the area's covers it warns and saves only with Book anyway; the reservation's own covers never count against it", async () => {
    await insertScheduleRevision(site.dataDir, { ...seededSchedule, capacity: { Terraza: 8 } });
    const db = await siteDb(site.dataDir);
    const id = await insertRequest(db, { email: "", status: "confirmed", reservationDate: QUIET, reservationTime: "20:30", area: "Terraza", pax: 4 });
    await insertRequest(db, { status: "confirmed", reservationDate: QUIET, reservationTime: "21:00", area: "Terraza", pax: 6 });

    // Alone in its slot: 8 of 8, its own 4 not counted twice.
    expect((await change(id, { fecha: QUIET, pax: "8" })).status).toBe(200);
    const full = await change(id, { fecha: QUIET, hora: "21:00", pax: "4" });
    expect(full.status).toBe(409);
    const fullPage = shownText(await full.text());
    expect(fullPage).toContain("The Terraza has 2 of 8 covers left at 9:00 PM, and this booking is for 4.");
    expect(fullPage).toContain("Book anyway");
    expect((await stateOf(id)).request).toMatchObject({ reservationTime: "20:30", pax: 8 });

    const anyway = await change(id, { fecha: QUIET, hora: "21:00", pax: "4", bookAnyway: "on" });
    expect(anyway.status).toBe(200);
    expect(shownText(await anyway.text())).toContain("The reservation is changed.");
    const { request, changes, mails } = await stateOf(id);
    expect(request).toMatchObject({ reservationTime: "21:00", pax: 4 });
    expect(changes).toHaveLength(2);
    // A booking without an e-mail: nobody to mail.
    expect(mails).toEqual([]);
  });

  it("the 'changed' template is the owners' to edit: the next mail has their words; a settled request's reservation cannot be changed", async () => {
    await insertScheduleRevision(site.dataDir, seededSchedule);
    const list = await ownerPage("/admin/templates");
    expect(list).toContain("Reservation changed mail");
    expect(list).toContain('href="/admin/templates/changed/en"');
    const save = (body: string) =>
      postForm("/admin/templates/changed/en", { intent: "save", subject: "New time for {name}: {date}", body });
    const refused = await save("See you on {date}.");
    expect(refused.status).toBe(400);
    expect(shownText(await refused.text())).toContain("The text must contain {time}.");
    const saved = await save("We moved you to {time} on {date}, {people}. Bring a hat.");
    expect(saved.status).toBe(200);

    const { id } = await send({ lang: "en", email: "john@example.org", name: "John Smith" });
    await confirm(id);
    expect((await change(id, { hora: "22:00" })).status).toBe(200);
    const { changes } = await stateOf(id);
    const [mail] = await site.smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.changed.${changes[0]!.id}@laterraza.example>`);
    expect(mail!.parsed.subject).toBe(`New time for John Smith: ${mailDate(DAY, "en")}`);
    expect(mail!.parsed.text).toContain(`We moved you to 10:00 PM on ${mailDate(DAY, "en")}, 4 people. Bring a hat.`);

    // Cancelled: the page says why, and a post changes nothing.
    expect((await postForm(`/admin/requests/${id}`, { intent: "status", status: "cancelled", note: "", sure: "yes" })).status).toBe(200);
    expect(await ownerPage(`/admin/requests/${id}/change`)).toContain("This request is cancelled: its reservation can no longer be changed.");
    expect(await ownerPage(`/admin/requests/${id}`)).not.toContain(`/admin/requests/${id}/change"`);
    const late = await change(id, { hora: "21:00" });
    expect(late.status).toBe(409);
    expect(shownText(await late.text())).toContain("This request is cancelled: its reservation can no longer be changed.");
    expect((await stateOf(id)).request.reservationTime).toBe("22:00");
  });
});
