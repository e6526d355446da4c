import fs from "node:fs";
import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { contactRequests, outbox, requestStatusChanges } from "#db/schema.ts";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { eventually } from "#tests/support/site/eventually.ts";
import { config } from "#app/config.server.ts";
import { db } from "#app/db.server.ts";
import { manageToken, manageTokenHash } from "#app/features/requests/manage-token.server.ts";
import { createMailTransport, mailAddresses, mailFolder } from "#app/features/outbox/mail-transport.server.ts";
import { statusMailId } from "#app/features/requests/request-queue.server.ts";
import { startOutboxWorker } from "#app/features/outbox/outbox-worker.server.ts";
import "#app/message-kinds.server.ts";
import { changeStatus } from "../inbox/inbox.server.ts";
import { storeBooking } from "./booking.server.ts";
import type { BookingValue } from "./rules/booking-schema.ts";

const data = freshDataDirs({ seed: false });
const at = new Date("2026-11-28T22:15:00Z");

const booking = (input: Partial<BookingValue> = {}): BookingValue => ({
  name: "  ana pérez ",
  phone: "+53 5 123 4567",
  whatsapp: true,
  fecha: "28/11/2026",
  hora: "7:30 PM",
  area: "Terraza",
  pax: 3,
  source: "door",
  guestLang: "es",
  sendConfirmation: false,
  bookAnyway: false,
  ...input,
});

async function rowsOf(id: string) {
  const database = await db();
  const [request] = await database.select().from(contactRequests).where(eq(contactRequests.id, id));
  const changes = await database.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, id));
  const mails = await database.select().from(outbox).where(eq(outbox.requestId, id));
  return { request: request!, changes, mails };
}

describe("a booking entered by hand", () => {
  it("is stored confirmed, with its source, the owner's status change and a manage token, and mails no one unasked", async () => {
    const stored = await storeBooking(booking(), "owner@example.com", at);
    expect(stored).toEqual({ id: stored.id, date: "2026-11-28", mailQueued: false });
    const { request, changes, mails } = await rowsOf(stored.id);
    expect(request).toMatchObject({
      status: "confirmed",
      source: "door",
      lang: "es",
      name: "Ana Pérez", // normalised as the public form's requests are
      phone: "+5351234567",
      whatsapp: true,
      email: "",
      country: "",
      comment: "",
      reservationDate: "2026-11-28",
      reservationTime: "19:30",
      area: "Terraza",
      pax: 3,
      createdAt: at,
      manageTokenHash: manageTokenHash(manageToken({ id: stored.id, manageLinkGeneration: 0 })),
    });
    expect(changes).toMatchObject([{ status: "confirmed", changedBy: "owner@example.com", changedAt: at, note: null }]);
    // Neither the owners' "new request" mail nor the guest's acknowledgement: only a decision mail, when asked.
    expect(mails).toEqual([]);
  });

  it("queues one confirmation, as the inbox's confirm does, when asked and an e-mail is given", async () => {
    const stored = await storeBooking(booking({ email: "ana@example.org", sendConfirmation: true, guestLang: "en" }), "owner@example.com", at);
    expect(stored.mailQueued).toBe(true);
    const { request, changes, mails } = await rowsOf(stored.id);
    expect(request.email).toBe("ana@example.org");
    expect(mails).toMatchObject([{ id: statusMailId(stored.id, changes[0]!.id), kind: "status", statusChangeId: changes[0]!.id, state: "pending" }]);
  });

  it("does not mail an e-mail the owner did not ask to use", async () => {
    const stored = await storeBooking(booking({ email: "ana@example.org", sendConfirmation: false }), "owner@example.com", at);
    expect(stored.mailQueued).toBe(false);
    expect((await rowsOf(stored.id)).mails).toEqual([]);
  });

  it("never mails the empty address: a later decision queues nothing, and the worker withholds a guest mail without one", async () => {
    const stored = await storeBooking(booking(), "owner@example.com", at);
    expect(await changeStatus(stored.id, "cancelled", "owner@example.com", "Lo sentimos", at)).toEqual({ outcome: "changed", mailQueued: false, linkRenewed: false });
    expect((await rowsOf(stored.id)).mails).toEqual([]);

    // Whoever queues one anyway (a reminder, a status mail), the worker sends nothing to "".
    const database = await db();
    const [change] = (await rowsOf(stored.id)).changes;
    const id = statusMailId(stored.id, change!.id);
    await database.insert(outbox).values({ id, requestId: stored.id, kind: "status", statusChangeId: change!.id, nextAttemptAt: new Date() });
    const worker = startOutboxWorker({
      transport: createMailTransport({ DATA_DIR: data.dir, SMTP_URL: undefined }),
      addresses: mailAddresses(config()),
      log: pino({ level: "silent" }),
      retryBaseMs: 50,
    });
    try {
      const row = await eventually(async () => {
        const [r] = await database.select().from(outbox).where(eq(outbox.id, id));
        return r?.state === "pending" || r?.state === "sending" ? undefined : r;
      });
      expect(row).toMatchObject({ state: "withheld", lastError: "no-address" });
    } finally {
      await worker.stop();
    }
    expect(fs.existsSync(mailFolder(data.dir)) ? fs.readdirSync(mailFolder(data.dir)) : []).toEqual([]);
  });
});
