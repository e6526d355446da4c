import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactRequests, outbox } from "#db/schema.ts";
import { FAILED_ROBOT_CHECK_LIMIT_MULTIPLE } from "#app/features/requests/rules/contact-limits.ts";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../support/site/smtp-sink.ts";
import { acceptableHostileText, hostileRequest, type HostileRequest } from "../support/site/hostile-bodies.ts";
import { fullRequest, postJson, solveAltcha } from "../support/site/contact-requests.ts";
import { siteDb, startBuiltSite, type BuiltSite } from "../support/site/built-site.ts";

// docs/product.md §16.2 against the BUILT server (fresh DATA_DIR, a real SMTP server on loopback):
// at least 10,000 generated hostile bodies to POST /api/contact, each answered as the
// contract says (400/413/415 with a JSON error; never 500), the process up throughout,
// nothing stored and nothing mailed afterwards. Then the rate limit (429) on its own,
// and visitor text with markup and line breaks escaped in the mails, with no way to
// add a header or a recipient.

const BATCH = 20;
const BATCHES = 500;
/** A GET / between batches, this often, proves the site still serves pages. */
const HEALTH_EVERY = 25;
const OWNERS = "owners@laterraza.example";
const FROM = "web@laterraza.example";

type Answer = { status: number; contentType: string; body: unknown };

async function send(s: BuiltSite, r: HostileRequest): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (r.contentType !== undefined) headers["Content-Type"] = r.contentType;
  if (r.acceptLanguage !== undefined) headers["Accept-Language"] = r.acceptLanguage;
  const response = await fetch(`${s.url}/api/contact`, { method: "POST", headers, body: new Uint8Array(r.body) });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, contentType: response.headers.get("content-type") ?? "", body };
}

const errorsByStatus: Record<number, string[]> = {
  400: ["validation", "malformed-json", "unreadable"],
  413: ["payload-too-large"],
  415: ["unsupported-media-type"],
};

describe("10,000 hostile bodies to POST /api/contact", () => {
  let smtp: SmtpSink;
  let s: BuiltSite;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    // The rate limit out of reach: every answer below is the validation's own, not a 429 masking it.
    s = await startBuiltSite({ env: { SMTP_URL: smtp.url, MAIL_TO: OWNERS, MAIL_FROM: FROM, CONTACT_RATE_LIMIT: "1000000" } });
  });
  afterAll(async () => {
    await s?.stop();
    await smtp?.stop();
  });

  it("answers each as the contract says, stays up, and stores and mails nothing", async () => {
    const canary = async () => (await send(s, { kind: "canary", contentType: "application/json", acceptLanguage: "es", body: new TextEncoder().encode("{}"), expected: 400 })).body;
    const canaryBefore = await canary();

    const seen = { sent: 0, batches: 0, byStatus: {} as Record<string, number>, byKind: {} as Record<string, number> };
    await fc.assert(
      fc.asyncProperty(fc.array(hostileRequest, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const answers = await Promise.all(batch.map((r) => send(s, r)));
        batch.forEach((r, i) => {
          const a = answers[i]!;
          const where = `${r.kind}, ${r.contentType ?? "no Content-Type"}, ${r.body.byteLength} bytes`;
          expect(a.status, where).toBe(r.expected);
          expect(a.contentType, where).toMatch(/^application\/json/);
          expect(a.body, where).toMatchObject({ ok: false });
          expect(errorsByStatus[a.status], where).toContain((a.body as { error?: unknown }).error);
          seen.byStatus[a.status] = (seen.byStatus[a.status] ?? 0) + 1;
          seen.byKind[r.kind] = (seen.byKind[r.kind] ?? 0) + 1;
        });
        seen.sent += batch.length;
        expect(s.process.exitCode, "the server process ended").toBeNull();
        if (++seen.batches % HEALTH_EVERY === 0) expect((await fetch(`${s.url}/`)).status).toBe(200);
      }),
      { numRuns: BATCHES },
    );

    expect(seen.sent).toBeGreaterThanOrEqual(10_000);
    console.log(`fuzz: ${seen.sent} bodies; by status ${JSON.stringify(seen.byStatus)}; by kind ${JSON.stringify(seen.byKind)}`);

    // Still up and unchanged: the same answer to the same request, so no key reached a prototype.
    expect((await fetch(`${s.url}/`)).status).toBe(200);
    expect(await canary()).toEqual(canaryBefore);
    // Never an error in the server's log (pino level 50 and above).
    expect(s.output.filter((line) => /"level":(5\d|60)/.test(line))).toEqual([]);

    const db = await siteDb(s.dataDir);
    expect(await db.select().from(contactRequests)).toEqual([]);
    expect(await db.select().from(outbox)).toEqual([]);
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.mails).toEqual([]);
    expect(fs.existsSync(path.join(s.dataDir, "mail"))).toBe(false);
  });
});

