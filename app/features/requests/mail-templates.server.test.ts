import { describe, expect, it } from "vitest";
import { seedFacts } from "#app/shell/content/seed-facts.ts";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { guestMail } from "./acknowledgement-mail.server.ts";
import { statusMail } from "./status-mail.server.ts";
import { mailMessageId } from "../outbox/mail-html.server.ts";
import type { StoredRequest, StoredStatusChange } from "./request-mail-parts.server.ts";
import { loadTemplate, restoreDefaultTemplate, saveTemplate, statusMailTemplate, whatsappMessage, whatsappOffer } from "./mail-templates.server.ts";
import { defaultTemplate } from "./default-templates.server.ts";

freshDataDirs({ seed: false });

const request: StoredRequest = {
  id: "0b7c3c2e-1111-4222-8333-944455556666",
  createdAt: new Date("2026-11-21T16:30:00Z"),
  lang: "es",
  name: "Ana <b>Pérez</b>",
  phone: "+53 5 123 4567",
  whatsapp: true,
  email: "ana@example.org",
  country: "Cuba",
  comment: "",
  reservationDate: "2027-06-20",
  reservationTime: "20:30",
  area: "Terraza",
  pax: 2,
  status: "confirmed",
  source: "site",
  manageTokenHash: null,
  manageLinkGeneration: 0,
  ownerSeenGuestAt: null,
};
const change: StoredStatusChange = { id: 7, requestId: request.id, status: "confirmed", note: null, changedBy: "owner@example.com", changedAt: new Date("2026-11-22T10:00:00Z") };
const addresses = { from: "web@terraza.example", to: "owners@terraza.example", siteUrl: "https://terraza.example", site: seedFacts };

describe("the owners' templates, stored", () => {
  it("falls back to the default, saves an override, and restores the default", async () => {
    expect(await loadTemplate("confirmed", "es")).toMatchObject({ ...defaultTemplate("confirmed", "es"), custom: false });
    const mine = { subject: "Mesa para {name}", body: "Hasta el {date} a las {time}." };
    expect(await saveTemplate("confirmed", "es", mine, "owner@example.com")).toEqual({ outcome: "saved" });
    expect(await saveTemplate("confirmed", "es", mine, "owner@example.com")).toEqual({ outcome: "unchanged" });
    expect(await loadTemplate("confirmed", "es")).toMatchObject({ ...mine, custom: true, updatedBy: "owner@example.com" });
    // The other language keeps its own text.
    expect(await loadTemplate("confirmed", "en")).toMatchObject({ custom: false });
    expect(await statusMailTemplate(request, "confirmed")).toMatchObject(mine);
    expect(await statusMailTemplate(request, "done")).toBeUndefined();

    expect(await restoreDefaultTemplate("confirmed", "es")).toBe(true);
    expect(await restoreDefaultTemplate("confirmed", "es")).toBe(false);
    expect(await loadTemplate("confirmed", "es")).toMatchObject({ ...defaultTemplate("confirmed", "es"), custom: false });
  });

  it("refuses what the rules refuse whoever calls, and keeps what was there", async () => {
    const mine = { subject: "", body: "Listo el {date} a las {time}." };
    await saveTemplate("whatsapp.confirmed", "en", mine, "owner@example.com");
    const refused = await saveTemplate("whatsapp.confirmed", "en", { subject: "", body: "Listo {nombre}" }, "owner@example.com");
    expect(refused.outcome).toBe("refused");
    expect(await loadTemplate("whatsapp.confirmed", "en")).toMatchObject(mine);
  });
});

describe("the decision mail and the WhatsApp message from a template", () => {
  it("fills the owner's text in the guest's language and escapes it in the HTML part", () => {
    const template = { subject: "Mesa <lista> para {name}\nBcc: x@evil.example", body: "El {date} a las {time}, {people} en {area}.\n\n<i>Hasta pronto</i>" };
    const mail = statusMail(request, change, addresses, mailMessageId(`${request.id}.status.7`, addresses.from), template);
    // A subject is one line, whatever the row holds.
    expect(mail.subject).toBe("Mesa <lista> para Ana <b>Pérez</b> Bcc: x@evil.example");
    expect(mail.text).toContain("El domingo, 20 de junio de 2027 a las 8:30 PM, 2 personas en Terraza.\n\n<i>Hasta pronto</i>");
    expect(mail.html).toContain("<p>El domingo, 20 de junio de 2027 a las 8:30 PM, 2 personas en Terraza.</p><p>&#60;i&#62;Hasta pronto&#60;/i&#62;</p>");
    expect(mail.html).not.toContain("<b>Pérez");
    // A request stored before manage links has none to print.
    expect(mail.text).not.toContain("/r/");
  });

  it("writes the WhatsApp message: the template filled, the owner's line, the manage link when the request has one", async () => {
    const template = { subject: "", body: "¡Hola, {name}! {date}, {time}." };
    expect(whatsappMessage(request, template, addresses.siteUrl, seedFacts, "  Mesa 4  ")).toBe("¡Hola, Ana <b>Pérez</b>! domingo, 20 de junio de 2027, 8:30 PM.\n\nMesa 4");
    const withLink = whatsappMessage({ ...request, manageTokenHash: "x" }, template, addresses.siteUrl, seedFacts);
    expect(withLink).toMatch(/^¡Hola, Ana <b>Pérez<\/b>! domingo, 20 de junio de 2027, 8:30 PM\.\n\nVer o cancelar tu solicitud: https:\/\/terraza\.example\/es\/r\/[\w-]{43}$/);
    // A message without a reservation says what its mail says, with no date to name.
    const contact = { ...request, reservationDate: null, reservationTime: null, area: null, pax: null };
    expect(whatsappMessage(contact, template, addresses.siteUrl, seedFacts)).toBe("Hola, Ana <b>Pérez</b>: Tu solicitud a La Terraza Trinidad está confirmada.");

    const offer = await whatsappOffer(request, [{ status: "confirmed", note: "Junto a la baranda." }], addresses.siteUrl);
    expect(offer?.href.startsWith("https://wa.me/5351234567?text=")).toBe(true);
    expect(new URL(offer!.href).searchParams.get("text")).toBe(offer?.message);
    expect(offer?.message).toContain("Junto a la baranda.");
    // Only for a guest who ticked WhatsApp, and only for a status the guest is told about.
    expect(await whatsappOffer({ ...request, whatsapp: false }, [], addresses.siteUrl)).toBeUndefined();
    expect(await whatsappOffer({ ...request, status: "new" }, [], addresses.siteUrl)).toBeUndefined();
    expect(await whatsappOffer({ ...request, phone: "" }, [], addresses.siteUrl)).toBeUndefined();
  });
});

describe("the guest's first acknowledgement", () => {
  it("says plainly, in both languages, that a reservation is a request the restaurant will confirm", () => {
    const sent = { ...request, status: "new" as const };
    expect(guestMail({ ...sent, lang: "en" }, addresses, mailMessageId("x.guest", addresses.from)).text).toContain(
      "We have received your reservation request: this is a request, not yet a booked table. It is not confirmed yet: the restaurant will confirm it as soon as possible.",
    );
    expect(guestMail(sent, addresses, mailMessageId("x.guest", addresses.from)).text).toContain(
      "Hemos recibido tu solicitud de reserva: es una solicitud, todavía no una mesa reservada. Aún no está confirmada: el restaurante te la confirmará lo antes posible.",
    );
  });
});
