import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactRequests, guestMessages, outbox, requestStatusChanges } from "#db/schema.ts";
import siteFacts from "#content/site.json";
import { escapeHtml } from "#app/lib/escape-html.ts";
import { CHANGE_MESSAGE_MAX_CHARS } from "#app/features/manage/rules/manage-rules.ts";
import { eventually } from "../support/site/eventually.ts";
import { fullRequest, postJson, solveAltcha } from "../support/site/contact-requests.ts";
import { siteDb } from "../support/site/built-site.ts";
import { OWNERS, useSite } from "../support/site/integration-site.ts";
import { shownText } from "#tests/support/site/http-get.ts";

// The guest's manage page (docs/decisions/0018-reservation-links.md) with real parts: the built
// server, a fresh SQLite file, a real SMTP server on loopback. The link arrives in the
// acknowledgement; opening it changes nothing; cancelling (after a confirmation step) and
// asking for a change reach the owners by mail and in the inbox's history; a second cancel
// says so and loses nothing; a post from another site is refused; a wrong, deleted or expired
// link gets its page.

const SITE_URL = "https://laterraza.example";

describe("the guest's manage link", () => {
  const site = useSite({ owner: true, env: { SITE_URL, CONTACT_RATE_LIMIT: "100", GUEST_MAILS_PER_SENDER_PER_HOUR: "100" } });

  /** Sends a request through the public endpoint; returns its id and the manage link's path from the acknowledgement. */
  async function send(overrides: Record<string, unknown> = {}) {
    const response = await postJson(site.url, fullRequest({ captcha: await solveAltcha(site.url), ...overrides }));
    expect(response.status).toBe(201);
    const id = ((await response.json()) as { id: string }).id;
    const [ack] = await site.smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.guest@laterraza.example>`);
    const text = ack!.parsed.text ?? "";
    const link = /https:\/\/laterraza\.example(\/(?:es\/)?r\/[A-Za-z0-9_-]+)/.exec(text);
    expect(link, text).not.toBeNull();
    expect(ack!.parsed.html).toContain(`href="${SITE_URL}${link![1]}"`);
    return { id, path: link![1]!, ackText: text };
  }

  function post(path: string, fields: Record<string, string>, origin: string | null = site.url, referer?: string) {
    return fetch(`${site.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        ...(origin ? { Origin: origin } : {}),
        ...(referer ? { Referer: referer } : {}),
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields),
    });
  }

  /** Everything a change would touch: the status, its history, the guest's messages, the outbox. */
  async function footprint(id: string) {
    const db = await siteDb(site.dataDir);
    const [request] = await db.select({ status: contactRequests.status }).from(contactRequests).where(eq(contactRequests.id, id));
    const [changes] = await db.select({ n: count() }).from(requestStatusChanges).where(eq(requestStatusChanges.requestId, id));
    const [messages] = await db.select({ n: count() }).from(guestMessages).where(eq(guestMessages.requestId, id));
    const [mails] = await db.select({ n: count() }).from(outbox).where(eq(outbox.requestId, id));
    return { status: request?.status, changes: changes?.n, messages: messages?.n, mails: mails?.n };
  }

  const notices = (id: string) => site.smtp.mails.filter((m) => m.parsed.messageId?.startsWith(`<${id}.notice.`));

  async function inboxPage(id: string) {
    return (await fetch(`${site.url}/admin/requests/${id}`, { headers: { cookie: site.cookie } })).text();
  }

  it("puts the link in the acknowledgement, in the guest's language, and opening it changes nothing", async () => {
    const { id, path, ackText } = await send();
    expect(path).toMatch(/^\/es\/r\/[A-Za-z0-9_-]{43}$/);
    expect(ackText).toContain(`Ver o cancelar tu solicitud: ${SITE_URL}${path}`);
    const before = await footprint(id);
    expect(before).toEqual({ status: "new", changes: 0, messages: 0, mails: 2 });

    // What a mail scanner or a link preview does: GET the link, the confirmation step, a HEAD.
    const page = await fetch(`${site.url}${path}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain("Solicitud recibida");
    expect(html).toContain("María José O'Neil".replace("'", "&#x27;"));
    // The day with weekday and month in words, in the guest's language, worked out by Intl alone.
    const day = new Intl.DateTimeFormat("es", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
      Date.UTC(new Date().getUTCFullYear() + 1, 5, 20, 12),
    );
    expect(html).toContain(`<dd>${day}</dd>`);
    expect(html).toMatch(/Enviada el [a-zé]+, \d{1,2} de [a-z]+ de \d{4}, \d{1,2}:\d{2} [AP]M \(hora de Cuba\)/);
    expect(html).toContain(siteFacts.phone);
    expect(html).toContain(`https://wa.me/${siteFacts.phone.replace(/\D/g, "")}`);
    // No JavaScript at all: no script file, no module script, no hydration loader.
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(html).not.toMatch(/<script\b[^>]*type="module"/);
    expect(html).not.toContain("modulepreload");
    const confirmStep = await fetch(`${site.url}${path}?cancel`);
    expect(confirmStep.status).toBe(200);
    expect(shownText(await confirmStep.text())).toContain("¿Cancelar esta solicitud?");
    await fetch(`${site.url}${path}?cancel&confirm=yes&intent=cancel`);
    await fetch(`${site.url}${path}`, { method: "HEAD" });
    expect(await footprint(id)).toEqual(before);
  });

  it("cancels after the confirmation step: the owners get a notice and the inbox shows it; a second cancel says so", async () => {
    const { id, path } = await send({ lang: "en", email: "john@example.org", name: "john smith" });
    expect(path).toMatch(/^\/r\//);
    // Without the confirmation field the post only leads to the question.
    const first = await post(path, { intent: "cancel" });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe(`${path}?cancel`);
    expect((await footprint(id)).status).toBe("new");

    const confirmed = await post(path, { intent: "cancel", confirm: "yes" });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(`${path}?done=cancelled`);
    const after = shownText(await (await fetch(`${site.url}${path}?done=cancelled`)).text());
    expect(after).toContain("Your request is cancelled. The restaurant has been told.");
    expect(after).toContain(">Cancelled<");
    expect(after).not.toContain("Cancel my request");

    const db = await siteDb(site.dataDir);
    const changes = await db.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, id));
    expect(changes.map((c) => [c.status, c.changedBy])).toEqual([["cancelled", "guest"]]);
    const [notice] = await site.smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.notice.c${changes[0]!.id}@laterraza.example>`);
    expect(notice!.envelopeTo).toEqual([OWNERS]);
    expect(notice!.parsed.subject).toContain("Cancelada por el cliente: John Smith");
    expect(notice!.parsed.text).toContain(`${SITE_URL}/es/admin/requests/${id}`);
    expect(notice!.parsed.replyTo?.value[0]?.address).toBe("john@example.org");
    expect(await inboxPage(id)).toContain("Cancelled by the guest, from their own page");

    // Twice: a clear message, nothing lost, nothing sent again.
    const again = await post(path, { intent: "cancel", confirm: "yes" });
    expect(again.status).toBe(409);
    expect(shownText(await again.text())).toContain("This request was already cancelled. Nothing changed.");
    expect(await footprint(id)).toEqual({ status: "cancelled", changes: 1, messages: 0, mails: 3 });
    await eventually(async () => ((await footprint(id)).mails === 3 ? true : undefined));
    expect(notices(id)).toHaveLength(1);
  });

  it("sends a guest's message to the owners, escaped, and keeps what was typed when it is refused", async () => {
    const { id, path } = await send({ email: "ana@example.org", name: "ana" });
    const empty = await post(path, { intent: "ask", message: "   " });
    expect(empty.status).toBe(400);
    expect(shownText(await empty.text())).toContain("Escribe primero tu mensaje.");
    const long = "¿Podemos venir a las 21:00? ".repeat(30);
    expect(long.length).toBeGreaterThan(CHANGE_MESSAGE_MAX_CHARS);
    const tooLong = await post(path, { intent: "ask", message: long });
    expect(tooLong.status).toBe(400);
    const tooLongPage = shownText(await tooLong.text());
    expect(tooLongPage).toContain(`Tu mensaje es demasiado largo: como máximo ${CHANGE_MESSAGE_MAX_CHARS} caracteres.`);
    expect(tooLongPage).toContain(long.trim().slice(0, 60));
    expect((await footprint(id)).messages).toBe(0);

    const message = "¿Podemos venir a las 21:00?\n<b>Somos 5</b> & un bebé";
    const sent = await post(path, { intent: "ask", message });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`${path}?done=message`);
    const thanks = shownText(await (await fetch(`${site.url}${path}?done=message`)).text());
    expect(thanks).toContain("Tu mensaje se envió al restaurante.");
    // The forms post to the page itself, not to the notice's address (a refusal then shows no stale notice).
    expect(thanks.match(/<form\b[^>]*>/g)?.every((tag) => tag.includes(`action="${path}"`))).toBe(true);
    const db = await siteDb(site.dataDir);
    const [row] = await db.select().from(guestMessages).where(eq(guestMessages.requestId, id));
    expect(row?.message).toBe(message);
    const [notice] = await site.smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.notice.m${row!.id}@laterraza.example>`);
    expect(notice!.envelopeTo).toEqual([OWNERS]);
    expect(notice!.parsed.subject).toContain("Mensaje del cliente: Ana");
    expect(notice!.parsed.text).toContain(message);
    expect(notice!.parsed.html).toContain(escapeHtml("<b>Somos 5</b> & un bebé"));
    expect(notice!.parsed.html).not.toContain("<b>Somos 5</b>");
    const inbox = await inboxPage(id);
    expect(inbox).toContain("The guest wrote, from their own page:");
    expect(inbox).toContain("&lt;b&gt;Somos 5&lt;/b&gt;");
    // The status is unchanged: a message is no cancellation.
    expect((await footprint(id)).status).toBe("new");
  });

  it("refuses a post from another site, or one that proves no origin, and changes nothing", async () => {
    const { id, path } = await send({ email: "eve-target@example.org" });
    const before = await footprint(id);
    const changes: Record<string, string>[] = [{ intent: "cancel", confirm: "yes" }, { intent: "ask", message: "Cancel everything" }];
    // Another site's Origin, or an opaque one: React Router refuses it itself (400) before our check (403) would.
    for (const origin of ["https://evil.example", "null"]) {
      for (const fields of changes) expect([400, 403]).toContain((await post(path, fields, origin)).status);
    }
    // No Origin (a privacy setting strips it), with another site's Referer or none: only our
    // check (app/lib/same-origin.ts) stands in the way.
    for (const referer of [undefined, "https://evil.example/page"]) {
      for (const fields of changes) {
        const refused = await post(path, fields, null, referer);
        expect(refused.status, `${fields.intent} ${referer}`).toBe(403);
        expect(shownText(await refused.text())).toContain("Este formulario no se pudo enviar desde aquí.");
      }
    }
    // The page's own Referer without an Origin is the guest's own form: accepted (the first step of a cancel).
    expect((await post(path, { intent: "cancel" }, null, `${site.url}${path}`)).status).toBe(303);
    expect(await footprint(id)).toEqual(before);
  });

  it("answers a wrong, deleted or expired link with its page in the page's language", async () => {
    for (const [path, heading] of [
      ["/r/not-a-token", "Link not found"],
      ["/es/r/not-a-token", "Enlace no encontrado"],
      [`/r/${"A".repeat(43)}`, "Link not found"],
      [`/r/${"x".repeat(2000)}`, "Link not found"],
      ["/r/%E2%82%AC%00", "Link not found"],
    ] as const) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(shownText(await response.text())).toContain(heading);
    }
    // A post to a wrong link changes nothing and is no 500.
    expect((await post("/r/not-a-token", { intent: "cancel", confirm: "yes" })).status).toBe(404);

    const db = await siteDb(site.dataDir);
    const expired = await send({ email: "old@example.org" });
    await db.update(contactRequests).set({ reservationDate: "2020-01-10" }).where(eq(contactRequests.id, expired.id));
    const page = await fetch(`${site.url}${expired.path}`);
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain("Este enlace ha caducado");
    expect(html).toContain(siteFacts.phone);
    expect(html).toContain("https://wa.me/");
    expect(html).not.toContain("Cancelar mi solicitud");
    const late = await post(expired.path, { intent: "cancel", confirm: "yes" });
    expect(late.status).toBe(404);
    expect((await footprint(expired.id)).status).toBe("new");

    // Deleted by retention: the same as a wrong link.
    const gone = await send({ email: "gone@example.org" });
    await db.delete(contactRequests).where(eq(contactRequests.id, gone.id));
    const deleted = await fetch(`${site.url}${gone.path}`);
    expect(deleted.status).toBe(404);
    expect(shownText(await deleted.text())).toContain("Enlace no encontrado");
  });
});
