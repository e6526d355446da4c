import { beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#db/client.ts";
import { eq } from "drizzle-orm";
import { contactRequests, outbox, requestStatusChanges } from "#db/schema.ts";
import { manageToken, manageTokenHash } from "#app/features/requests/manage-token.server.ts";
import { INBOX_PAGE_SIZE } from "../rules/admin-limits.ts";
import { insertMail, insertRequest } from "#tests/support/site/admin-requests.ts";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { requestReference } from "#app/features/requests/rules/request-reference.ts";
import { db as processDb } from "#app/db.server.ts";
import { changeStatus, countNewRequests, listRequests, parseInboxFilter, requestDetail, requestsMatching, sendAgain } from "./inbox.server.ts";

freshDataDirs({ seed: false });
let db: Db;

beforeEach(async () => {
  db = await processDb();
});

const filter = (query: string) => parseInboxFilter(new URLSearchParams(query));

describe("inbox", () => {
  it("reads a filter from the address and ignores what is malformed", () => {
    expect(filter("status=confirmed&from=2026-09-01&to=2026-09-30&q=%20ana%20&page=2")).toEqual({
      status: "confirmed",
      from: "2026-09-01",
      to: "2026-09-30",
      q: "ana",
      page: 2,
    });
    expect(filter("status=no-show").status).toBe("no-show");
    expect(filter("status=cancelled").status).toBe("cancelled");
    expect(filter("status=deleted&from=01/09/2026&to=2026-02-30&page=-1")).toEqual({ status: null, from: null, to: null, q: "", page: 1 });
  });

  it("lists newest first, a page at a time", async () => {
    for (let i = 0; i < INBOX_PAGE_SIZE + 3; i++) await insertRequest(db, { name: `Guest ${i}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
    const first = await listRequests(filter(""));
    expect(first.total).toBe(INBOX_PAGE_SIZE + 3);
    expect(first.pages).toBe(2);
    expect(first.rows[0]?.name).toBe(`Guest ${INBOX_PAGE_SIZE + 2}`);
    const second = await listRequests(filter("page=2"));
    expect(second.rows.map((r) => r.name)).toEqual(["Guest 2", "Guest 1", "Guest 0"]);
    expect((await listRequests(filter("page=99"))).page).toBe(2);
  });

  it("filters by status, reservation date and text", async () => {
    await insertRequest(db, { name: "Sin reserva" });
    await insertRequest(db, { name: "Septiembre", reservationDate: "2026-09-12", reservationTime: "20:00", area: "Terraza", pax: 4 });
    await insertRequest(db, { name: "Octubre", reservationDate: "2026-10-01", status: "confirmed" });
    const names = async (q: string) => (await requestsMatching(filter(q))).map((r) => r.name).sort();
    expect(await names("status=confirmed")).toEqual(["Octubre"]);
    expect(await names("from=2026-09-01&to=2026-09-30")).toEqual(["Septiembre"]);
    expect(await names("from=2026-09-13")).toEqual(["Octubre"]);
    expect(await names("q=septiem")).toEqual(["Septiembre"]);
    expect(await names("q=100%25")).toEqual([]);
  });

  it("finds a request by the short reference its mails carry, however it is typed", async () => {
    const id = await insertRequest(db, { id: "4f7a1c2e-9d3b-4c1a-8e2f-0123456789ab", name: "Con referencia" });
    await insertRequest(db, { id: "4f7a2000-0000-4000-8000-000000000000", name: "Vecina" });
    const names = async (q: string) => (await requestsMatching(filter(q))).map((r) => r.name);
    expect(requestReference(id)).toBe("R-9XX1");
    for (const typed of ["R-9XX1", "r-9xx1", "R9XX1", " r9xx1 "]) expect(await names(`q=${encodeURIComponent(typed)}`)).toEqual(["Con referencia"]);
    expect(await names("q=R-9XX2")).toEqual(["Vecina"]);
    expect(await names("q=R-0000")).toEqual([]);
  });

  it("changes a status once and records who and when", async () => {
    const id = await insertRequest(db);
    expect(await countNewRequests()).toBe(1);
    const at = new Date(Date.UTC(2026, 4, 1));
    // The guest's mail waits out the undo window (DECISION_UNDO_SECONDS, 60 by default).
    expect(await changeStatus(id, "confirmed", "ana@example.com", "", at)).toEqual({
      outcome: "changed",
      mailQueued: true,
      linkRenewed: false,
      undoUntil: new Date(at.getTime() + 60_000),
    });
    expect(await changeStatus(id, "confirmed", "ana@example.com", "", at)).toEqual({ outcome: "unchanged" });
    expect(await changeStatus("nope", "confirmed", "ana@example.com", "", at)).toEqual({ outcome: "not-found" });
    expect(await countNewRequests()).toBe(0);
    const detail = await requestDetail(id);
    expect(detail?.request.status).toBe("confirmed");
    expect(detail?.changes).toEqual([expect.objectContaining({ status: "confirmed", changedBy: "ana@example.com", changedAt: at })]);
    expect(await db.select().from(requestStatusChanges)).toHaveLength(1);
  });

  it("queues one guest mail with each decision, with the owner's line, and none for other moves", async () => {
    const id = await insertRequest(db);
    expect(await changeStatus(id, "confirmed", "ana@example.com", "Le guardamos la mesa junto a la baranda.")).toMatchObject({ mailQueued: true });
    expect(await changeStatus(id, "no-show", "ana@example.com", "ignored: no mail")).toEqual({ outcome: "changed", mailQueued: false, linkRenewed: false });
    const changes = await db.select().from(requestStatusChanges);
    expect(changes.map((c) => [c.status, c.note])).toEqual([
      ["confirmed", "Le guardamos la mesa junto a la baranda."],
      ["no-show", null],
    ]);
    const mails = await db.select().from(outbox);
    expect(mails).toEqual([expect.objectContaining({ id: `${id}.status.${changes[0]?.id}`, kind: "status", statusChangeId: changes[0]?.id, state: "pending" })]);
  });

  it("refuses a move the status table does not allow, and changes nothing", async () => {
    const id = await insertRequest(db, { status: "declined" });
    expect(await changeStatus(id, "cancelled", "ana@example.com")).toEqual({ outcome: "refused", from: "declined" });
    expect((await requestDetail(id))?.request.status).toBe("declined");
    expect(await db.select().from(requestStatusChanges)).toHaveLength(0);
    expect(await db.select().from(outbox)).toHaveLength(0);
  });

  it("starts the guest's link anew when a settled request is opened again, and keeps it otherwise", async () => {
    const id = await insertRequest(db, { status: "cancelled", manageTokenHash: manageTokenHash(manageToken({ id: "x", manageLinkGeneration: 0 })) });
    const link = async () => (await db.select().from(contactRequests).where(eq(contactRequests.id, id)))[0]!;
    const before = await link();
    expect(await changeStatus(id, "new", "ana@example.com")).toEqual({ outcome: "changed", mailQueued: false, linkRenewed: true });
    const after = await link();
    expect(after.manageLinkGeneration).toBe(before.manageLinkGeneration + 1);
    expect(after.manageTokenHash).toBe(manageTokenHash(manageToken({ id, manageLinkGeneration: after.manageLinkGeneration })));
    expect(await changeStatus(id, "confirmed", "ana@example.com")).toMatchObject({ linkRenewed: false });
    expect((await link()).manageTokenHash).toBe(after.manageTokenHash);
    // A request made before manage links has none to renew.
    const old = await insertRequest(db, { status: "declined" });
    expect(await changeStatus(old, "new", "ana@example.com")).toMatchObject({ linkRenewed: false });
    expect(await db.select({ hash: contactRequests.manageTokenHash }).from(contactRequests).where(eq(contactRequests.id, old))).toEqual([{ hash: null }]);
  });

  it("sends a failed mail again: pending, due now; other states are left alone", async () => {
    const id = await insertRequest(db);
    const failed = await insertMail(db, id, { state: "failed", attempts: 8, lastError: "550 mailbox unavailable" });
    const sent = await insertMail(db, id, { kind: "guest", state: "sent", attempts: 1 });
    const now = new Date(Date.UTC(2026, 4, 1, 12));
    expect(await sendAgain(id, failed, now)).toBe(true);
    expect(await sendAgain(id, sent, now)).toBe(false);
    expect(await sendAgain("another-request", failed, now)).toBe(false);
    const rows = await db.select().from(outbox);
    expect(rows.find((r) => r.id === failed)).toMatchObject({ state: "pending", nextAttemptAt: now, attempts: 0, lastError: "550 mailbox unavailable" });
    expect(rows.find((r) => r.id === sent)).toMatchObject({ state: "sent" });
  });
});
