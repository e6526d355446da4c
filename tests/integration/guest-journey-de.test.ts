import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { contactRequests, requestStatusChanges } from "#db/schema.ts";
import siteFacts from "#content/site.json";
import { siteDb } from "../support/site/built-site.ts";
import { useSite } from "../support/site/integration-site.ts";
import { publishLanguages } from "../support/site/publish-languages.ts";
import { shownText } from "#tests/support/site/http-get.ts";

// A German guest's whole journey (docs/decisions/0033-language-publication.md), with real parts:
// the built server, its SQLite file, a real SMTP server on loopback, an owner signed in. German
// is published as an owner publishes it, on the Languages page (its completeness rule applies: a
// fresh site's first German translation is complete). A request sent
// from /de is kept in German: the acknowledgement, the owner's confirmation with its calendar
// file, the WhatsApp message the inbox offers and the guest's own page /de/r/<token> speak
// German, with the day in German words.

const year = new Date().getUTCFullYear() + 1;
const day = `${year}-06-20`;
/** The day as a German reads it, worked out with Intl alone (not the site's formatter). */
const germanDay = new Intl.DateTimeFormat("de", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
  new Date(`${day}T12:00:00Z`),
);

describe("a German guest's request, from /de to their own page", () => {
  const site = useSite({ owner: true });
  beforeAll(() => publishLanguages(site.url, site.dataDir, ["de"], site.cookie));

  /** What the form's script on /de sends: the page's language with the fields (docs/product.md §7). */
  async function sendFromGermanPage(): Promise<string> {
    const id = await site.send({
      name: "lena müller",
      phone: "+49 170 1234567",
      email: "lena@example.org",
      country: "deutschland",
      comment: "Ein Tisch mit Blick auf den Sonnenuntergang, bitte.",
      fecha: `20/06/${year}`,
      hora: "8:30 PM",
      area: "Terraza",
      pax: 4,
      lang: "de",
    });
    const db = await siteDb(site.dataDir);
    const [stored] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
    expect(stored).toMatchObject({ name: "Lena Müller", lang: "de" });
    return id;
  }

  it("mails the acknowledgement and the confirmation in German, with the calendar file in German, and opens the guest's page in German", async () => {
    expect((await fetch(`${site.url}/de`)).status).toBe(200);
    const id = await sendFromGermanPage();

    // The acknowledgement: German words, the day in German, the German clock, the link to /de/r/….
    const [ack] = await site.smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.guest@laterraza.example>`);
    expect(ack!.parsed.subject).toBe(`Wir haben Ihre Anfrage erhalten – ${siteFacts.name}`);
    const ackText = ack!.parsed.text ?? "";
    expect(ackText).toContain("Guten Tag,");
    expect(ackText).toContain("Wir haben Ihre Reservierungsanfrage erhalten");
    expect(ackText).toContain(germanDay);
    expect(ackText).toContain("20:30");
    expect(ackText).toContain("Terrasse");
    expect(ackText).not.toMatch(/\{\w+\}/);
    expect(ack!.parsed.html).toContain('lang="de"');
    const path = /https?:\/\/[^\s/]+(\/de\/r\/[A-Za-z0-9_-]{43})/.exec(ackText)?.[1];
    expect(path).toBeDefined();
    expect(ackText).toContain("Anfrage ansehen oder stornieren:");

    // The owners read theirs in their own language, told which language the guest wrote in.
    const [owner] = await site.smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.owner@laterraza.example>`);
    expect(owner!.parsed.text).toContain("enviada en alemán");

    // The owner confirms in the inbox: the guest's mail is German, its calendar file too.
    const confirmed = await fetch(`${site.url}/admin/requests/${id}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: site.cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "status", status: "confirmed", note: "", sure: "yes" }),
    });
    expect(confirmed.status).toBe(200);
    const db = await siteDb(site.dataDir);
    const [change] = await db.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, id));
    const [confirmation] = await site.smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.status.${change!.id}@laterraza.example>`);
    expect(confirmation!.parsed.subject).toBe(`Ihre Reservierung ist bestätigt: ${germanDay}, 20:30 Uhr – ${siteFacts.name}`);
    const text = confirmation!.parsed.text ?? "";
    expect(text).toContain("Guten Tag Lena Müller,");
    expect(text).toContain(`Ihre Reservierung für 4 Personen am ${germanDay} um 20:30 Uhr (Terrasse) ist bestätigt.`);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).toContain(path);
    expect(confirmation!.parsed.attachments.map((a) => a.filename)).toEqual(["reservation.ics"]);
    const ics = confirmation!.parsed.attachments[0]!.content.toString("utf8");
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(String(calendar.getFirstPropertyValue("prodid"))).toMatch(/\/\/DE$/);
    const [event] = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    expect(event!.summary).toBe(`Tisch bei ${siteFacts.name} (4 Personen)`);
    expect(event!.description).toBe(`4 Personen, Terrasse. Telefon: ${siteFacts.phone}`);
    expect(event!.component.getFirstPropertyValue("url")).toMatch(/\/de$/);

    // The WhatsApp message the inbox offers the owner to send is German too.
    const requestPage = shownText(await (await fetch(`${site.url}/admin/requests/${id}`, { headers: { cookie: site.cookie } })).text());
    expect(requestPage).toMatch(/<blockquote[^>]*lang="de"[^>]*>/);
    // The owner's reply by mail is offered with a German subject.
    expect(requestPage).toContain(`subject=${encodeURIComponent(`Ihre Anfrage bei ${siteFacts.name}`)}`);
    expect(requestPage).toContain(`Guten Tag Lena Müller, Ihr Tisch bei ${siteFacts.name} für 4 Personen am ${germanDay} um 20:30 Uhr ist bestätigt.`);

    // The guest's own page, in German: the status, the day in words, the German clock.
    const page = await fetch(`${site.url}${path}`);
    expect(page.status).toBe(200);
    const html = shownText(await page.text());
    expect(html).toMatch(/<html[^>]*lang="de"/);
    expect(html).toContain("Ihre Anfrage");
    expect(html).toContain("Bestätigt");
    expect(html).toContain("Ihr Tisch ist reserviert.");
    expect(html).toContain(`<dd>${germanDay}</dd>`);
    expect(html).toContain("<dd>20:30</dd>");
    expect(html).toContain("<dd>Terrasse</dd>");
    expect(html).toMatch(/Gesendet am [^<]+ \(kubanische Zeit\)/);
  });
});
