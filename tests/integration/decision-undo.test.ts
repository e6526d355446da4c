import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactRequests, outbox, requestStatusChanges, scheduleRevisions } from "#db/schema.ts";
import { reloadConfig } from "#app/config.server.ts";
import { decisionToken } from "#app/features/requests/decision-link.server.ts";
import { eventually } from "../support/site/eventually.ts";
import { siteDb, startBuiltSite, tempDataDir, type BuiltSite } from "../support/site/built-site.ts";
import { FROM, OWNERS, useSite } from "../support/site/integration-site.ts";
import { insertRequest } from "../support/site/admin-requests.ts";
import { ownerCookie } from "../support/site/owner-account.ts";
import { startSmtpSink, type SmtpSink } from "../support/site/smtp-sink.ts";
import { shownText } from "#tests/support/site/http-get.ts";

// The owners' guarded decisions (app/features/requests/rules/decision-steps.ts) with real parts:
// the built server, a fresh SQLite file, a real SMTP server on loopback, an owner signed in, every
// form posted as a browser without JavaScript posts it. A decline without its second step decides
// nothing; the guest's mail of a decision waits in the outbox for the undo window, across a
// restart, and Undo withdraws it (never sent) or, once it has left, is refused; a no-show before
// the reservation's time is refused; a confirmation past an area's cap is refused on every path
// (the request page, which the inbox's cards post to, the owners' mail link and a booking by
// hand) until the owner confirms anyway.

const year = new Date().getUTCFullYear() + 1;
const DAY = `${year}-06-20`;

type Owner = { url: string; cookie: string };

