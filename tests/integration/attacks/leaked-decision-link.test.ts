import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactRequests, outbox, requestStatusChanges } from "#db/schema.ts";
import { decisionLinkActor } from "#app/features/requests/rules/decision-links.ts";
import { sendRequest } from "#tests/support/site/contact-requests.ts";
import { siteDb } from "#tests/support/site/built-site.ts";
import { useSite } from "#tests/support/site/integration-site.ts";
import { createOwnerAccount } from "#tests/support/site/owner-account.ts";
import { shownText } from "#tests/support/site/http-get.ts";

// The owners' mail of a reservation replies to the guest (Reply-To) and carries the signed
// Confirm and Decline links; an ordinary reply quotes them to the guest. The guest, holding a
// quoted link, must get nothing from it: not the page, not its facts, not a decision, whatever
// cookie they invent. The same link works for a signed-in owner, through the sign-in page, which
// returns only to the owners' own pages (docs/decisions/0025-decision-links-need-an-owner.md).

const GUEST = "guest-with-a-reply@example.org";
const OWNER = { email: "decider@laterraza.example", password: "la contraseña de quien decide" };

/** What the guest typed, as the site stored it, in lower case: none of it may reach the guest through the link. */
function factsOf(request: typeof contactRequests.$inferSelect): string[] {
  const [year, month, day] = (request.reservationDate ?? "").split("-");
  return [request.name, request.name.replace(/'/g, "&#x27;"), request.phone, request.email, request.comment.split("\n")[0]!, request.reservationDate!, `${day}/${month}/${year}`]
    .filter((fact) => fact.length > 0)
    .map((fact) => fact.toLowerCase());
}

/** Mail clients quote a reply's original text line by line. */
const quoted = (text: string) =>
  text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");

describe("a decision link quoted back to the guest", () => {
  const site = useSite();
  beforeAll(async () => {
    await createOwnerAccount(site.dataDir, OWNER.email, OWNER.password);
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.url}${path}`, { redirect: "manual", headers });
  /** A form post as a browser sends it from the site's own page. */
  const post = (path: string, headers: Record<string, string> = {}, body = "") =>
    fetch(`${site.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body,
    });

  async function state(id: string) {
    const db = await siteDb(site.dataDir);
    try {
      const [request] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
      const changes = await db.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, id));
      const mails = await db.select().from(outbox).where(eq(outbox.requestId, id));
      return { status: request?.status, changes: changes.map((c) => [c.status, c.changedBy]), statusMails: mails.filter((m) => m.kind === "status").length };
    } finally {
      db.$client.close();
    }
  }

  async function storedFacts(id: string): Promise<string[]> {
    const db = await siteDb(site.dataDir);
    try {
      const [request] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
      return factsOf(request!);
    } finally {
      db.$client.close();
    }
  }

  /** Every mail that reached the guest: the acknowledgement only, until an owner decides. */
  const guestMails = () => site.smtp.mails.filter((m) => m.envelopeTo.includes(GUEST));

  /** Signs in through the form as a browser does, sending back the `next` the sign-in page carries; returns the redirect and the cookies. */
  async function signIn(signInPath: string) {
    const page = await get(signInPath);
    expect(page.status).toBe(200);
    const next = /<input type="hidden" name="next" value="([^"]*)"/.exec(await page.text())?.[1]?.replace(/&amp;/g, "&") ?? "";
    const answer = await post(signInPath.split("?")[0]!, {}, new URLSearchParams({ email: OWNER.email, password: OWNER.password, next }).toString());
    expect(answer.status).toBe(303);
    const cookie = answer.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return { location: answer.headers.get("location"), cookie, next };
  }

  it("gives the guest who replied nothing: no page, no facts, no decision; the owner then decides with the same link", async () => {
    const response = await sendRequest(site.url, { email: GUEST });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const facts = await storedFacts(id);
    expect(facts).toHaveLength(7);
    const leaked = (body: string) => facts.filter((fact) => body.toLowerCase().includes(fact));

    // The owners' mail: replying reaches the guest, and the reply quotes the links.
    const [ownersMail] = await site.smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.owner@laterraza.example>`);
    expect(ownersMail!.parsed.replyTo?.value.map((a) => a.address)).toEqual([GUEST]);
    const reply = quoted(ownersMail!.parsed.text ?? "");
    const link = /^> Confirmar la reserva: (\S+)$/m.exec(reply)?.[1];
    expect(link).toBeDefined();
    const confirm = new URL(link!).pathname;
    expect(confirm).toMatch(/^\/es\/admin\/decide\//);
    const decline = new URL(/^> Rechazar la reserva: (\S+)$/m.exec(reply)![1]!).pathname;
    await site.smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.guest@laterraza.example>`);

    // The guest opens the link (and React Router's data address of it), with no cookie and with
    // forged ones: the sign-in page, never the request.
    const forgedCookies: Record<string, string>[] = [
      {},
      { Cookie: "owner_session=forged" },
      { Cookie: `owner_session=${Buffer.from(JSON.stringify("a-session-token")).toString("base64")}.bm90LWEtc2lnbmF0dXJl` },
      { Cookie: `owner_device=${Buffer.from(JSON.stringify({ owner: 1, since: Date.now() })).toString("base64")}; owner_session=x` },
    ];
    for (const headers of forgedCookies) {
      for (const path of [confirm, decline, `${confirm}.data`, `${confirm}.data?_routes=es-admin-decide`]) {
        const opened = await get(path, headers);
        const body = await opened.text();
        expect(leaked(body), `${path} ${JSON.stringify(headers)}`).toEqual([]);
        expect(body).not.toContain("Confirmar esta reserva");
        expect(opened.headers.get("cache-control")).toBe("private, no-store");
        expect(opened.headers.get("x-robots-tag")).toContain("noindex");
        if (path.endsWith(".data") || path.includes(".data?")) continue;
        expect(opened.status, path).toBe(302);
        expect(opened.headers.get("location")).toBe(`/es/admin/sign-in?${new URLSearchParams({ next: path })}`);
      }
      // …and presses the button as a browser would, from the site's own origin, as a form and as the page's script.
      for (const path of [confirm, `${confirm}.data`, decline]) {
        const pressed = await post(path, headers);
        const body = await pressed.text();
        expect(leaked(body), path).toEqual([]);
        expect(body).not.toContain("Reserva confirmada");
        if (!path.endsWith(".data")) {
          expect(pressed.status).toBe(303);
          expect(pressed.headers.get("location")).toBe("/es/admin/sign-in");
        }
      }
    }
    // The sign-in page it leads to shows nothing of the request either.
    const signInPage = await get(`/es/admin/sign-in?${new URLSearchParams({ next: confirm })}`);
    const signInHtml = await signInPage.text();
    expect(leaked(signInHtml)).toEqual([]);
    expect(signInPage.headers.get("cache-control")).toBe("private, no-store");

    expect(await state(id)).toEqual({ status: "new", changes: [], statusMails: 0 });
    // The guest got their acknowledgement, and no confirmation nor calendar file.
    expect(guestMails().map((m) => m.parsed.messageId)).toEqual([`<${id}.guest@laterraza.example>`]);
    expect(guestMails().flatMap((m) => m.parsed.attachments)).toEqual([]);

    // An owner taps the same link: signs in once and is back on the decision page.
    const toSignIn = (await get(confirm)).headers.get("location")!;
    const signedIn = await signIn(toSignIn);
    expect(signedIn.location).toBe(confirm);
    const page = await get(confirm, { Cookie: signedIn.cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("¿Confirmar esta reserva?");
    expect(html).toContain("María José O&#x27;Neil");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    // A guest's forged cookie beside it is nothing; the owner's session decides, and the history names the owner.
    const done = await post(confirm, { Cookie: signedIn.cookie });
    expect(done.status).toBe(200);
    expect(shownText(await done.text())).toContain("Reserva confirmada.");
    expect(await state(id)).toEqual({ status: "confirmed", changes: [["confirmed", decisionLinkActor(OWNER.email)]], statusMails: 1 });
    const [confirmation] = await site.smtp.waitFor(1, (m) => m.envelopeTo.includes(GUEST) && (m.parsed.messageId ?? "").startsWith(`<${id}.status.`));
    expect(confirmation!.parsed.attachments.map((a) => a.filename)).toEqual(["reservation.ics"]);
  });

  it("returns from the sign-in page only to the owners' own pages, never to another site", async () => {
    const hostile = [
      "//evil.example/admin/decide/x",
      "https://evil.example/es/admin/decide/x",
      "/\\evil.example/admin",
      "/\t/evil.example/admin",
      "/%2F%2Fevil.example/admin",
      "/admin/requests\r\nLocation: https://evil.example/",
      "/es/admin/sign-in?next=//evil.example",
      "/menu",
      "javascript:alert(1)//admin",
    ];
    // Signing in with each as the page to return to, as a form would send it…
    let cookie = "";
    for (const next of hostile.slice(0, 4)) {
      const answer = await post("/es/admin/sign-in", {}, new URLSearchParams({ email: OWNER.email, password: OWNER.password, next }).toString());
      expect(answer.status, JSON.stringify(next)).toBe(303);
      expect(answer.headers.get("location"), JSON.stringify(next)).toBe("/es/admin/requests");
      cookie = answer.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
    }
    // …and opening the sign-in page, signed in, with each in its address.
    for (const next of hostile) {
      const answer = await get(`/es/admin/sign-in?${new URLSearchParams({ next })}`, { Cookie: cookie });
      expect(answer.status, JSON.stringify(next)).toBe(302);
      expect(answer.headers.get("location"), JSON.stringify(next)).toBe("/es/admin/requests");
    }
    // An owner's own page is where it goes back to.
    const back = await get(`/admin/sign-in?${new URLSearchParams({ next: "/admin/decide/x.c.y.z" })}`, { Cookie: cookie });
    expect(back.headers.get("location")).toBe("/admin/decide/x.c.y.z");
  });
});