describe("a body the server answers without reading", () => {
  let s: BuiltSite;
  beforeAll(async () => {
    s = await startBuiltSite({ env: { CONTACT_RATE_LIMIT: "1000000" } });
  });
  afterAll(() => s?.stop());

  it("does not block the keep-alive connection for the next request (drainUnreadBody in app/request-body.server.ts)", async () => {
    const big = new TextEncoder().encode("x".repeat(400_000));
    const early = [
      // 415 before reading; 405 for a POST to a page; 403 from the owners' area's origin check.
      () => fetch(`${s.url}/api/contact`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: big }),
      () => fetch(`${s.url}/photos`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: big }),
      () => fetch(`${s.url}/admin/sign-in`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: big }),
    ];
    for (const answer of early) {
      const response = await answer();
      expect([403, 405, 415]).toContain(response.status);
      await response.arrayBuffer();
      // The same connection, one request after the other: it failed with ECONNRESET after a stall.
      for (let i = 0; i < 2; i++) expect((await postJson(s.url, {})).status).toBe(400);
    }
    // Larger: the server stops reading after UNREAD_BODY_DRAIN_MAX_BYTES and ends the
    // connection a while later, not while the client sends (a reset under the answer).
    const huge = await fetch(`${s.url}/api/contact`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: new Uint8Array(3 * 1024 * 1024) });
    expect(huge.status).toBe(415);
    expect(huge.headers.get("connection")).not.toBe("close");
    await huge.arrayBuffer();
    expect((await postJson(s.url, {})).status).toBe(400);
  });
});

