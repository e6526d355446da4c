import { describe, expect, it } from "vitest";
import { seedFacts } from "#app/shell/content/seed-facts.ts";
import { escapeHtml } from "#app/lib/escape-html.ts";
import { ownerMail } from "./owner-mail.server.ts";
import { guestMail } from "./acknowledgement-mail.server.ts";
import { mailMessageId } from "../outbox/mail-html.server.ts";
import { whatsappLink, type StoredRequest } from "./request-mail-parts.server.ts";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { GUEST_MAILS_PER_RECIPIENT_PER_DAY } from "./rules/contact-limits.ts";

// The owners' mail signs its decision links with a key kept in DATA_DIR: a fresh one, not ./data.
freshDataDirs({ seed: false });

const request: StoredRequest = {
  id: "0b7c3c2e-1111-4222-8333-944455556666",
  createdAt: new Date("2026-11-21T16:30:00Z"),
  lang: "en",
  name: "Ana <b>Pérez</b>",
  phone: "+5351234567",
  whatsapp: true,
  email: "ana@example.org",
  country: "Cuba",
  comment: 'Line one\n<img src=x onerror="alert(1)">',
  reservationDate: "2027-06-20",
  reservationTime: "20:30",
  area: "Balcón",
  pax: 2,
  status: "new",
  source: "site",
  manageTokenHash: null,
  manageLinkGeneration: 0,
  ownerSeenGuestAt: null,
};
const addresses = { from: "web@terraza.example", to: "owners@terraza.example", siteUrl: "https://terraza.example", site: seedFacts };

