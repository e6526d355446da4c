import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailTemplates, requestStatusChanges } from "#db/schema.ts";
import siteFacts from "#content/site.json";
import { siteDb } from "../support/site/built-site.ts";
import { useSite } from "../support/site/integration-site.ts";
import { mailDate } from "../support/site/mail-dates.ts";
import { shownText } from "#tests/support/site/http-get.ts";

// The owners' templates of the decision mails and WhatsApp messages
// (app/features/requests/rules/mail-templates.ts), with real parts: the built server, a fresh
// SQLite file, a real SMTP server on loopback, an owner signed in through the sign-in form.
// An owner saves a template through the editor's POST, confirms a request, and the guest's
// mail carries the new text with the placeholders filled in the guest's language; a broken
// template is refused in the owner's language and the saved one stays.

const year = new Date().getUTCFullYear() + 1;
/** An attribute's value as React writes it: &amp; and &#x27; (the name's apostrophe) escaped. */
const decodeAttribute = (value: string) => value.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
const MANAGE_LINK = /https?:\/\/[^\s]+\/es\/r\/[\w-]{43}/;

describe("the owners' decision templates", () => {
  const site = useSite({ owner: true });

  /** The editor's form, posted as a browser without JavaScript posts it, from the owners' area in `ownerLang`. */
  function saveTemplate(path: string, fields: Record<string, string>, ownerLang: "en" | "es" = "es", origin: Record<string, string> = { Origin: site.url }) {
    return fetch(`${site.url}${ownerLang === "es" ? "/es" : ""}/admin/templates/${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: site.cookie, ...origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "save", ...fields }),
    });
  }

  function decide(id: string, status: string, note = "") {
    return fetch(`${site.url}/admin/requests/${id}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: site.cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "status", status, note, sure: "yes" }),
    });
  }

  async function storedTemplate(kind: string, lang: "en" | "es") {
    const db = await siteDb(site.dataDir);
    const [row] = await db.select().from(mailTemplates).where(and(eq(mailTemplates.kind, kind), eq(mailTemplates.lang, lang)));
    return row;
  }

  async function statusMail(id: string) {
    const db = await siteDb(site.dataDir);
    const changes = await db.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, id));
    const last = changes.at(-1)!;
    const [mail] = await site.smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.status.${last.id}@laterraza.example>`);
    return mail!.parsed;
  }

  const edited = {
    subject: "¡Mesa lista, {name}! {date} – {site}",
    body: "Le esperamos el {date} a las {time} en la zona {area}: mesa para {people}.\n\nTraiga su sombrero.",
  };

  it("an edited confirmation reaches the next Spanish guest with its placeholders filled; an English guest keeps the English text", async () => {
    const saved = await saveTemplate("confirmed/es", edited);
    expect(saved.status).toBe(200);
    expect(shownText(await saved.text())).toContain("Guardada. Los mensajes que se envíen desde ahora usan este texto.");
    expect(await storedTemplate("confirmed", "es")).toMatchObject({ ...edited, updatedBy: expect.stringContaining("@") });

    const id = await site.send({ email: "maria@example.org" });
    expect((await decide(id, "confirmed", "Junto a la baranda.")).status).toBe(200);
    const mail = await statusMail(id);
    expect(mail.subject).toBe(`¡Mesa lista, María José O'Neil! ${mailDate(`${year}-06-20`, "es")} – ${siteFacts.name}`);
    const text = mail.text ?? "";
    expect(text).toContain("Hola, María José O'Neil:");
    expect(text).toContain(`Le esperamos el ${mailDate(`${year}-06-20`, "es")} a las 8:30 PM en la zona Terraza: mesa para 4 personas.\n\nTraiga su sombrero.`);
    expect(text).not.toContain("está confirmada");
    expect(text).not.toMatch(/\{\w+\}/);
    // The owner's line, the reservation's facts and the calendar file, as before.
    expect(text).toContain("Un mensaje del restaurante:\nJunto a la baranda.");
    expect(text).toContain("Personas: 4");
    expect(mail.attachments.map((a) => a.filename)).toEqual(["reservation.ics"]);
    // The guest's manage page, in their language, in both parts.
    expect(text).toMatch(new RegExp(`Ver o cancelar tu solicitud: ${MANAGE_LINK.source}`));
    expect(mail.html).toMatch(new RegExp(`<a href="${MANAGE_LINK.source}">`));
    expect(mail.html).toContain("<p>Traiga su sombrero.</p>");

    const english = await site.send({ lang: "en", email: "john@example.org", name: "john smith" });
    expect((await decide(english, "confirmed")).status).toBe(200);
    const englishMail = await statusMail(english);
    expect(englishMail.subject).toBe(`Your reservation is confirmed: ${mailDate(`${year}-06-20`, "en")}, 8:30 PM – ${siteFacts.name}`);
    expect(englishMail.text).toContain(`Your reservation for 4 people on ${mailDate(`${year}-06-20`, "en")} at 8:30 PM (Terrace) is confirmed.`);
    expect(englishMail.text).toMatch(/See or cancel your request: https?:\/\/[^\s]+\/r\/[\w-]{43}/);
  });

  it("refuses a broken template in the owner's language and keeps the saved one", async () => {
    const before = await storedTemplate("confirmed", "es");
    expect(before?.body).toBe(edited.body);

    const noTime = await saveTemplate("confirmed/es", { ...edited, body: "Le esperamos el {date}." });
    expect(noTime.status).toBe(400);
    const page = shownText(await noTime.text());
    expect(page).toContain("El texto debe contener {time}.");
    // What was typed stays in the form.
    expect(page).toContain("Le esperamos el {date}.</textarea>");

    const brace = await saveTemplate("confirmed/es", { ...edited, body: "Hola {name, le esperamos el {date} a las {time}." }, "en");
    expect(brace.status).toBe(400);
    expect(shownText(await brace.text())).toContain("A brace is not closed or not opened");

    const unknown = await saveTemplate("confirmed/es", { ...edited, subject: "Mesa {mesa}" }, "en");
    expect(unknown.status).toBe(400);
    expect(shownText(await unknown.text())).toContain("{mesa} is not a known placeholder.");

    const whatsapp = await saveTemplate("whatsapp.declined/en", { body: "Sorry, {name}." }, "en");
    expect(whatsapp.status).toBe(400);
    expect(shownText(await whatsapp.text())).toContain("The text must contain {date}.");
    expect(await storedTemplate("whatsapp.declined", "en")).toBeUndefined();

    expect(await storedTemplate("confirmed", "es")).toEqual(before);
  });

  it("refuses a save from another site, and an unknown template is a 404 in the owner's language", async () => {
    const before = await storedTemplate("confirmed", "es");
    const forgery = { subject: "{date}", body: "Hacked {date} {time}" };
    // Without an Origin (or Referer) the owners' area refuses it; another site's Origin, the router already.
    const unproven = await saveTemplate("confirmed/es", forgery, "es", {});
    expect(unproven.status).toBe(403);
    expect(shownText(await unproven.text())).toContain("Este formulario se envió desde otro sitio y se ha rechazado.");
    expect((await saveTemplate("confirmed/es", forgery, "es", { Origin: "https://evil.example" })).status).toBe(400);
    expect(await storedTemplate("confirmed", "es")).toEqual(before);

    const missing = await fetch(`${site.url}/es/admin/templates/welcome/es`, { headers: { cookie: site.cookie } });
    expect(missing.status).toBe(404);
    expect(shownText(await missing.text())).toContain("Esta plantilla no existe.");
    // A language the site does not have (French is one it has, unpublished or not: its templates are written before publishing).
    expect((await fetch(`${site.url}/admin/templates/confirmed/pt`, { headers: { cookie: site.cookie } })).status).toBe(404);
    expect((await fetch(`${site.url}/admin/templates/confirmed/fr`, { headers: { cookie: site.cookie } })).status).toBe(200);
  });

  it("offers the guest who ticked WhatsApp the owners' WhatsApp text, filled in their language, with the manage link", async () => {
    const saved = await saveTemplate("whatsapp.confirmed/es", { body: "¡Listo, {name}! {date}, {time}, {people}." });
    expect(saved.status).toBe(200);
    const id = await site.send({ email: "ana@example.org", phone: "+53 5 765 4321", whatsapp: true });
    const page = async () => shownText(await (await fetch(`${site.url}/admin/requests/${id}`, { headers: { cookie: site.cookie } })).text());
    // Nothing to send before a decision.
    expect(await page()).not.toContain("Send on WhatsApp");
    expect((await decide(id, "confirmed", "Le guardamos la mesa.")).status).toBe(200);
    const html = await page();
    const href = /<a[^>]+href="(https:\/\/wa\.me\/[^"]+)"[^>]*>Send on WhatsApp<\/a>/.exec(html)?.[1];
    expect(href).toBeDefined();
    const url = new URL(decodeAttribute(href!));
    expect(url.pathname).toBe("/5357654321");
    const message = url.searchParams.get("text") ?? "";
    expect(message).toMatch(new RegExp(`^¡Listo, María José O'Neil! ${mailDate(`${year}-06-20`, "es")}, 8:30 PM, 4 personas\\.\n\nLe guardamos la mesa\\.\n\nVer o cancelar tu solicitud: ${MANAGE_LINK.source}$`));

    // A guest who did not tick WhatsApp is not offered it.
    const noWhatsapp = await site.send({ email: "pepe@example.org", whatsapp: false });
    expect((await decide(noWhatsapp, "confirmed")).status).toBe(200);
    expect(shownText(await (await fetch(`${site.url}/admin/requests/${noWhatsapp}`, { headers: { cookie: site.cookie } })).text())).not.toContain("wa.me/5351234567?text");
  });
});
