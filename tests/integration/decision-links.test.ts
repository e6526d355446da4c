import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactRequests, outbox, requestStatusChanges } from "#db/schema.ts";
import siteFacts from "#content/site.json";
import { reloadConfig } from "#app/config.server.ts";
import { decisionToken } from "#app/features/requests/decision-link.server.ts";
import { decisionLinkActor } from "#app/features/requests/rules/decision-links.ts";
import { siteDb } from "../support/site/built-site.ts";
import { useSite } from "../support/site/integration-site.ts";
import { OWNER_EMAIL } from "../support/site/owner-account.ts";
import { shownText } from "#tests/support/site/http-get.ts";

// The owners' Confirm and Decline links (app/features/requests/rules/decision-links.ts) with
// real parts: the built server, a fresh SQLite file, a real SMTP server on loopback. The links
// are read out of the owners' mail as it arrived and used by a signed-in owner (without a
// session they lead to the sign-in page: tests/integration/attacks/leaked-decision-link.test.ts);
// opening one changes nothing; its button decides once, recorded as the owner's, and the guest's
// mail goes out; after any decision, by either link or in the inbox, both links are refused in
// the page's language and change nothing, and so are both once an owner has changed the
// reservation after the mail; an expired, a tampered or a cross-origin use is refused; a request
// gone is said so, never a 500.


