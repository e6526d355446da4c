import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "#db/schema.ts";
import { FAILED_ROBOT_CHECK_LIMIT_MULTIPLE, GUEST_MAILS_PER_RECIPIENT_PER_DAY } from "#app/features/requests/rules/contact-limits.ts";

const HOUR_MS = 60 * 60_000;
import { startSmtpSink, type SmtpSink } from "#tests/support/site/smtp-sink.ts";
import { eventually } from "#tests/support/site/eventually.ts";
import { fullRequest, postJson, solveAltcha } from "#tests/support/site/contact-requests.ts";
import { siteDb, startBuiltSite, type BuiltSite } from "#tests/support/site/built-site.ts";
import { ownerCookie } from "#tests/support/site/owner-account.ts";

// Attacks on the guest's acknowledgement, which goes to any address a visitor types, in the
// restaurant's name (app/features/requests/request-message-kinds.server.ts, app/features/requests/acknowledgement-mail.server.ts):
// phishing text in it (a comment, a country, a name that is a domain), a stranger's mailbox
// flooded with it, the hour's budget spent, and junk robot-check tokens that use up the
// allowance of an address many guests share. One sender spending every guest's budget:
// guest-mail-starvation.test.ts.

const OWNERS = "owners@laterraza.example";
const FROM = "web@laterraza.example";
const PER_HOUR = GUEST_MAILS_PER_RECIPIENT_PER_DAY + 1;