describe("the rate limit and the visitor's text in mail", () => {
  const LIMIT = 3;
  let smtp: SmtpSink;
  let s: BuiltSite;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    // Clients told apart by X-Forwarded-For, as behind the site's reverse proxy.
    s = await startBuiltSite({ env: { SMTP_URL: smtp.url, MAIL_TO: OWNERS, MAIL_FROM: FROM, CONTACT_RATE_LIMIT: String(LIMIT), TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await s?.stop();
    await smtp?.stop();
  });

  let client = 0;
  const newClient = () => `203.0.113.${++client}`;

  it("answers 429 only to requests that passed the field rules, after the limit; invalid ones still get their 400", async () => {
    // Each sequence comes from a new client: what passes the rules (a robot check that is
    // not one) counts, what fails them does not; the model says which answer comes.
    const step = fc.oneof(
      fc.record({ passes: fc.constant(true), name: acceptableHostileText(30, false) }),
      fc.record({ passes: fc.constant(false), name: fc.constantFrom("", "   ", "www.spam.example", "x".repeat(31)) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: LIMIT * FAILED_ROBOT_CHECK_LIMIT_MULTIPLE + 4 }), async (steps) => {
        const from = newClient();
        let counted = 0;
        for (const { passes, name } of steps) {
          const response = await postJson(s.url, fullRequest({ name, captcha: "not-a-robot-check", lang: "en" }), { "X-Forwarded-For": from });
          const body = (await response.json()) as { error: string; errors?: Record<string, string[]>; message?: string };
          if (!passes) {
            expect(response.status).toBe(400);
            expect(body.error).toBe("validation");
            expect(Object.keys(body.errors ?? {})).toContain("name");
            continue;
          }
          // A robot check that is not one counts against the looser limit of failed checks.
          if (++counted <= LIMIT * FAILED_ROBOT_CHECK_LIMIT_MULTIPLE) {
            expect(response.status).toBe(400);
            expect(body.errors).toEqual({ captcha: ["The robot check failed or expired. Please complete it again."] });
          } else {
            expect(response.status).toBe(429);
            expect(body.error).toBe("rate-limited");
            expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 25 },
    );
    const db = await siteDb(s.dataDir);
    expect(await db.select().from(contactRequests)).toEqual([]);
  });

  /** The header names of a raw message (continuation lines unfolded). */
  const headerNames = (raw: string) =>
    raw
      .split(/\r?\n\r?\n/)[0]!
      .split(/\r?\n(?![ \t])/)
      .map((line) => line.slice(0, line.indexOf(":")).toLowerCase());
  /** The tags of an HTML part, link targets blanked (they carry the guest's e-mail and phone). */
  const tagsOf = (html: string) => new Set([...html.matchAll(/<[^>]*>/g)].map((m) => m[0].replace(/href="[^"]*"/, 'href=""')));
  const entities: Record<string, string> = { quot: '"', lt: "<", gt: ">", amp: "&", apos: "'" };
  /** The text a mail program shows for an HTML part (one pass, so "&#38;lt;" stays "&lt;"). */
  const decode = (html: string) =>
    html
      .replace(/<br>/g, "\n")
      .replace(/<[^>]*>/g, "")
      .replace(/&(#\d+|#x[\da-f]+|quot|lt|gt|amp|apos);/gi, (_, e: string) =>
        e.startsWith("#x") || e.startsWith("#X") ? String.fromCodePoint(parseInt(e.slice(2), 16)) : e.startsWith("#") ? String.fromCodePoint(Number(e.slice(1))) : entities[e.toLowerCase()]!,
      );

  async function submit(fields: Record<string, unknown>) {
    const response = await postJson(s.url, fullRequest({ ...fields, captcha: await solveAltcha(s.url) }), { "X-Forwarded-For": newClient() });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const mails = await smtp.waitFor(2, (m) => (m.parsed.messageId ?? "").startsWith(`<${id}.`));
    const owner = mails.find((m) => m.envelopeTo.includes(OWNERS))!;
    const guest = mails.find((m) => m !== owner)!;
    return { id, owner, guest };
  }

  let runs = 0;
  it("shows the visitor's markup and line breaks escaped in the mails, and lets no header or recipient in", async () => {
    const benign = await submit({ email: "benign@example.org" });
    const allowed = { owner: headerNames(benign.owner.raw), guest: headerNames(benign.guest.raw) };
    const template = [...tagsOf(benign.owner.parsed.html || ""), ...tagsOf(benign.guest.parsed.html || ""), "<br>"];
    const db = await siteDb(s.dataDir);

    await fc.assert(
      fc.asyncProperty(
        acceptableHostileText(30, false),
        acceptableHostileText(25, false),
        acceptableHostileText(300, true),
        fc.nat(),
        async (name, country, comment, n) => {
          // One address per run: the guest-mail budget allows only a few mails a day to one address.
          const email = `guest-${n}-${++runs}@example.org`;
          const { id, owner, guest } = await submit({ name, country, comment, email });
          const [stored] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
          expect(stored).toBeDefined();

          // Exactly two recipients: the owners and the guest; no Bcc, no header of the visitor's making.
          expect(owner.envelopeTo).toEqual([OWNERS]);
          expect(guest.envelopeTo).toEqual([email]);
          expect(smtp.mails.filter((m) => (m.parsed.messageId ?? "").startsWith(`<${id}.`))).toHaveLength(2);
          for (const [mail, kind] of [[owner, "owner"], [guest, "guest"]] as [ReceivedMail, "owner" | "guest"][]) {
            for (const header of headerNames(mail.raw)) expect(allowed[kind], `header ${header}`).toContain(header);
            expect(mail.parsed.subject ?? "").not.toMatch(/[\r\n]/);
            // The HTML part: only the template's own tags; the visitor's text is there, as text.
            const html = mail.parsed.html || "";
            for (const tag of tagsOf(html)) expect(template, `tag ${tag}`).toContain(tag);
            const text = decode(html);
            // The guest's mail carries nothing the visitor typed (tests/integration/attacks/guest-mail-abuse.test.ts).
            if (kind === "owner") for (const value of [stored!.name, stored!.country, stored!.comment]) expect(text).toContain(value);
          }
          expect(owner.parsed.replyTo?.value[0]?.address).toBe(email);
          expect(owner.parsed.text).toContain(stored!.comment);
        },
      ),
      {
        numRuns: 8,
        examples: [["<script>x</script>\r\nBcc: v@e.x", '"><img src=x onerror=1>', "</td></tr></table>\r\n\r\n<h1>x</h1>&amp;\nTo: v@evil.example", 1]],
      },
    );
  });
});
