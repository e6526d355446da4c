import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { contactRequests, outbox } from "#db/schema.ts";
import siteFacts from "#content/site.json";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../support/site/smtp-sink.ts";
import { eventually } from "../support/site/eventually.ts";
import { fullRequest, postJson, solveAltcha } from "../support/site/contact-requests.ts";
import { siteDb, startBuiltSite, type BuiltSite } from "../support/site/built-site.ts";
import { requestReference } from "#app/features/requests/rules/request-reference.ts";
import { mailDate } from "../support/site/mail-dates.ts";

// docs/product.md §7.4 with real parts: the built server, a fresh SQLite file, a real SMTP
// server on loopback. Two mails per request with every field; SMTP down then back;
// a restart with mail in the outbox delivers each mail exactly once; no SMTP_URL
// writes .eml files; a failed mail set back to pending by the owners' 'send again'
// is delivered.

// The machine running the tests may be slow and shared: starting the site can take long.
const OWNERS = "owners@laterraza.example";
const FROM = "web@laterraza.example";

const running: { sites: BuiltSite[]; sinks: SmtpSink[] } = { sites: [], sinks: [] };
afterEach(async () => {
  await Promise.all(running.sites.splice(0).map((s) => s.stop()));
  await Promise.all(running.sinks.splice(0).map((s) => s.stop()));
});

async function sink(options: Parameters<typeof startSmtpSink>[0] = {}) {
  const s = await startSmtpSink(options);
  running.sinks.push(s);
  return s;
}

async function site(env: Record<string, string>, dataDir?: string) {
  const s = await startBuiltSite({ env: { MAIL_TO: OWNERS, MAIL_FROM: FROM, MAIL_RETRY_BASE_MS: "200", ...env }, dataDir });
  running.sites.push(s);
  return s;
}

