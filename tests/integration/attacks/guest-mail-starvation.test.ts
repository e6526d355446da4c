import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "#db/schema.ts";
import { GUEST_MAILS_PER_SENDER_PER_HOUR } from "#app/config-defaults.ts";
import { contactMessages } from "#app/features/requests/rules/contact-messages.ts";
import { startSmtpSink, type SmtpSink } from "#tests/support/site/smtp-sink.ts";
import { eventually } from "#tests/support/site/eventually.ts";
import { fullRequest, postJson, solveAltcha } from "#tests/support/site/contact-requests.ts";
import { siteDb, startBuiltSite, type BuiltSite } from "#tests/support/site/built-site.ts";
import { ownerCookie } from "#tests/support/site/owner-account.ts";

// Attack: one client spends the guest-mail budget so that no real guest gets their
// acknowledgement (and the manage link in it). It solves the robot check for each request
// and writes a new address into each, so only a budget per sender can stop it
// (app/features/requests/rules/contact-limits.ts, guest-mail-budget.server.ts). The server runs as
// deployed behind one proxy (TRUST_PROXY=1): clients are told apart by X-Forwarded-For. The
// hour's budget is lowered to exactly what the sender's allowance and the real guests need,
// so the attack spends it whole unless the sender is stopped at its allowance.

const OWNERS = "owners@laterraza.example";
const FROM = "web@laterraza.example";
const SITE_URL = "https://laterraza.example";
const ATTACKER = "203.0.113.66";
const ATTACKS = GUEST_MAILS_PER_SENDER_PER_HOUR + 4;
/** Real guests, each from an address of its own (an IPv6 one too). */
const GUESTS = [
  { from: "198.51.100.10", email: "ana@guest.example", lang: "es" },
  { from: "198.51.100.20", email: "john@guest.example", lang: "en" },
  { from: "2001:db8:4000::7", email: "lea@guest.example", lang: "en" },
] as const;

type Answer = { ok: true; id: string; acknowledgement: string; acknowledgementReason?: string; message?: string };

describe("one sender against every guest's acknowledgement", () => {
  let smtp: SmtpSink;
  let s: BuiltSite;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    s = await startBuiltSite({
      env: {
        SMTP_URL: smtp.url,
        MAIL_TO: OWNERS,
        MAIL_FROM: FROM,
        SITE_URL,
        TRUST_PROXY: "1",
        // The per-client request limit is not what is tested here: out of the attacker's reach.
        CONTACT_RATE_LIMIT: "100",
        GUEST_MAILS_PER_HOUR: String(GUEST_MAILS_PER_SENDER_PER_HOUR + GUESTS.length),
      },
    });
  });
  afterAll(async () => {
    await s?.stop();
    await smtp?.stop();
  });

  async function send(from: string, overrides: Record<string, unknown>): Promise<Answer> {
    const response = await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url), ...overrides }), { "X-Forwarded-For": from });
    expect(response.status).toBe(201);
    return (await response.json()) as Answer;
  }
  /** The acknowledgement's row once the worker (or the submission) has settled it: sent, withheld, or waiting for the hour's budget. */
  const settled = async (id: string) => {
    const db = await siteDb(s.dataDir);
    return eventually(async () => {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, `${id}.guest`));
      return row && (row.state === "sent" || row.state === "withheld" || row.lastError === "budget-hour") ? row : undefined;
    });
  };
  const ownerMailOf = (id: string) => smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.owner@laterraza.example>`).then((m) => m[0]!);

  const attack: Answer[] = [];
  it("lets one sender cause only its allowance of guest mails; every request is stored, its answer and the owners' mail say the rest were not sent", async () => {
    for (let i = 0; i < ATTACKS; i++) {
      attack.push(await send(ATTACKER, { email: `victim-${i}@spam.example`, lang: i % 2 ? "en" : "es" }));
    }
    const rows = await Promise.all(attack.map((a) => settled(a.id)));
    expect(rows.map((r) => r.state)).toEqual([...Array<string>(GUEST_MAILS_PER_SENDER_PER_HOUR).fill("sent"), ...Array<string>(ATTACKS - GUEST_MAILS_PER_SENDER_PER_HOUR).fill("withheld")]);
    expect(new Set(rows.slice(GUEST_MAILS_PER_SENDER_PER_HOUR).map((r) => r.lastError))).toEqual(new Set(["budget-sender"]));
    expect(smtp.mails.filter((m) => m.envelopeTo.some((to) => to.endsWith("@spam.example")))).toHaveLength(GUEST_MAILS_PER_SENDER_PER_HOUR);

    // The guest's answer: queued while within the allowance, then "could not be sent", in the request's language.
    attack.forEach((answer, i) => {
      if (i < GUEST_MAILS_PER_SENDER_PER_HOUR) {
        expect(answer).toEqual({ ok: true, id: answer.id, acknowledgement: "queued" });
      } else {
        expect(answer).toEqual({
          ok: true,
          id: answer.id,
          acknowledgement: "withheld",
          acknowledgementReason: "budget-sender",
          message: contactMessages[i % 2 ? "en" : "es"].acknowledgementWithheld,
        });
      }
    });

    // The owners get every request, and are told which guests were not mailed.
    const owners = await Promise.all(attack.map((a) => ownerMailOf(a.id)));
    owners.forEach((mail, i) => {
      expect(mail.parsed.text?.includes("Al cliente NO se le envió"), `owners' mail ${i}`).toBe(i >= GUEST_MAILS_PER_SENDER_PER_HOUR);
    });
    const cookie = await ownerCookie(s.url, s.dataDir);
    const page = await (await fetch(`${s.url}/admin/requests/${attack.at(-1)!.id}`, { headers: { cookie } })).text();
    expect(page).toContain("Not sent: the connection this request came from already caused as many of these mails this hour as the site allows one sender.");

    // The form without JavaScript says it too, beside the success.
    const form = new URLSearchParams({
      name: "otro intento",
      email: "victim-form@spam.example",
      country: "cuba",
      comment: "hola",
      captcha: await solveAltcha(s.url),
    });
    const noScript = await fetch(`${s.url}/?index`, { method: "POST", body: form, headers: { "X-Forwarded-For": ATTACKER } });
    expect(noScript.status).toBe(201);
    const html = await noScript.text();
    expect(html).toContain(contactMessages.en.success);
    expect(html).toContain(contactMessages.en.acknowledgementWithheld);
  });

  it("still sends every real guest from another address their acknowledgement, with the manage link", async () => {
    for (const guest of GUESTS) {
      const answer = await send(guest.from, { email: guest.email, lang: guest.lang });
      expect(answer.acknowledgement).toBe("queued");
      const row = await settled(answer.id);
      expect(row.state).toBe("sent");
      const [ack] = await smtp.waitFor(1, (m) => m.parsed.messageId === `<${answer.id}.guest@laterraza.example>`);
      expect(ack!.envelopeTo).toEqual([guest.email]);
      const manage = new RegExp(`${SITE_URL}${guest.lang === "es" ? "/es" : ""}/r/[A-Za-z0-9_-]{20,}`);
      expect(ack!.parsed.text).toMatch(manage);
    }
  });
});