describe("the request's mails", () => {
  it("escapes everything a visitor typed in the HTML part", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;");
    const mail = ownerMail(request, addresses, mailMessageId(`${request.id}.owner`, addresses.from), undefined, 0);
    expect(mail.html).not.toContain("<b>Pérez");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("Ana &#60;b&#62;Pérez&#60;/b&#62;");
    expect(ownerMail(request, addresses, mailMessageId(`${request.id}.owner`, addresses.from), undefined, 0).text).toContain('<img src=x onerror="alert(1)">');
  });

  it("gives the guest nothing the visitor wrote: no name (not even in the greeting or To), comment, country, phone or e-mail text", () => {
    for (const lang of ["en", "es"] as const) {
      const bait = { ...request, lang, name: "win-prize.example", comment: "Win money at evil.example", country: "phish.example" };
      const mail = guestMail(bait, addresses, mailMessageId(`${request.id}.guest`, addresses.from));
      for (const part of [mail.text, mail.html, mail.subject, JSON.stringify(mail.to)]) {
        expect(part).not.toContain("win-prize");
        expect(part).not.toContain("evil.example");
        expect(part).not.toContain("phish.example");
        expect(part).not.toContain("+5351234567");
      }
      expect(mail.text.split("\n")[0]).toBe(lang === "en" ? "Hello," : "Hola:");
    }
  });

  it("derives the Message-ID from the outbox id and dates the mail with the request, so a resend is the same mail", () => {
    const a = ownerMail(request, addresses, mailMessageId(`${request.id}.owner`, addresses.from), undefined, 0);
    const b = ownerMail(request, addresses, mailMessageId(`${request.id}.owner`, addresses.from), undefined, 0);
    expect(a).toEqual(b);
    expect(a.messageId).toBe(`<${request.id}.owner@terraza.example>`);
    expect(mailMessageId("x.guest", "a@b.example")).toBe("<x.guest@b.example>");
    expect(a.date).toEqual(request.createdAt);
  });

  it("sends the owners every field in Spanish, reply-to the guest, with a WhatsApp link", () => {
    const mail = ownerMail(request, addresses, mailMessageId(`${request.id}.owner`, addresses.from), undefined, 0);
    expect(mail.to).toBe("owners@terraza.example");
    expect(mail.replyTo).toEqual({ name: "Ana <b>Pérez</b>", address: "ana@example.org" });
    expect(mail.subject).toBe("Solicitud de reserva: Ana <b>Pérez</b>, domingo, 20 de junio de 2027, 8:30 PM, 2 personas");
    for (const text of [
      "+5351234567",
      "https://wa.me/5351234567",
      "ana@example.org",
      "Cuba",
      "Line one",
      "Fecha: domingo, 20 de junio de 2027",
      "8:30 PM (20:30, hora de Cuba)",
      "Balcón",
      "Personas: 2",
      "enviada en inglés",
      "Responde a este correo para escribir a Ana <b>Pérez</b>.\nReferencia R-1DY3, recibida el sábado, 21 de noviembre de 2026, 11:30 AM (hora de Cuba).",
    ]) {
      expect(mail.text).toContain(text);
    }
    // The id is only in the decision links' addresses, never written for people to read.
    expect(mail.text.replace(/\S*\/decide\/\S*/g, "")).not.toContain(request.id);
    expect(whatsappLink("")).toBeUndefined();
    const noWhatsapp = ownerMail({ ...request, whatsapp: false }, addresses, mailMessageId("x.owner", addresses.from), undefined, 0);
    expect(noWhatsapp.text).not.toContain("wa.me");
  });

  it("tells the owners when the guest's acknowledgement was withheld, and why", () => {
    expect(ownerMail(request, addresses, mailMessageId(`${request.id}.owner`, addresses.from), undefined, 0).text).not.toContain("NO se le envió");
    const sender = ownerMail(request, addresses, mailMessageId(`${request.id}.owner`, addresses.from), "budget-sender", 0);
    const recipient = ownerMail(request, addresses, mailMessageId(`${request.id}.owner`, addresses.from), "budget-recipient-day", 0);
    for (const mail of [sender, recipient]) {
      expect(mail.text).toContain("Al cliente NO se le envió el correo que dice que su solicitud llegó");
      expect(mail.html).toContain("Al cliente NO se le envió el correo que dice que su solicitud llegó");
    }
    expect(sender.text).toContain("desde su conexión ya se causaron en esta hora");
    expect(recipient.text).toContain(`su dirección ya recibió hoy ${GUEST_MAILS_PER_RECIPIENT_PER_DAY} correos de la web`);
  });

  it("writes to the guest in their language: received, to be confirmed, a summary, the address and phone", () => {
    const en = guestMail(request, addresses, mailMessageId(`${request.id}.guest`, addresses.from));
    expect(en.to).toEqual({ name: "", address: "ana@example.org" });
    expect(en.replyTo).toBe("owners@terraza.example");
    expect(en.subject).toBe("We have received your request – La Terraza Trinidad");
    expect(en.text).toContain("It is not confirmed yet: the restaurant will confirm it as soon as possible.");
    expect(en.text).toContain("Balcony (Balcón)");
    // The reservation asked for, the date in words, and a short reference instead of the id.
    expect(en.text).toContain("Reservation\nDate: Sunday, 20 June 2027\nTime: 8:30 PM (20:30, Cuba time)\nArea: Balcony (Balcón)\nPeople: 2");
    expect(en.text).toContain("Reference R-1DY3, received Saturday, 21 November 2026, 11:30 AM (Cuba time).");
    expect(en.text).not.toContain(request.id);
    expect(en.text).toContain("Calle Simón Bolívar 430, Trinidad, Sancti Spíritus, Cuba");
    expect(en.text).toContain("+53 41 994 430");
    expect(en.text).not.toContain("wa.me");
    const es = guestMail({ ...request, lang: "es", reservationDate: null, reservationTime: null, area: null, pax: null }, addresses, mailMessageId(`${request.id}.guest`, addresses.from));
    expect(es.subject).toBe("Hemos recibido tu solicitud – La Terraza Trinidad");
    expect(es.text).toContain("Hemos recibido tu mensaje y te responderemos lo antes posible.");
    expect(es.text).not.toContain("Reserva");
  });
});
