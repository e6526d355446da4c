import fs from "node:fs";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactRequests, guestMessages, outbox, requestStatusChanges } from "#db/schema.ts";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "#tests/support/site/smtp-sink.ts";
import { fullRequest, postJson, solveAltcha } from "#tests/support/site/contact-requests.ts";
import { siteDb, startBuiltSite, tempDataDir, type BuiltSite } from "#tests/support/site/built-site.ts";
import { ownerCookie } from "#tests/support/site/owner-account.ts";
import { setServerClock } from "#tests/support/children/shifted-clock.ts";
import { shownText } from "#tests/support/site/http-get.ts";

// Attacks on the guest's private link (/r/<token>; docs/decisions/0026-guest-link-windows.md)
// against the built server, its clock under the test's control (tests/support/children/shifted-clock.ts):
// a cancellation after the reservation began (a no-show turned into "cancelled by the guest"),
// a message to a request that is over, a link the owners ended, an old link against a booking
// the owners took up again, and the calendar file, which calendars sync and share.

const OWNERS = "owners@laterraza.example";
const SITE_URL = "https://laterraza.example";

// Havana is UTC-4 in June. The server starts ten days before the reservation, 20/06/2027 at 8:30 PM.
const havana = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`);
const RESERVATION = { fecha: "20/06/2027", hora: "8:30 PM", pax: 2 };

const dataDir = tempDataDir();
const clockFile = path.join(dataDir, "clock-offset");

describe("the guest's link, outside what it is for", () => {
  let smtp: SmtpSink;
  let s: BuiltSite;
  let cookie: string;
  beforeAll(async () => {
    setServerClock(clockFile, havana("2027-06-10", "12:00"));
    smtp = await startSmtpSink();
    s = await startBuiltSite({
      dataDir,
      env: { TEST_CLOCK_FILE: clockFile, MAIL_TO: OWNERS, MAIL_FROM: "web@laterraza.example", SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: "200", DECISION_UNDO_SECONDS: "0", SITE_URL, CONTACT_RATE_LIMIT: "100" },
      nodeArgs: ["--import", path.resolve("tests/support/children/shifted-clock.ts")],
    });
    cookie = await ownerCookie(s.url, s.dataDir);
  });
  afterAll(async () => {
    await s?.stop();
    await smtp?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const linkIn = (mail: ReceivedMail) => {
    const found = /https:\/\/laterraza\.example(\/(?:es\/)?r\/[A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? "");
    expect(found, mail.parsed.text).not.toBeNull();
    return found![1]!;
  };

  /** A reservation request through the public form; its id and the link of the guest's acknowledgement. */
  async function send(email: string, lang: "en" | "es" = "en") {
    const response = await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url), email, lang, ...RESERVATION }));
    expect(response.status).toBe(201);
    const id = ((await response.json()) as { id: string }).id;
    const [ack] = await smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.guest@laterraza.example>`);
    return { id, link: linkIn(ack!) };
  }

  /** A form on the guest's page, posted as the page's own form posts it. */
  const guestPost = (link: string, fields: Record<string, string>) =>
    fetch(`${s.url}${link}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: s.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });

  /** A form on the owners' page of a request, posted as a browser without JavaScript posts it. */
  const ownerPost = (id: string, fields: Record<string, string>) =>
    fetch(`${s.url}/admin/requests/${id}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, Origin: s.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });

  /** The guest's mail about the request's newest status change (a decision). */
  async function decisionMail(id: string): Promise<ReceivedMail> {
    const db = await siteDb(s.dataDir);
    const changes = await db.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, id));
    const last = changes.at(-1)!;
    const [mail] = await smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.status.${last.id}@laterraza.example>`);
    return mail!;
  }

  /** Everything a guest's change would touch. */
  async function footprint(id: string) {
    const db = await siteDb(s.dataDir);
    const [request] = await db.select({ status: contactRequests.status }).from(contactRequests).where(eq(contactRequests.id, id));
    const [changes] = await db.select({ n: count() }).from(requestStatusChanges).where(eq(requestStatusChanges.requestId, id));
    const [messages] = await db.select({ n: count() }).from(guestMessages).where(eq(guestMessages.requestId, id));
    const [notices] = await db.select({ n: count() }).from(outbox).where(and(eq(outbox.requestId, id), eq(outbox.kind, "notice")));
    return { status: request?.status, changes: changes?.n, messages: messages?.n, notices: notices?.n };
  }

  it("refuses a change message once the request is settled, and says why", async () => {
    const { id, link } = await send("settled@example.org");
    expect((await guestPost(link, { intent: "cancel", confirm: "yes" })).status).toBe(303);
    const before = await footprint(id);
    expect(before).toMatchObject({ status: "cancelled", changes: 1, messages: 0 });

    const forged = await guestPost(link, { intent: "ask", message: "Please undo the cancellation and give us the best table" });
    expect(forged.status).toBe(409);
    expect(await footprint(id)).toEqual(before);
    expect(shownText(await forged.text())).toContain("This request is no longer open, so a change cannot be asked for here. To come another day, send a new request or call. Nothing changed.");
    // The page offers no message form, and says why.
    const page = shownText(await (await fetch(`${s.url}${link}`)).text());
    expect(page).toContain("This request is no longer open, so a change cannot be asked for here.");
    expect(page).not.toContain("<textarea");
  });

  it("ends a link the owners revoke: it shows and cancels nothing, and the next mail carries a new one that works", async () => {
    const { id, link: old } = await send("revoked@example.org", "es");
    const ended = await ownerPost(id, { intent: "end-link" });
    expect(ended.status).toBe(200);
    expect(shownText(await ended.text())).toContain("The guest&#x27;s old link no longer works. Their next mail carries a new one.");

    // The old link is an unknown link now: the same calm 404 page, and a cancel through it changes nothing.
    const shown = await fetch(`${s.url}${old}`);
    expect(shown.status).toBe(404);
    const html = shownText(await shown.text());
    expect(html).toContain("Enlace no encontrado");
    expect(html).not.toContain("Solicitud recibida");
    const before = await footprint(id);
    expect((await guestPost(old, { intent: "cancel", confirm: "yes" })).status).toBe(404);
    expect((await guestPost(old, { intent: "ask", message: "¿Podemos venir a las 21:00?" })).status).toBe(404);
    expect(await footprint(id)).toEqual(before);

    // The next mail to the guest (the confirmation) carries the new link, and it works.
    expect((await ownerPost(id, { intent: "status", status: "confirmed", note: "" })).status).toBe(200);
    const fresh = linkIn(await decisionMail(id));
    expect(fresh).not.toBe(old);
    const page = await fetch(`${s.url}${fresh}`);
    expect(page.status).toBe(200);
    expect(shownText(await page.text())).toContain("Confirmada");
    expect((await guestPost(fresh, { intent: "cancel" })).headers.get("location")).toBe(`${fresh}?cancel`);
  });

  it("gives an old link no power over a booking the owners took up again after the guest cancelled", async () => {
    const { id, link: old } = await send("came-back@example.org");
    expect((await guestPost(old, { intent: "cancel", confirm: "yes" })).status).toBe(303);
    // The guest calls after all: an owner opens the request again and confirms it.
    const reopened = shownText(await (await ownerPost(id, { intent: "status", status: "new" })).text());
    expect((await ownerPost(id, { intent: "status", status: "confirmed", note: "" })).status).toBe(200);
    const fresh = linkIn(await decisionMail(id));

    const before = await footprint(id);
    expect(before.status).toBe("confirmed");
    const again = await guestPost(old, { intent: "cancel", confirm: "yes" });
    expect(again.status).toBe(404);
    expect(await footprint(id)).toEqual(before);
    // The confirmation carried a new link, which works; the owner was told the old one ended.
    expect(fresh).not.toBe(old);
    expect((await fetch(`${s.url}${fresh}`)).status).toBe(200);
    expect(reopened).toContain("The request is open again, so the guest&#x27;s old link no longer works.");
  });

  it("keeps the confirmation's calendar file free of the guest's link", async () => {
    const { id, link } = await send("calendar@example.org", "es");
    expect((await ownerPost(id, { intent: "status", status: "confirmed", note: "" })).status).toBe(200);
    const mail = await decisionMail(id);
    expect(linkIn(mail)).toBe(link);
    const ics = mail.parsed.attachments.find((a) => a.filename === "reservation.ics");
    expect(ics).toBeDefined();
    const text = ics!.content.toString("utf8");
    expect(text).toContain("BEGIN:VEVENT");
    expect(text).not.toContain("/r/");
    expect(text).not.toContain(link.split("/").at(-1)!.slice(0, 20));
    expect(text).toMatch(/^URL[^:\r\n]*:https:\/\/laterraza\.example\/es\r?$/m);
  });

  // Last: it moves the server's clock past the reservation for good.
  it("refuses a cancellation (and a message) once the reservation has begun, and the status stays", async () => {
    const { id, link } = await send("late@example.org");
    expect((await ownerPost(id, { intent: "status", status: "confirmed", note: "" })).status).toBe(200);
    await decisionMail(id);
    // A minute before: the guest may still cancel (the first step answers with the question).
    setServerClock(clockFile, havana("2027-06-20", "20:29"));
    expect((await guestPost(link, { intent: "cancel" })).headers.get("location")).toBe(`${link}?cancel`);

    setServerClock(clockFile, havana("2027-06-20", "20:45"));
    const before = await footprint(id);
    expect(before.status).toBe("confirmed");
    const forged = await guestPost(link, { intent: "cancel", confirm: "yes" });
    expect(forged.status).toBe(409);
    expect(await footprint(id)).toEqual(before);
    expect(shownText(await forged.text())).toContain("Your reservation time has begun, so it can no longer be cancelled here. If something came up, call or write to the restaurant. Nothing changed.");
    const message = await guestPost(link, { intent: "ask", message: "We are running late" });
    expect(message.status).toBe(409);
    expect(shownText(await message.text())).toContain("Your reservation time has begun, so a message from here would reach the restaurant too late.");
    expect(await footprint(id)).toEqual(before);
    // The page offers neither, and says why.
    const page = shownText(await (await fetch(`${s.url}${link}`)).text());
    expect(page).toContain("Your reservation time has begun, so it can no longer be cancelled here.");
    expect(page).not.toContain("Cancel my request");
    expect(page).not.toContain("<textarea");
    // The next morning the owners can still mark the no-show: nothing turned it into a guest's cancellation.
    setServerClock(clockFile, havana("2027-06-21", "09:00"));
    expect((await guestPost(link, { intent: "cancel", confirm: "yes" })).status).toBe(409);
    expect(await footprint(id)).toEqual(before);
  });
});
