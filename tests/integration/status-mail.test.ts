import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { contactRequests, outbox, requestStatusChanges } from "#db/schema.ts";
import siteFacts from "#content/site.json";
import { eventually } from "../support/site/eventually.ts";
import { siteDb } from "../support/site/built-site.ts";
import { OWNERS, useSite } from "../support/site/integration-site.ts";
import { mailDate } from "../support/site/mail-dates.ts";
import { requestReference } from "#app/features/requests/rules/request-reference.ts";
import { shownText } from "#tests/support/site/http-get.ts";

// docs/product.md §13 with real parts: the built server, a fresh SQLite file, a real SMTP server
// on loopback, an owner signed in through the sign-in form. Confirming, declining and cancelling
// in the inbox each send the guest exactly one mail in the language of their request, with the
// placeholders filled and the owner's personal line; a move the status table
// (app/features/requests/rules/request-status.ts) does not allow is refused in the owner's
// language and sends nothing.

const year = new Date().getUTCFullYear() + 1;

describe("the guest hears the owners' decision", () => {
  const site = useSite({ owner: true });

  /** The status form of the request page, posted as a browser without JavaScript posts it. */
  function decide(id: string, status: string, note = "", lang: "en" | "es" = "en") {
    const prefix = lang === "es" ? "/es" : "";
    return fetch(`${site.url}${prefix}/admin/requests/${id}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: site.cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      // `sure`: the second step a decline or a cancellation asks for (decision-steps.ts).
      body: new URLSearchParams({ intent: "status", status, note, sure: "yes" }),
    });
  }

  const statusMails = (id: string) => site.smtp.mails.filter((m) => m.parsed.messageId?.startsWith(`<${id}.status.`));

  async function changeIds(id: string): Promise<number[]> {
    const db = await siteDb(site.dataDir);
    const rows = await db.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, id));
    return rows.map((r) => r.id);
  }

  async function allSent(id: string) {
    const db = await siteDb(site.dataDir);
    return eventually(async () => {
      const rows = await db.select().from(outbox).where(eq(outbox.requestId, id));
      return rows.every((r) => r.state === "sent") ? rows : undefined;
    });
  }

  it("confirms, then cancels, a Spanish request: one mail each, in Spanish, with the owner's line", async () => {
    const id = await site.send({ email: "maria@example.org" });
    const confirmed = await decide(id, "confirmed", "Le guardamos la mesa junto a la baranda.");
    expect(confirmed.status).toBe(200);
    const page = shownText(await confirmed.text());
    expect(page).toContain("Status changed to “Confirmed”.");
    expect(page).toContain("The guest will get a mail about it.");
    const [confirmChange] = await changeIds(id);
    const [confirmation] = await site.smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.status.${confirmChange}@laterraza.example>`);
    expect(confirmation!.envelopeTo).toEqual(["maria@example.org"]);
    expect(confirmation!.parsed.replyTo?.value[0]?.address).toBe(OWNERS);
    expect(confirmation!.parsed.subject).toBe(`Tu reserva está confirmada: ${mailDate(`${year}-06-20`, "es")}, 8:30 PM – ${siteFacts.name}`);
    const text = confirmation!.parsed.text ?? "";
    expect(text).toContain("Hola, María José O'Neil:");
    expect(text).toContain(`Tu reserva para 4 personas el ${mailDate(`${year}-06-20`, "es")} a las 8:30 PM (Terraza) está confirmada.`);
    expect(text).toContain("Un mensaje del restaurante:\nLe guardamos la mesa junto a la baranda.");
    expect(text).toContain(siteFacts.address.street);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(confirmation!.parsed.html).toContain("Le guardamos la mesa junto a la baranda.");
    // The calendar file, read by a real iCalendar parser with only the VTIMEZONE it carries.
    expect(confirmation!.parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([["reservation.ics", "text/calendar"]]);
    const calendar = new ICAL.Component(ICAL.parse(confirmation!.parsed.attachments[0]!.content.toString("utf8")));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    expect(events).toHaveLength(1);
    expect(events[0]!.startDate.zone?.tzid).toBe("America/Havana");
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe(`${year}-06-21T00:30:00.000Z`);
    expect(events[0]!.location).toContain(siteFacts.address.street);
    // The event links to the site's home page, never to the guest's manage page: calendars are
    // shared, and that link cancels (docs/decisions/0026-guest-link-windows.md). The mail carries it.
    const [ack] = await site.smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.guest@laterraza.example>`);
    const manageLink = /(\S+\/es\/r\/[A-Za-z0-9_-]{43})/.exec(ack!.parsed.text ?? "")?.[1];
    expect(manageLink).toBeDefined();
    expect(events[0]!.component.getFirstPropertyValue("url")).toMatch(/\/es$/);
    expect(confirmation!.parsed.attachments[0]!.content.toString("utf8")).not.toContain("/r/");
    expect(text).toContain(manageLink);

    const cancelled = await decide(id, "cancelled", "Cerramos por un evento privado.");
    expect(cancelled.status).toBe(200);
    const cancelChange = (await changeIds(id))[1];
    const [cancellation] = await site.smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.status.${cancelChange}@laterraza.example>`);
    expect(cancellation!.parsed.subject).toBe(`Tu reserva para el ${mailDate(`${year}-06-20`, "es")} está cancelada – ${siteFacts.name}`);
    expect(cancellation!.parsed.text).toContain(`Tu reserva para 4 personas el ${mailDate(`${year}-06-20`, "es")} a las 8:30 PM (Terraza) ha sido cancelada.`);
    expect(cancellation!.parsed.text).toContain("Cerramos por un evento privado.");
    expect(cancellation!.parsed.attachments).toEqual([]);
    // Nothing is left to see or cancel: the cancellation offers no link to do it.
    expect(cancellation!.parsed.text).not.toContain("Ver o cancelar");
    expect(cancellation!.parsed.text).not.toContain("/r/");
    expect(cancellation!.parsed.html).not.toContain("/r/");
    // The request is named by its short reference, never by its id.
    expect(cancellation!.parsed.text).toContain(`Referencia ${requestReference(id)}, recibida el `);
    expect(cancellation!.parsed.text).not.toContain(id);

    // A second post of the same decision (a double click) changes nothing and sends nothing.
    expect((await decide(id, "cancelled")).status).toBe(200);
    const rows = await allSent(id);
    expect(rows.map((r) => r.kind).sort()).toEqual(["guest", "owner", "status", "status"]);
    expect(statusMails(id)).toHaveLength(2);
  });

  it("declines an English request: one mail in English, with the owner's line", async () => {
    const id = await site.send({ lang: "en", email: "john@example.org", name: "john smith", pax: 1, area: "Balcón" });
    const declined = await decide(id, "declined", "We are full that evening; could you come at 7 PM?");
    expect(declined.status).toBe(200);
    const [change] = await changeIds(id);
    const [mail] = await site.smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.status.${change}@laterraza.example>`);
    expect(mail!.envelopeTo).toEqual(["john@example.org"]);
    expect(mail!.parsed.subject).toBe(`About your reservation request for ${mailDate(`${year}-06-20`, "en")} – ${siteFacts.name}`);
    const text = mail!.parsed.text ?? "";
    expect(text).toContain("Hello John Smith,");
    expect(text).toContain(`We are sorry: we cannot take your reservation for 1 person on ${mailDate(`${year}-06-20`, "en")} at 8:30 PM (Balcony).`);
    expect(text).toContain("A message from the restaurant:\nWe are full that evening; could you come at 7 PM?");
    expect(text).not.toMatch(/\{\w+\}/);
    await allSent(id);
    expect(statusMails(id)).toHaveLength(1);
  });

  it("refuses a move the status table does not allow, in the owner's language, and sends nothing", async () => {
    const id = await site.send({ lang: "en", email: "ana@example.org" });
    const buttons = async () => {
      const html = shownText(await (await fetch(`${site.url}/admin/requests/${id}`, { headers: { cookie: site.cookie } })).text());
      const statusButtons = [...html.matchAll(/<button[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes('name="status"'));
      return statusButtons.map((tag) => /value="([\w-]+)"/.exec(tag)?.[1]);
    };
    expect(await buttons()).toEqual(["confirmed", "declined", "cancelled", "done"]);
    expect((await decide(id, "declined")).status).toBe(200);
    expect(await buttons()).toEqual(["new"]);
    await allSent(id);
    const mailsBefore = statusMails(id).length;
    expect(mailsBefore).toBe(1);

    const refused = await decide(id, "cancelled", "", "es");
    expect(refused.status).toBe(409);
    expect(shownText(await refused.text())).toContain("Una solicitud «Rechazada» no puede pasar a «Cancelada».");
    const refusedEn = await decide(id, "no-show");
    expect(refusedEn.status).toBe(409);
    expect(shownText(await refusedEn.text())).toContain("A request that is “Declined” cannot be changed to “No-show”.");
    // An unknown status is refused too, never a 500.
    expect((await decide(id, "deleted")).status).toBe(400);

    const db = await siteDb(site.dataDir);
    const [request] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
    expect(request?.status).toBe("declined");
    expect(await changeIds(id)).toHaveLength(1);
    expect(await db.select().from(outbox).where(eq(outbox.requestId, id))).toHaveLength(3);
    // Anything sent after the refusals would be queued by now; the outbox holds nothing new.
    expect(statusMails(id)).toHaveLength(mailsBefore);
  });
});
