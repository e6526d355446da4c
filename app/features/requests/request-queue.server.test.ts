import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#db/client.ts";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { db as processDb } from "#app/db.server.ts";
import { contactRequests, outbox } from "#db/schema.ts";
import { acknowledgementWithheldOf, outboxId, storeContactRequest } from "./request-queue.server.ts";
import { mailStatesOf, onOutboxWork, sendMailAgain } from "../outbox/outbox.server.ts";

// One DATA_DIR for the file, as before: the tests below share its rows.
freshDataDirs({ each: false, seed: false });
let db: Db;
beforeAll(async () => {
  db = await processDb();
});

const request = {
  name: "Ana",
  phone: "",
  whatsapp: false,
  email: "ana@example.org",
  country: "Cuba",
  comment: "Hola",
  reservation: { date: "2027-01-02", time: "13:00", area: "Interior" as const, pax: 3 },
};

describe("the outbox", () => {
  it("stores a request and both of its mails together, and wakes the worker", async () => {
    let woken = 0;
    const stop = onOutboxWork(() => woken++);
    const id = await storeContactRequest(request, "es", new Date("2026-11-21T12:00:00Z"));
    stop();
    expect(woken).toBe(1);
    const [stored] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
    expect(stored).toMatchObject({ lang: "es", reservationDate: "2027-01-02", reservationTime: "13:00", area: "Interior", pax: 3, status: "new" });
    const mails = await mailStatesOf(id);
    expect(mails.map((m) => [m.id, m.kind, m.state, m.attempts])).toEqual([
      [outboxId(id, "guest"), "guest", "pending", 0],
      [outboxId(id, "owner"), "owner", "pending", 0],
    ]);
  });

  it("stores an acknowledgement over a budget as withheld, with its reason, beside the owners' mail still to send", async () => {
    const id = await storeContactRequest(request, "en", new Date("2026-11-21T12:00:00Z"), { acknowledgementWithheld: "budget-sender" });
    const mails = await mailStatesOf(id);
    expect(mails.map((m) => [m.kind, m.state, m.lastError])).toEqual([
      ["guest", "withheld", "budget-sender"],
      ["owner", "pending", null],
    ]);
    expect(await acknowledgementWithheldOf(id)).toBe("budget-sender");
    const queued = await storeContactRequest(request, "en");
    expect(await acknowledgementWithheldOf(queued)).toBeUndefined();
  });

  it("stores nothing when the transaction fails", async () => {
    const before = (await db.select().from(contactRequests)).length;
    await expect(storeContactRequest({ ...request, name: null as unknown as string }, "en")).rejects.toThrow();
    expect((await db.select().from(contactRequests)).length).toBe(before);
    expect((await db.select().from(outbox)).length).toBe(before * 2);
  });

  it("'send again' puts only a failed mail back in the queue", async () => {
    const id = await storeContactRequest(request, "en");
    const guest = outboxId(id, "guest");
    expect(await sendMailAgain(guest)).toBe(false);
    await db.update(outbox).set({ state: "failed", attempts: 30, lastError: "550 no such user" }).where(eq(outbox.id, guest));
    let woken = 0;
    const stop = onOutboxWork(() => woken++);
    const now = new Date("2026-11-22T08:00:00Z");
    expect(await sendMailAgain(guest, now)).toBe(true);
    stop();
    expect(woken).toBe(1);
    const [row] = await db.select().from(outbox).where(eq(outbox.id, guest));
    expect(row).toMatchObject({ state: "pending", attempts: 0, lastError: null, nextAttemptAt: now });
    // A second click does nothing: the mail is no longer failed.
    expect(await sendMailAgain(guest)).toBe(false);
  });
});