function post(site: Owner, path: string, fields: Record<string, string>) {
  return fetch(`${site.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: site.cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

const get = (site: Owner, path: string) => fetch(`${site.url}${path}`, { headers: { cookie: site.cookie } });

async function rowsOf(dataDir: string, id: string) {
  const db = await siteDb(dataDir);
  const [request] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
  const changes = await db.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, id)).orderBy(requestStatusChanges.id);
  const mails = await db.select().from(outbox).where(eq(outbox.requestId, id));
  return { status: request?.status, changes: changes.map((c) => c.status), mails };
}

describe("the undo window, across a restart", () => {
  let smtp: SmtpSink;
  let site: BuiltSite | undefined;
  const dataDir = tempDataDir();
  const start = (seconds: string) => startBuiltSite({ dataDir, env: { MAIL_TO: OWNERS, MAIL_FROM: FROM, SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: "200", DECISION_UNDO_SECONDS: seconds } });
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await site?.stop();
    await smtp?.stop();
  });
  const statusMails = (id: string) => smtp.mails.filter((m) => m.parsed.messageId?.startsWith(`<${id}.status.`));

  it("a first tap decides nothing; the second holds the mail; Undo after a restart withdraws it and restores the status", async () => {
    site = await start("600");
    const owner = { url: site.url, cookie: await ownerCookie(site.url, dataDir) };
    const id = await insertRequest(await siteDb(dataDir), { email: "lucia@example.org", lang: "es" });

    const first = await post(owner, `/es/admin/requests/${id}`, { intent: "status", status: "declined", note: "" });
    expect(first.status).toBe(200);
    const asked = shownText(await first.text());
    expect(asked).toContain("Se le avisará al cliente por correo.");
    expect(asked).toContain("Sí, rechazar");
    expect(await rowsOf(dataDir, id)).toMatchObject({ status: "new", changes: [], mails: [] });

    const second = await post(owner, `/es/admin/requests/${id}`, { intent: "status", status: "declined", note: "Lo sentimos.", sure: "yes" });
    expect(second.status).toBe(200);
    expect(shownText(await second.text())).toContain("Deshacer");
    const decided = await rowsOf(dataDir, id);
    expect(decided).toMatchObject({ status: "declined", changes: ["declined"], mails: [expect.objectContaining({ kind: "status", state: "pending", attempts: 0 })] });
    expect(decided.mails[0]!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // The hold is in the database: a restart keeps it, and the new process does not send it either.
    await site.stop();
    site = await start("600");
    const again = { url: site.url, cookie: owner.cookie };
    expect(shownText(await (await get(again, `/es/admin/requests/${id}`)).text())).toContain("Deshacer");

    const undone = await post(again, `/es/admin/requests/${id}`, { intent: "undo" });
    expect(undone.status).toBe(200);
    expect(shownText(await undone.text())).toContain("Deshecho: la solicitud vuelve a estar «Nueva»");
    expect(await rowsOf(dataDir, id)).toMatchObject({
      status: "new",
      changes: ["declined", "new"],
      mails: [expect.objectContaining({ state: "withheld", lastError: "undone", attempts: 0 })],
    });
    // The history says it in words: the decision taken back, by whom, and the mail not sent.
    expect(shownText(await (await get(again, `/es/admin/requests/${id}`)).text())).toMatch(/Decisión deshecha por [^:<]+: vuelve a «Nueva»; el correo al cliente no se envió\./);
    expect(shownText(await (await get(again, `/admin/requests/${id}`)).text())).toMatch(/Decision undone by [^:<]+: back to “New”; the guest&#x27;s mail was not sent\./);
    const twice = await post(again, `/es/admin/requests/${id}`, { intent: "undo" });
    expect(twice.status).toBe(409);
    expect(statusMails(id)).toEqual([]);
  });

  it("sends the held mail once the window has passed, once, even across a restart; Undo after it left is refused", async () => {
    await site?.stop();
    site = await start("20");
    const owner = { url: site.url, cookie: await ownerCookie(site.url, dataDir) };
    const id = await insertRequest(await siteDb(dataDir), { email: "pablo@example.org", lang: "en" });
    expect((await post(owner, `/admin/requests/${id}`, { intent: "status", status: "confirmed", note: "" })).status).toBe(200);
    await site.stop();
    expect(statusMails(id)).toEqual([]);
    expect((await rowsOf(dataDir, id)).mails).toEqual([expect.objectContaining({ state: "pending", attempts: 0 })]);

    site = await start("20");
    const again = { url: site.url, cookie: owner.cookie };
    const [mail] = await smtp.waitFor(1, (m) => m.parsed.messageId?.startsWith(`<${id}.status.`) === true);
    expect(mail!.envelopeTo).toEqual(["pablo@example.org"]);
    await eventually(async () => ((await rowsOf(dataDir, id)).mails[0]?.state === "sent" ? true : undefined));

    const late = await post(again, `/admin/requests/${id}`, { intent: "undo" });
    expect(late.status).toBe(409);
    expect(shownText(await late.text())).toContain("Too late to undo: the mail to the guest has already left.");
    expect(await rowsOf(dataDir, id)).toMatchObject({ status: "confirmed", changes: ["confirmed"] });
    expect(statusMails(id)).toHaveLength(1);
  });
});

describe("the no-show's time rule and the cap on every confirmation", () => {
  const site = useSite({ owner: true });
  beforeAll(() => {
    // The mail link's tokens are signed with the site's key, from its DATA_DIR.
    process.env.DATA_DIR = site.dataDir;
    reloadConfig();
  });
  const owner = () => ({ url: site.url, cookie: site.cookie });

  it("refuses a no-show before the reservation has begun, and does not offer it", async () => {
    const id = await insertRequest(await siteDb(site.dataDir), { status: "confirmed", reservationDate: DAY, reservationTime: "21:00", area: "Terraza", pax: 2 });
    expect(shownText(await (await get(owner(), `/admin/requests/${id}`)).text())).not.toContain("Mark as no-show");
    const refused = await post(owner(), `/admin/requests/${id}`, { intent: "status", status: "no-show", sure: "yes" });
    expect(refused.status).toBe(409);
    expect(shownText(await refused.text())).toContain("A no-show can be marked only once the reservation has begun");
    const fromDay = await post(owner(), `/admin/day?date=${DAY}`, { id, intent: "status", status: "no-show", sure: "yes" });
    expect(fromDay.status).toBe(409);
    expect((await rowsOf(site.dataDir, id)).status).toBe("confirmed");
  });

  it("refuses to pass Terraza's cap from the request page, the mail link and a booking by hand without the owner's override", async () => {
    const db = await siteDb(site.dataDir);
    const [latest] = await db.select().from(scheduleRevisions).orderBy(desc(scheduleRevisions.id)).limit(1);
    await db.insert(scheduleRevisions).values({ document: JSON.stringify({ ...JSON.parse(latest!.document), capacity: { Terraza: 4 } }), changedBy: "test" });
    const slot = { reservationDate: DAY, reservationTime: "20:30", area: "Terraza" };
    await insertRequest(db, { ...slot, pax: 3, status: "confirmed", name: "Ya confirmada" });
    const page = await insertRequest(db, { ...slot, pax: 3, name: "Desde la página" });
    const link = await insertRequest(db, { ...slot, pax: 3, name: "Desde el correo" });

    // The inbox's card shows the covers beside its Confirm (and posts to the request page).
    const inbox = shownText(await (await get(owner(), "/admin/requests?status=new")).text());
    expect(inbox).toContain("Terraza 3/4");

    const refused = await post(owner(), `/admin/requests/${page}`, { intent: "status", status: "confirmed" });
    expect(refused.status).toBe(409);
    const refusedPage = shownText(await refused.text());
    expect(refusedPage).toContain("Confirming would pass the cap: Terraza has 1 of 4 covers left in this slot, and this party is 3.");
    expect(refusedPage).toContain("Confirm anyway, past the cap");
    expect((await rowsOf(site.dataDir, page)).status).toBe("new");

    const token = decisionToken(link, "confirmed", new Date(Date.now() + 3_600_000));
    expect(shownText(await (await get(owner(), `/admin/decide/${token}`)).text())).toContain("Terraza 3/4");
    const linkRefused = await post(owner(), `/admin/decide/${token}`, {});
    expect(linkRefused.status).toBe(409);
    expect(shownText(await linkRefused.text())).toContain("Confirm anyway, past the cap");
    expect((await rowsOf(site.dataDir, link)).status).toBe("new");
    expect((await post(owner(), `/admin/decide/${token}`, { overCap: "yes" })).status).toBe(200);
    expect((await rowsOf(site.dataDir, link)).status).toBe("confirmed");

    const byHand = { name: "En la puerta", phone: "", email: "", country: "", comment: "", fecha: DAY, hora: "20:30", area: "Terraza", pax: "2", source: "door", guestLang: "es" };
    const handRefused = await post(owner(), "/admin/requests/new", byHand);
    expect(handRefused.status).toBe(409);
    expect(shownText(await handRefused.text())).toContain("Terraza 6/4");
    expect((await post(owner(), "/admin/requests/new", { ...byHand, bookAnyway: "on" })).status).toBe(200);

    expect((await post(owner(), `/admin/requests/${page}`, { intent: "status", status: "confirmed", overCap: "yes" })).status).toBe(200);
    expect((await rowsOf(site.dataDir, page)).status).toBe("confirmed");
  });
});