async function send(s: BuiltSite, overrides: Record<string, unknown> = {}) {
  const response = await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url), ...overrides }));
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe("mail for every request", () => {
  let smtp: SmtpSink;
  let s: BuiltSite;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    s = await startBuiltSite({ env: { MAIL_TO: OWNERS, MAIL_FROM: FROM, SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await s?.stop();
    await smtp?.stop();
  });

  it("sends the owners every field and the guest a confirmation in their language", async () => {
    const id = await send(s);

    const [owner, guest] = await Promise.all([
      smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.owner@laterraza.example>`).then((m) => m[0]!),
      smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.guest@laterraza.example>`).then((m) => m[0]!),
    ]);
    const year = new Date().getUTCFullYear() + 1;

    // The owners: every field, the reservation, reply-to the guest, a WhatsApp link.
    expect(owner.envelopeTo).toEqual([OWNERS]);
    expect(owner.parsed.from?.value[0]?.address).toBe(FROM);
    expect(owner.parsed.replyTo?.value[0]).toMatchObject({ address: "maria@example.org", name: "María José O'Neil" });
    expect(owner.parsed.messageId).toBe(`<${id}.owner@laterraza.example>`);
    expect(owner.parsed.subject).toBe(`Solicitud de reserva: María José O'Neil, ${mailDate(`${year}-06-20`, "es")}, 8:30 PM, 4 personas`);
    for (const value of [
      "María José O'Neil",
      "+5351234567",
      "https://wa.me/5351234567",
      "maria@example.org",
      "República Dominicana",
      "Mesa en la terraza para ver el atardecer.",
      mailDate(`${year}-06-20`, "es"),
      "8:30 PM (20:30, hora de Cuba)",
      "Terraza",
      `Referencia ${requestReference(id)}, recibida el `,
    ]) {
      expect(owner.parsed.text).toContain(value);
      expect(owner.parsed.html).toContain(value.replace(/'/g, "&#39;"));
    }
    expect(owner.parsed.text).toContain("Personas: 4");
    expect(owner.parsed.text).toContain(`Fecha: ${mailDate(`${year}-06-20`, "es")}\n`);
    // The id is only in the decision links' addresses, never written for people to read.
    expect((owner.parsed.text ?? "").replace(/\S*\/decide\/\S*/g, "")).not.toContain(id);
    // What the visitor typed is escaped in the HTML part, never markup.
    expect(owner.parsed.html).not.toContain("<script>");
    expect(owner.parsed.html).toContain("&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;amigos&#34;");

    // The guest, in Spanish: received, to be confirmed, a summary, the address and phone.
    expect(guest.envelopeTo).toEqual(["maria@example.org"]);
    expect(guest.parsed.replyTo?.value[0]?.address).toBe(OWNERS);
    expect(guest.parsed.messageId).toBe(`<${id}.guest@laterraza.example>`);
    expect(guest.parsed.subject).toBe(`Hemos recibido tu solicitud – ${siteFacts.name}`);
    // Greeted without the name: the acknowledgement repeats nothing the visitor typed.
    expect(guest.parsed.text).toMatch(/^Hola:\n/);
    expect(guest.parsed.text).not.toContain("María José");
    expect(guest.parsed.text).toContain("Aún no está confirmada: el restaurante te la confirmará");
    // The reservation asked for, its date in words, and the request's short reference, not its id.
    expect(guest.parsed.text).toContain(
      `Reserva\nFecha: ${mailDate(`${year}-06-20`, "es")}\nHora: 8:30 PM (20:30, hora de Cuba)\nÁrea: Terraza\nPersonas: 4\n`,
    );
    expect(guest.parsed.html).toContain(`${mailDate(`${year}-06-20`, "es")}`);
    expect(guest.parsed.text).toContain(`Referencia ${requestReference(id)}, recibida el `);
    expect(guest.parsed.text).not.toContain(id);
    expect(guest.parsed.text).toContain(siteFacts.address.street);
    expect(guest.parsed.text).toContain(siteFacts.phone);
    expect(guest.parsed.headers.get("auto-submitted")).toBe("auto-replied");

    const db = await siteDb(s.dataDir);
    const rows = await eventually(async () => {
      const r = await db.select().from(outbox).where(eq(outbox.requestId, id));
      return r.every((row) => row.state === "sent") ? r : undefined;
    });
    expect(rows.map((r) => r.kind).sort()).toEqual(["guest", "owner"]);
  });

  it("writes an English guest mail for a request sent in English, without a reservation", async () => {
    await send(s, { lang: "en", email: "john@example.org", fecha: undefined, hora: undefined, area: undefined, pax: undefined, whatsapp: false });
    const [guest] = await smtp.waitFor(1, (m) => m.envelopeTo.includes("john@example.org"));
    expect(guest!.parsed.subject).toBe(`We have received your request – ${siteFacts.name}`);
    expect(guest!.parsed.text).toContain("We have received your message and will answer as soon as possible.");
    const [owner] = await smtp.waitFor(1, (m) => m.envelopeTo.includes(OWNERS) && m.parsed.replyTo?.value[0]?.address === "john@example.org");
    expect(owner!.parsed.subject).toBe("Mensaje desde la web: María José O'Neil");
    expect(owner!.parsed.text).toContain("enviada en inglés");
    expect(owner!.parsed.text).not.toContain("wa.me");
  });

  it("cannot be made to send to anyone else by line breaks in name or e-mail", async () => {
    const bad = await postJson(s.url, fullRequest({ email: "eve@example.org\r\nBcc: victim@example.org", captcha: await solveAltcha(s.url) }));
    expect(bad.status).toBe(400);
    await send(s, { name: "Ana\r\nBcc: v@victim.es", country: "Cuba\nX-Evil: 1", email: "eve@example.org" });
    const ours = (m: ReceivedMail) => m.envelopeTo.includes("eve@example.org") || m.parsed.replyTo?.value[0]?.address === "eve@example.org";
    const mails = await smtp.waitFor(2, ours);
    expect(mails.flatMap((m) => m.envelopeTo).sort()).toEqual(["eve@example.org", OWNERS].sort());
    expect(smtp.mails.flatMap((m) => m.envelopeTo)).not.toContain("victim@example.org");
    expect(mails.find((m) => m.envelopeTo.includes(OWNERS))?.parsed.replyTo?.value[0]?.name).toBe("Ana Bcc: V@victim.es");
    for (const mail of mails) {
      expect(mail.parsed.headers.has("bcc")).toBe(false);
      expect(mail.parsed.headers.has("x-evil")).toBe(false);
      expect(mail.raw).not.toMatch(/^Bcc:/m);
    }
  });
});

describe("mail that is never lost", () => {
  it("retries while the SMTP server is down and delivers once it is back", async () => {
    const smtp = await sink();
    const port = smtp.port;
    await smtp.stop();
    const s = await site({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const id = await send(s);

    const db = await siteDb(s.dataDir);
    // Failed attempts are recorded and retried later, not dropped.
    const waiting = await eventually(async () => {
      const rows = await db.select().from(outbox).where(eq(outbox.requestId, id));
      return rows.every((r) => r.attempts >= 2 && r.lastError) ? rows : undefined;
    });
    expect(waiting.every((r) => r.state === "pending" || r.state === "sending")).toBe(true);

    await smtp.start();
    await smtp.waitFor(2);
    const sent = await eventually(async () => {
      const rows = await db.select().from(outbox).where(eq(outbox.requestId, id));
      return rows.every((r) => r.state === "sent") ? rows : undefined;
    });
    expect(sent).toHaveLength(2);
  });

  it("delivers each mail exactly once after the server was killed with mail in the outbox", async () => {
    const smtp = await sink();
    const port = smtp.port;
    await smtp.stop();
    const first = await site({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const ids = [await send(first), await send(first, { email: "b@example.org" }), await send(first, { email: "c@example.org" })];
    await first.kill();
    running.sites.splice(running.sites.indexOf(first), 1);

    await smtp.start();
    const second = await site({ SMTP_URL: `smtp://127.0.0.1:${port}` }, first.dataDir);
    await smtp.waitFor(6);
    const db = await siteDb(second.dataDir);
    await eventually(async () => {
      const rows = await db.select().from(outbox);
      return rows.length === 6 && rows.every((r) => r.state === "sent") ? rows : undefined;
    });
    // Nothing more arrives: one mail per outbox row, each Message-ID once.
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.mails).toHaveLength(6);
    const messageIds = smtp.mails.map((m) => m.parsed.messageId);
    expect(new Set(messageIds).size).toBe(6);
    for (const id of ids) {
      expect(messageIds).toContain(`<${id}.owner@laterraza.example>`);
      expect(messageIds).toContain(`<${id}.guest@laterraza.example>`);
    }
  });

  it("sends a mail interrupted mid-send again with the same Message-ID, so it is recognisable as one", async () => {
    const smtp = await sink();
    const s = await site({ SMTP_URL: smtp.url });
    const id = await send(s);
    await smtp.waitFor(2);
    await s.stop();
    running.sites.splice(running.sites.indexOf(s), 1);
    // As if the process had died after the server's 250 OK and before recording it.
    const db = await siteDb(s.dataDir);
    await db.update(outbox).set({ state: "sending" }).where(eq(outbox.id, `${id}.owner`));

    await site({ SMTP_URL: smtp.url }, s.dataDir);
    await smtp.waitFor(3);
    const owners = smtp.mails.filter((m) => m.envelopeTo.includes(OWNERS));
    expect(owners).toHaveLength(2);
    expect(owners[1]!.parsed.messageId).toBe(owners[0]!.parsed.messageId);
    expect(owners[1]!.parsed.date?.getTime()).toBe(owners[0]!.parsed.date?.getTime());
    expect(owners[1]!.parsed.text).toBe(owners[0]!.parsed.text);
  });

  it("marks a mail the server refuses for good as failed, and 'send again' delivers it", async () => {
    let refuse = true;
    const smtp = await sink({ rejectRecipient: (address) => refuse && address === "maria@example.org" });
    const s = await site({ SMTP_URL: smtp.url });
    const id = await send(s);
    await smtp.waitFor(1, (m) => m.envelopeTo.includes(OWNERS));
    const db = await siteDb(s.dataDir);
    const failed = await eventually(async () => {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, `${id}.guest`));
      return row?.state === "failed" ? row : undefined;
    });
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain("550");

    // The owners' area (docs/product.md §13) sets a failed row back to pending; the worker takes it.
    refuse = false;
    await db.update(outbox).set({ state: "pending", attempts: 0, nextAttemptAt: new Date(), lastError: null }).where(eq(outbox.id, `${id}.guest`));
    const [guest] = await smtp.waitFor(1, (m) => m.envelopeTo.includes("maria@example.org"));
    expect(guest!.parsed.messageId).toBe(`<${id}.guest@laterraza.example>`);
    await eventually(async () => {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, `${id}.guest`));
      return row?.state === "sent" ? row : undefined;
    });
  });
});

describe("with no SMTP_URL", () => {
  it("stores the request and writes both mails as .eml files, and the start-up log says where", async () => {
    const s = await site({});
    const folder = path.join(s.dataDir, "mail");
    expect(s.output.some((l) => l.includes(`mails are written as .eml files to ${folder}`))).toBe(true);
    const id = await send(s);

    const db = await siteDb(s.dataDir);
    const [stored] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
    expect(stored).toMatchObject({ name: "María José O'Neil", phone: "+5351234567", country: "República Dominicana", reservationTime: "20:30", area: "Terraza", pax: 4, lang: "es" });

    const files = await eventually(() => {
      const found = fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith(".eml")) : [];
      return found.length === 2 ? found.sort() : undefined;
    });
    expect(files).toEqual([`${id}.guest.eml`, `${id}.owner.eml`]);
    const owner = await simpleParser(fs.readFileSync(path.join(folder, `${id}.owner.eml`)));
    expect(owner.to && !Array.isArray(owner.to) ? owner.to.value[0]?.address : undefined).toBe(OWNERS);
    expect(owner.text).toContain("República Dominicana");
  });
});
