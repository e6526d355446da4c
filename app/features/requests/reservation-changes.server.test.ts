import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { contactRequests, outbox, reservationChanges } from "#db/schema.ts";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { eventually } from "#tests/support/site/eventually.ts";
import { config } from "#app/config.server.ts";
import { db } from "#app/db.server.ts";
import { createMailTransport, mailAddresses, mailFolder } from "#app/features/outbox/mail-transport.server.ts";
import { startOutboxWorker } from "#app/features/outbox/outbox-worker.server.ts";
import "#app/message-kinds.server.ts";
import { contactRequestRow } from "./request-queue.server.ts";
import { changedMailId, changeReservation, reservationSequence } from "./reservation-changes.server.ts";
import type { RequestStatus } from "./rules/request-status.ts";

// An owner's change of a reservation on a real SQLite file, and the outbox worker writing its
// mail as a file: the history, and ONE mail however many changes were made before it left.

const data = freshDataDirs({ seed: false });
const at = new Date("2026-11-28T22:15:00Z");
const OWNER = "owner@example.com";

async function stored(status: RequestStatus, email = "ana@example.org"): Promise<string> {
  const id = crypto.randomUUID();
  const request = {
    name: "Ana Pérez",
    phone: "",
    whatsapp: false,
    email,
    country: "Cuba",
    comment: "",
    reservation: { date: "2027-03-10", time: "20:30", area: "Terraza" as const, pax: 4 },
  };
  await (await db()).insert(contactRequests).values(contactRequestRow(id, request, "es", at, status));
  return id;
}

async function rowsOf(id: string) {
  const database = await db();
  const [request] = await database.select().from(contactRequests).where(eq(contactRequests.id, id));
  const changes = await database.select().from(reservationChanges).where(eq(reservationChanges.requestId, id));
  const mails = await database.select().from(outbox).where(eq(outbox.requestId, id));
  return { request: request!, changes, mails };
}

async function sendQueued(ids: readonly string[]) {
  const worker = startOutboxWorker({
    transport: createMailTransport({ DATA_DIR: data.dir, SMTP_URL: undefined }),
    addresses: mailAddresses(config()),
    log: pino({ level: "silent" }),
    retryBaseMs: 50,
  });
  try {
    const database = await db();
    return await eventually(async () => {
      const rows = await Promise.all(ids.map(async (id) => (await database.select().from(outbox).where(eq(outbox.id, id)))[0]));
      return rows.every((r) => r && r.state !== "pending" && r.state !== "sending") ? rows : undefined;
    });
  } finally {
    await worker.stop();
  }
}

async function mailFiles() {
  const folder = mailFolder(data.dir);
  const names = fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith(".eml")) : [];
  return Promise.all(names.map(async (n) => simpleParser(fs.readFileSync(path.join(folder, n)))));
}

describe("an owner's change of a reservation", () => {
  it("records from → to, who and when, and a second change before the mail left still makes one mail, telling the latest", async () => {
    const id = await stored("confirmed");
    const first = await changeReservation(id, { date: "2027-03-10", time: "21:30", area: "Terraza", pax: 5 }, OWNER, "", at);
    expect(first).toEqual({ outcome: "changed", mailQueued: true, mailWaiting: false });
    const later = new Date(at.getTime() + 60_000);
    const second = await changeReservation(id, { date: "2027-03-11", time: "22:00", area: "Interior", pax: 6 }, OWNER, "Como pediste.", later);
    expect(second).toEqual({ outcome: "changed", mailQueued: false, mailWaiting: true });

    const { request, changes, mails } = await rowsOf(id);
    expect(request).toMatchObject({ status: "confirmed", reservationDate: "2027-03-11", reservationTime: "22:00", area: "Interior", pax: 6 });
    expect(changes).toMatchObject([
      { fromDate: "2027-03-10", fromTime: "20:30", fromArea: "Terraza", fromPax: 4, toDate: "2027-03-10", toTime: "21:30", toArea: "Terraza", toPax: 5, changedBy: OWNER, changedAt: at, note: null },
      { fromDate: "2027-03-10", fromTime: "21:30", fromArea: "Terraza", fromPax: 5, toDate: "2027-03-11", toTime: "22:00", toArea: "Interior", toPax: 6, changedAt: later, note: "Como pediste." },
    ]);
    expect(mails).toMatchObject([{ id: changedMailId(id, changes[0]!.id), kind: "changed", state: "pending" }]);
    expect(await reservationSequence(id)).toBe(2);

    expect(await sendQueued([mails[0]!.id])).toMatchObject([{ state: "sent" }]);
    const [mail, ...more] = await mailFiles();
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Tu reserva ha cambiado: .*, 10:00 PM – /);
    expect(mail!.text).toContain("Ahora es para 6 personas el");
    expect(mail!.text).toContain("Como pediste.");
    const ics = mail!.attachments.find((a) => a.filename === "reservation.ics")!.content.toString("utf8");
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
    expect(event.uid).toBe(`${id}@${mailAddresses(config()).from.split("@")[1]}`);
    expect(event.sequence).toBe(2);
    expect([event.startDate.day, event.startDate.hour]).toEqual([11, 22]);
  });

  it("a request not yet confirmed takes the change without a mail; a settled one refuses it; the same values change nothing", async () => {
    const fresh = await stored("new");
    expect(await changeReservation(fresh, { date: "2027-03-10", time: "20:30", area: "Terraza", pax: 2 }, OWNER, "unsent line", at)).toEqual({
      outcome: "changed",
      mailQueued: false,
      mailWaiting: false,
    });
    expect((await rowsOf(fresh)).mails).toEqual([]);
    expect((await rowsOf(fresh)).changes).toMatchObject([{ toPax: 2, note: null }]);

    const cancelled = await stored("cancelled");
    expect(await changeReservation(cancelled, { date: "2027-03-10", time: "21:00", area: "Terraza", pax: 4 }, OWNER)).toEqual({ outcome: "refused", status: "cancelled" });
    expect((await rowsOf(cancelled)).request.reservationTime).toBe("20:30");

    const confirmed = await stored("confirmed");
    expect(await changeReservation(confirmed, { date: "2027-03-10", time: "20:30", area: "Terraza", pax: 4 }, OWNER)).toEqual({ outcome: "unchanged" });
    expect(await rowsOf(confirmed)).toMatchObject({ changes: [], mails: [] });
    expect(await changeReservation("no-such-request", { date: "2027-03-10", time: "20:30", area: "Terraza", pax: 4 }, OWNER)).toEqual({ outcome: "not-found" });
  });

  it("withholds the mail of a reservation cancelled before it left, and queues none for a guest without an e-mail", async () => {
    const id = await stored("confirmed");
    await changeReservation(id, { date: "2027-03-10", time: "21:00", area: "Terraza", pax: 4 }, OWNER, "", at);
    await (await db()).update(contactRequests).set({ status: "cancelled" }).where(eq(contactRequests.id, id));
    const door = await stored("confirmed", "");
    expect(await changeReservation(door, { date: "2027-03-10", time: "21:00", area: "Terraza", pax: 4 }, OWNER, "", at)).toMatchObject({ mailQueued: false });
    const [mail] = (await rowsOf(id)).mails;
    expect(await sendQueued([mail!.id])).toMatchObject([{ state: "withheld", lastError: "no longer confirmed (cancelled)" }]);
    expect(await mailFiles()).toEqual([]);
  });
});