describe("the guest's mail as a weapon", () => {
  let smtp: SmtpSink;
  let s: BuiltSite;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    s = await startBuiltSite({
      env: {
        SMTP_URL: smtp.url,
        MAIL_TO: OWNERS,
        MAIL_FROM: FROM,
        CONTACT_RATE_LIMIT: "50",
        GUEST_MAILS_PER_HOUR: String(PER_HOUR),
        // Every request here comes from 127.0.0.1: the budgets tested are the address's and the hour's.
        GUEST_MAILS_PER_SENDER_PER_HOUR: "50",
      },
    });
  });
  afterAll(async () => {
    await s?.stop();
    await smtp?.stop();
  });

  async function send(overrides: Record<string, unknown>): Promise<string> {
    const response = await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url), ...overrides }));
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }
  const ownerMailOf = (id: string) => smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.owner@laterraza.example>`).then((m) => m[0]!);
  const mailState = async (id: string) => {
    const db = await siteDb(s.dataDir);
    return eventually(async () => {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, `${id}.guest`));
      return row && (row.state === "sent" || row.state === "withheld") ? row : undefined;
    });
  };

  it("sends the guest none of the visitor's free text: a phishing comment, country and a name that is a domain reach only the owners", async () => {
    const bait = {
      name: "win-prize.example",
      comment: "Your bank card is blocked. Call 0800 555 0199 today to unblock it",
      country: "Call 0800 555 0198",
      email: "target-0@victim.example",
    };
    const id = await send(bait);
    const [guest] = await smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.guest@laterraza.example>`);
    const owner = await ownerMailOf(id);
    // The message as it travels (headers, To included) and as a mail program shows it.
    for (const part of [guest!.raw, guest!.parsed.text ?? "", guest!.parsed.html || "", guest!.parsed.to ? JSON.stringify(guest!.parsed.to) : ""]) {
      expect(part).not.toContain("555 019");
      expect(part.toLowerCase()).not.toContain("win-prize");
    }
    expect(guest!.parsed.text).toMatch(/^Hola:\n/);
    expect(owner.parsed.text).toContain(bait.comment);
    expect(owner.parsed.text).toContain(bait.country);
    expect(owner.parsed.text?.toLowerCase()).toContain("win-prize.example");
    // A name that is a link is refused outright (docs/product.md §5): nothing stored, nothing mailed.
    const link = await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url), name: "http://x.example", email: "target-1@victim.example", lang: "en" }));
    expect(link.status).toBe(400);
    expect(((await link.json()) as { errors: Record<string, string[]> }).errors.name).toEqual(["URLs are not allowed"]);
  });

  it("mails one address at most the daily budget; beyond it the request is stored, the owners mailed, and the inbox says why", async () => {
    const victim = "flooded@victim.example";
    const ids: string[] = [];
    for (let i = 0; i <= GUEST_MAILS_PER_RECIPIENT_PER_DAY; i++) {
      ids.push(await send({ email: i % 2 ? victim.toUpperCase() : victim, lang: "en" }));
      // The worker sends one mail at a time; waiting keeps the order of the requests.
      await mailState(ids.at(-1)!);
    }
    const states = await Promise.all(ids.map(mailState));
    expect(states.map((r) => r.state)).toEqual([...Array(GUEST_MAILS_PER_RECIPIENT_PER_DAY).fill("sent"), "withheld"]);
    expect(states.at(-1)!.lastError).toBe("budget-recipient-day");
    await Promise.all(ids.map(ownerMailOf));
    expect(smtp.mails.filter((m) => m.envelopeTo.map((a) => a.toLowerCase()).includes(victim))).toHaveLength(GUEST_MAILS_PER_RECIPIENT_PER_DAY);

    const cookie = await ownerCookie(s.url, s.dataDir);
    const en = await (await fetch(`${s.url}/admin/requests/${ids.at(-1)}`, { headers: { cookie } })).text();
    expect(en).toContain("Not sent: this address already got 3 mails from the site today.");
    const es = await (await fetch(`${s.url}/es/admin/requests/${ids.at(-1)}`, { headers: { cookie } })).text();
    expect(es).toContain("No enviado: esta dirección ya recibió hoy 3 correos de la web.");
  });

  it("sends at most the hourly budget to all guests together; one more waits for the hour to free, then goes", async () => {
    // The two tests above sent PER_HOUR guest mails already (1 + the budget of one address).
    const id = await send({ email: "someone-else@victim.example", lang: "en" });
    const db = await siteDb(s.dataDir);
    const waiting = await eventually(async () => {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, `${id}.guest`));
      return row?.lastError === "budget-hour" ? row : undefined;
    });
    expect(waiting.state).toBe("pending");
    expect(waiting.attempts).toBe(0);
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    await ownerMailOf(id);
    const cookie = await ownerCookie(s.url, s.dataDir);
    const en = await (await fetch(`${s.url}/admin/requests/${id}`, { headers: { cookie } })).text();
    expect(en).toContain("Waiting: in the last hour the site already sent guests as many mails as it allows itself in an hour");
    const es = await (await fetch(`${s.url}/es/admin/requests/${id}`, { headers: { cookie } })).text();
    expect(es).toContain("En espera: en la última hora la web ya envió a clientes tantos correos como se permite por hora");

    // An hour later (the sent mails' times moved back by one), the waiting mail goes out.
    await db.update(outbox).set({ sentAt: sql`${outbox.sentAt} - ${HOUR_MS}` }).where(and(eq(outbox.kind, "guest"), eq(outbox.state, "sent")));
    await db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, `${id}.guest`));
    const [guest] = await smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.guest@laterraza.example>`);
    expect(guest!.envelopeTo).toEqual(["someone-else@victim.example"]);
    expect((await mailState(id)).state).toBe("sent");
  });
});

describe("junk robot-check tokens from a shared address", () => {
  const LIMIT = 2;
  let s: BuiltSite;
  beforeAll(async () => {
    s = await startBuiltSite({ env: { CONTACT_RATE_LIMIT: String(LIMIT) } });
  });
  afterAll(() => s?.stop());

  it("do not use up the guests' allowance, and meet a looser limit of their own", async () => {
    const junk = () => postJson(s.url, fullRequest({ captcha: Buffer.from("junk").toString("base64"), lang: "en" }));
    // More junk than the guests' limit, from the same address (every request here comes from 127.0.0.1).
    for (let i = 0; i < LIMIT + 2; i++) expect((await junk()).status).toBe(400);
    // A guest at the same address still gets through.
    expect((await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url) }))).status).toBe(201);
    // Junk has a limit too: past it, 429.
    const statuses: number[] = [];
    for (let i = LIMIT + 2; i <= LIMIT * FAILED_ROBOT_CHECK_LIMIT_MULTIPLE; i++) statuses.push((await junk()).status);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
