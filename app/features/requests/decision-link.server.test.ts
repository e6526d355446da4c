import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { seedFacts } from "#app/shell/content/seed-facts.ts";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { ownerMail } from "./owner-mail.server.ts";
import { mailMessageId } from "../outbox/mail-html.server.ts";
import type { StoredRequest } from "./request-mail-parts.server.ts";
import { checkDecisionToken, decisionToken, decisionUrl } from "./decision-link.server.ts";
import { linkKey } from "./link-keys.server.ts";
import { DECISION_LINK_DAYS, decisionLinkExpiry } from "./rules/decision-links.ts";
import { strategyFor } from "#app/shell/offline/offline-rules.ts";

freshDataDirs({ seed: false });

const id = "3f2b7c1e-9a4d-4e8f-b6a1-0c5d2e7f8a9b";
const expiry = new Date("2026-12-05T18:00:00Z");

describe("decision link tokens", () => {
  it("carry one request and one decision until their expiry, then say expired", () => {
    const token = decisionToken(id, "declined", expiry);
    expect(checkDecisionToken(token, new Date("2026-12-05T17:59:59Z"))).toEqual({ ok: true, requestId: id, decision: "declined", expiresAt: expiry, version: 0 });
    expect(checkDecisionToken(token, expiry)).toEqual({ ok: false, reason: "expired", requestId: id, decision: "declined" });
    expect(checkDecisionToken(token, new Date("2027-01-01T00:00:00Z")).ok).toBe(false);
  });

  it("refuse any change to what they carry, and tokens signed with another purpose's key", () => {
    const before = new Date("2026-12-01T00:00:00Z");
    const token = decisionToken(id, "confirmed", expiry);
    const [requestId, code, exp, mac] = token.split(".") as [string, string, string, string];
    expect(code).toBe("c");
    const later = (parseInt(exp, 36) + 3600).toString(36);
    const otherId = "3f2b7c1e-9a4d-4e8f-b6a1-0c5d2e7f8a9c";
    const manageMac = createHmac("sha256", linkKey("manage")).update(`decision\n${requestId}\nc\n${exp}`).digest("base64url");
    for (const forged of [
      `${requestId}.d.${exp}.${mac}`,
      `${requestId}.c.${later}.${mac}`,
      `${otherId}.c.${exp}.${mac}`,
      `${requestId}.c.${exp}.${manageMac}`,
      `${requestId}.c.${exp}.${mac.slice(0, -1)}`,
      `${requestId}.x.${exp}.${mac}`,
      "",
      "../../etc/passwd",
    ]) {
      expect(checkDecisionToken(forged, before), forged).toEqual({ ok: false, reason: "invalid" });
    }
    expect(checkDecisionToken(token, before).ok).toBe(true);
  });

  it("carry the reservation's version the mail described, signed: a version changed or dropped is refused", () => {
    const before = new Date("2026-12-01T00:00:00Z");
    const token = decisionToken(id, "confirmed", expiry, 2);
    expect(checkDecisionToken(token, before)).toEqual({ ok: true, requestId: id, decision: "confirmed", expiresAt: expiry, version: 2 });
    const [requestId, code, version, exp, mac] = token.split(".") as [string, string, string, string, string];
    expect(version).toBe("2");
    for (const forged of [`${requestId}.${code}.3.${exp}.${mac}`, `${requestId}.${code}.${exp}.${mac}`, `${requestId}.${code}.0.${exp}.${mac}`]) {
      expect(checkDecisionToken(forged, before), forged).toEqual({ ok: false, reason: "invalid" });
    }
    // A version-0 token is written as before versions existed, and a 0 written out is no token of ours.
    const first = decisionToken(id, "confirmed", expiry, 0);
    expect(first.split(".")).toHaveLength(4);
    const [, , firstExp, firstMac] = first.split(".") as [string, string, string, string];
    expect(checkDecisionToken(`${id}.c.0.${firstExp}.${firstMac}`, before)).toEqual({ ok: false, reason: "invalid" });
  });

  it("expire DECISION_LINK_DAYS after the request, or when the reservation begins if sooner (Havana time)", () => {
    const createdAt = new Date("2026-12-01T15:00:00.750Z");
    const far = { createdAt, reservationDate: "2026-12-24", reservationTime: "20:30" };
    expect(decisionLinkExpiry(far)).toEqual(new Date(createdAt.getTime() - 750 + DECISION_LINK_DAYS * 86_400_000));
    // 20:30 in Havana in December (UTC-5) is 01:30 UTC the next day.
    expect(decisionLinkExpiry({ createdAt, reservationDate: "2026-12-02", reservationTime: "20:30" })).toEqual(new Date("2026-12-03T01:30:00Z"));
    // In summer Havana is UTC-4.
    expect(decisionLinkExpiry({ createdAt: new Date("2026-06-01T12:00:00Z"), reservationDate: "2026-06-02", reservationTime: "13:00" })).toEqual(
      new Date("2026-06-02T17:00:00Z"),
    );
    expect(decisionLinkExpiry({ createdAt, reservationDate: null, reservationTime: null })).toEqual(new Date("2026-12-08T15:00:00Z"));
  });

  it("make an absolute link in a language that the checker reads back", () => {
    const request = { id, createdAt: new Date("2026-12-01T15:00:00Z"), reservationDate: "2026-12-24", reservationTime: "20:30" };
    const url = new URL(decisionUrl("https://terraza.example", "es", request, "confirmed", 0));
    expect(url.origin).toBe("https://terraza.example");
    expect(url.pathname).toMatch(/^\/es\/admin\/decide\/[^/]+$/);
    const token = url.pathname.split("/").pop()!;
    expect(checkDecisionToken(token, new Date("2026-12-02T00:00:00Z"))).toMatchObject({ ok: true, requestId: id, decision: "confirmed" });
    expect(new URL(decisionUrl("https://terraza.example", "en", request, "declined", 0)).pathname).toMatch(/^\/admin\/decide\//);
    // The service worker never keeps the page (it is in the owners' area), nor its data requests.
    for (const lang of ["es", "en"] as const) {
      const page = decisionUrl("https://terraza.example", lang, request, "declined", 0);
      expect(strategyFor({ method: "GET", url: page }, "https://terraza.example")).toEqual({ strategy: "network-only" });
      expect(strategyFor({ method: "GET", url: `${page}.data` }, "https://terraza.example")).toEqual({ strategy: "network-only" });
    }
  });
});

describe("the owners' mail", () => {
  const request: StoredRequest = {
    id,
    createdAt: new Date("2026-12-01T15:00:00Z"),
    lang: "en",
    name: "Ana Pérez",
    phone: "+5351234567",
    whatsapp: false,
    email: "ana@example.org",
    country: "Cuba",
    comment: "",
    reservationDate: "2026-12-24",
    reservationTime: "20:30",
    area: "Terraza",
    pax: 2,
    status: "new",
    source: "site",
    manageTokenHash: null,
    manageLinkGeneration: 0,
    ownerSeenGuestAt: null,
  };
  const addresses = { from: "web@terraza.example", to: "owners@terraza.example", siteUrl: "https://terraza.example", site: seedFacts };

  it("of a reservation carries a Confirm and a Decline link, the same in both parts", () => {
    const mail = ownerMail(request, addresses, mailMessageId(`${id}.owner`, addresses.from), undefined, 0);
    const confirm = decisionUrl(addresses.siteUrl, "es", request, "confirmed", 0);
    const decline = decisionUrl(addresses.siteUrl, "es", request, "declined", 0);
    expect(mail.text).toContain(`Confirmar la reserva: ${confirm}\nRechazar la reserva: ${decline}\n`);
    expect(mail.text).toContain("Funcionan hasta el martes, 8 de diciembre de 2026, 10:00 AM (hora de Cuba)");
    // A reply reaches the guest and quotes the links: they say they are for a signed-in owner.
    expect(mail.replyTo).toEqual({ name: request.name, address: request.email });
    expect(mail.text).toContain("para un propietario con la sesión iniciada en el área de propietarios");
    expect(mail.html).toContain(`<a href="${confirm}"`);
    expect(mail.html).toContain(`<a href="${decline}"`);
    // Composed again (a resend), the same links.
    expect(ownerMail(request, addresses, mailMessageId(`${id}.owner`, addresses.from), undefined, 0).text).toBe(mail.text);
  });

  it("composed after the owners changed the reservation, carries links for it as it is then", () => {
    const mail = ownerMail(request, addresses, mailMessageId(`${id}.owner`, addresses.from), undefined, 1);
    const token = /^Confirmar la reserva: \S+\/decide\/(\S+)$/m.exec(mail.text)?.[1];
    expect(checkDecisionToken(token!, new Date("2026-12-02T00:00:00Z"))).toMatchObject({ ok: true, version: 1 });
  });

  it("of a message without a reservation has none", () => {
    const mail = ownerMail({ ...request, reservationDate: null, reservationTime: null, area: null, pax: null }, addresses, mailMessageId(`${id}.owner`, addresses.from), undefined, 0);
    expect(mail.text).not.toContain("/decide/");
    expect(mail.html).not.toContain("/decide/");
  });
});