describe("deciding a reservation from the owners' mail", () => {
  const site = useSite({ owner: true, env: { CONTACT_RATE_LIMIT: "100", GUEST_MAILS_PER_SENDER_PER_HOUR: "100" } });
  beforeAll(() => {
    // The test signs tokens of its own (an expired one) with the site's key, from its DATA_DIR.
    process.env.DATA_DIR = site.dataDir;
    reloadConfig();
  });

  /** The two links of a request's owners' mail, as paths on the test's site, checked to be the same in both parts. */
  async function linksOf(id: string): Promise<{ confirm: string; decline: string }> {
    const [mail] = await site.smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.owner@laterraza.example>`);
    const text = mail!.parsed.text ?? "";
    const confirm = /^Confirmar la reserva: (\S+)$/m.exec(text)?.[1];
    const decline = /^Rechazar la reserva: (\S+)$/m.exec(text)?.[1];
    expect(confirm).toBeDefined();
    expect(decline).toBeDefined();
    const html = mail!.parsed.html || "";
    const hrefs = [...html.matchAll(/<a href="([^"]+\/decide\/[^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1]!.replace(/&amp;/g, "&"), m[2]]);
    expect(hrefs).toEqual([
      [confirm, "Confirmar la reserva"],
      [decline, "Rechazar la reserva"],
    ]);
    const path = (url: string) => new URL(url).pathname;
    return { confirm: path(confirm!), decline: path(decline!) };
  }

  // As the signed-in owner's browser: the session cookie on every request.
  const get = (path: string) => fetch(`${site.url}${path}`, { redirect: "manual", headers: { cookie: site.cookie } });
  const post = (path: string, headers: Record<string, string> = { Origin: site.url }) =>
    fetch(`${site.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { ...headers, cookie: site.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });

  async function state(id: string) {
    const db = await siteDb(site.dataDir);
    const [request] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
    const changes = await db.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, id));
    const mails = await db.select().from(outbox).where(eq(outbox.requestId, id));
    db.$client.close();
    return { status: request?.status, changes, statusMails: mails.filter((m) => m.kind === "status").length };
  }

  const statusMailsSent = (id: string) => site.smtp.mails.filter((m) => m.parsed.messageId?.startsWith(`<${id}.status.`));

  /** fullRequest's day (20 June of next year), written by Intl alone. */
  const reservationDayInWords = new Intl.DateTimeFormat("es", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(new Date().getUTCFullYear() + 1, 5, 20, 12),
  );

  it("puts both links in the mail; opening them changes nothing; the button confirms once and the guest is told", async () => {
    const id = await site.send({ email: "maria@example.org" });
    const { confirm, decline } = await linksOf(id);
    expect(confirm).toMatch(/^\/es\/admin\/decide\//);
    expect(decline).toMatch(/^\/es\/admin\/decide\//);
    expect(confirm).not.toBe(decline);

    // A GET (a mail scanner, a link preview) shows the request and one button, and decides nothing.
    for (const [path, title, button] of [
      [confirm, "¿Confirmar esta reserva?", "Confirmar la reserva"],
      [decline, "¿Rechazar esta reserva?", "Rechazar la reserva"],
    ] as const) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toContain("no-store");
      expect(page.headers.get("x-robots-tag")).toContain("noindex");
      const html = shownText(await page.text());
      expect(html).toContain(title);
      expect(html).toContain("María José O&#x27;Neil");
      // The day with weekday and month in words ("sábado, 20 de junio de 2027"), the time as the form offered it.
      expect(html).toContain(`<dd>${reservationDayInWords}</dd>`);
      expect(html).toContain("<dd>8:30 PM</dd>");
      expect(html).toMatch(/Este enlace funciona hasta el [a-zé]+, \d{1,2} de [a-z]+ de \d{4}, \d{1,2}:\d{2} [AP]M \(hora de Cuba\)/);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      // One button in the page's main part (the signed-in header and the phone's bar have their own: Sign out).
      const main = html.slice(html.indexOf('<main id="admin-main"'), html.indexOf("</main>"));
      expect([...main.matchAll(/<button\b/g)]).toHaveLength(1);
      expect(html).toContain(`>${button}</button>`);
    }
    expect(await state(id)).toEqual({ status: "new", changes: [], statusMails: 0 });

    // From another site, or with no proof of origin: refused before anything runs (another
    // site's Origin already by React Router, 400; the rest by the owners' area's check, 403).
    expect((await post(confirm, { Origin: "https://evil.example" })).status).toBe(400);
    expect((await post(confirm, { Referer: "https://evil.example/page" })).status).toBe(403);
    expect((await post(confirm, {})).status).toBe(403);
    expect(await state(id)).toEqual({ status: "new", changes: [], statusMails: 0 });

    const confirmed = await post(confirm);
    expect(confirmed.status).toBe(200);
    const done = shownText(await confirmed.text());
    expect(done).toContain("Reserva confirmada.");
    expect(done).toContain("El correo al cliente ya está en camino.");
    expect(done).toContain(`href="/es/admin/requests/${id}"`);
    const after = await state(id);
    expect(after.status).toBe("confirmed");
    expect(after.changes.map((c) => [c.status, c.changedBy])).toEqual([["confirmed", decisionLinkActor(OWNER_EMAIL)]]);
    // The request's history says it came by the mail link, in the page's language (the page's
    // words, not the data its scripts carry, which keeps the stored mark).
    const history = async (prefix: string) =>
      shownText(await (await get(`${prefix}/admin/requests/${id}`)).text()).replace(/<!-- -->/g, "");
    const es = await history("/es");
    expect(es).toContain(`${OWNER_EMAIL} (enlace del correo)`);
    expect(es).not.toContain("(mail link)");
    expect(await history("")).toContain(`${OWNER_EMAIL} (mail link)`);
    const [mail] = await site.smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.status.${after.changes[0]!.id}@laterraza.example>`);
    expect(mail!.envelopeTo).toEqual(["maria@example.org"]);
    expect(mail!.parsed.subject).toMatch(new RegExp(`^Tu reserva está confirmada: .* – ${siteFacts.name}$`));

    // Used: the same link again, and the other one, are refused with the reason and change nothing.
    for (const path of [confirm, decline]) {
      const again = await post(path);
      expect(again.status).toBe(410);
      const html = shownText(await again.text());
      expect(html).toContain("Enlace ya usado");
      expect(html).toContain("Esta solicitud ya se decidió");
      expect(html).toContain("ahora está «Confirmada»");
      expect((await get(path)).status).toBe(410);
    }
    // The English page says it in English.
    const english = await post(decline.replace(/^\/es/, ""));
    expect(english.status).toBe(410);
    expect(shownText(await english.text())).toContain("it is now “Confirmed”. Nothing was changed.");
    const end = await state(id);
    expect(end.status).toBe("confirmed");
    expect(end.changes).toHaveLength(1);
    expect(end.statusMails).toBe(1);
    expect(statusMailsSent(id)).toHaveLength(1);
  });

  it("declines by link, and a decision in the inbox (even one taken back) ends both links", async () => {
    const declinedId = await site.send({ email: "john@example.org", lang: "en" });
    const declineLinks = await linksOf(declinedId);
    const declined = await post(declineLinks.decline);
    expect(declined.status).toBe(200);
    expect(shownText(await declined.text())).toContain("Reserva rechazada.");
    expect((await state(declinedId)).status).toBe("declined");

    const id = await site.send({ email: "ana@example.org" });
    const { confirm, decline } = await linksOf(id);
    const inbox = (status: string) =>
      fetch(`${site.url}/admin/requests/${id}`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: site.cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "status", status, sure: "yes" }),
      });
    expect((await inbox("declined")).status).toBe(200);
    expect((await inbox("new")).status).toBe(200);
    // New again, but not as the mail described it: the old links stay dead.
    expect((await state(id)).status).toBe("new");
    for (const path of [confirm, decline]) {
      const refused = await post(path);
      expect(refused.status).toBe(410);
      expect(shownText(await refused.text())).toContain("ahora está «Nueva»");
    }
    const end = await state(id);
    expect(end.status).toBe("new");
    expect(end.changes.map((c) => c.status)).toEqual(["declined", "new"]);
  });

  it("refuses both links once an owner has changed the reservation after the mail, pointing to the request's page", async () => {
    const id = await site.send({ email: "lucia@example.org" });
    const { confirm, decline } = await linksOf(id);
    const year = new Date().getUTCFullYear() + 1;
    const changed = await fetch(`${site.url}/es/admin/requests/${id}/change`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: site.cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ fecha: `${year}-06-20`, hora: "21:30", area: "Terraza", pax: "6" }),
    });
    expect(changed.status).toBe(200);
    // Still new, no status change: only the reservation moved, and the mail shows the old one.
    expect(await state(id)).toEqual({ status: "new", changes: [], statusMails: 0 });
    for (const path of [confirm, decline]) {
      for (const answer of [await get(path), await post(path)]) {
        expect(answer.status).toBe(409);
        const html = shownText(await answer.text());
        expect(html).toContain("Reserva cambiada después del correo");
        expect(html).toContain("cambiaron después de enviarse este correo");
        expect(html).toContain(`href="/es/admin/requests/${id}"`);
      }
    }
    const english = await post(confirm.replace(/^\/es/, ""));
    expect(english.status).toBe(409);
    expect(shownText(await english.text())).toContain("were changed after this mail was sent");
    expect(await state(id)).toEqual({ status: "new", changes: [], statusMails: 0 });
  });

  it("refuses an expired link, a tampered one and one whose request is gone, in the page's language", async () => {
    const id = await site.send({ email: "pedro@example.org" });
    const { confirm } = await linksOf(id);
    const token = confirm.split("/").pop()!;

    // Signed here with the site's own key: a link valid for a minute more works…
    expect((await get(`/es/admin/decide/${decisionToken(id, "confirmed", new Date(Date.now() + 60_000))}`)).status).toBe(200);
    // …one whose time is up does not, on GET or POST.
    const expired = `/es/admin/decide/${decisionToken(id, "confirmed", new Date(Date.now() - 1000))}`;
    expect((await get(expired)).status).toBe(410);
    const expiredPost = await post(expired);
    expect(expiredPost.status).toBe(410);
    const expiredHtml = shownText(await expiredPost.text());
    expect(expiredHtml).toContain("Enlace caducado");
    expect(expiredHtml).toContain("los enlaces del correo funcionan 7 días");
    expect(shownText(await (await post(`/admin/decide/${decisionToken(id, "confirmed", new Date(Date.now() - 1000))}`)).text())).toContain(
      "This link has expired",
    );

    // Tampered: the other decision, a later expiry, a changed signature, another request, nonsense.
    const [requestId, , expiry, mac] = token.split(".") as [string, string, string, string];
    const flipped = mac[0] === "A" ? `B${mac.slice(1)}` : `A${mac.slice(1)}`;
    const otherId = await site.send({ email: "otro@example.org" });
    for (const forged of [
      `${requestId}.d.${expiry}.${mac}`,
      `${requestId}.c.${(parseInt(expiry, 36) + 86_400).toString(36)}.${mac}`,
      `${requestId}.c.${expiry}.${flipped}`,
      `${otherId}.c.${expiry}.${mac}`,
      "nonsense",
      `${token}x`,
      "%E0%A4%A",
    ]) {
      for (const answer of [await get(`/es/admin/decide/${forged}`), await post(`/es/admin/decide/${forged}`)]) {
        expect(answer.status, forged).toBe(404);
        expect(shownText(await answer.text())).toContain("Este enlace no es válido");
      }
    }
    expect(await state(id)).toEqual({ status: "new", changes: [], statusMails: 0 });
    expect(await state(otherId)).toEqual({ status: "new", changes: [], statusMails: 0 });

    // Gone: the retention job deleted the request; its link says so.
    const db = await siteDb(site.dataDir);
    await db.delete(contactRequests).where(eq(contactRequests.id, id));
    db.$client.close();
    for (const answer of [await get(confirm), await post(confirm)]) {
      expect(answer.status).toBe(404);
      expect(shownText(await answer.text())).toContain("Esta solicitud ya no existe");
    }
  });
});
