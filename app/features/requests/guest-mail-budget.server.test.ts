import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { db } from "#app/db.server.ts";
import { outbox } from "#db/schema.ts";
import { GUEST_MAILS_PER_RECIPIENT_PER_DAY } from "./rules/contact-limits.ts";
import { GUEST_MAILS_PER_SENDER_PER_HOUR } from "#app/config-defaults.ts";
import { acknowledgementAtSubmission, guestMailBudgetAtSending } from "./guest-mail-budget.server.ts";
import { outboxId, storeContactRequest } from "./request-queue.server.ts";

freshDataDirs({ seed: false });

const HOUR_MS = 60 * 60_000;
const request = (email: string) => ({ name: "Ana", phone: "", whatsapp: false, email, country: "Cuba", comment: "Hola", reservation: null });

/** A request whose acknowledgement was sent at `sentAt` (or is still queued without it). */
async function acknowledged(email: string, sentAt?: Date): Promise<string> {
  const id = await storeContactRequest(request(email), "en", sentAt ?? new Date());
  if (sentAt) await (await db()).update(outbox).set({ state: "sent", sentAt }).where(eq(outbox.id, outboxId(id, "guest")));
  return id;
}

describe("the guest-mail budgets", () => {
  it("counts an address's acknowledgements sent in the last day or still queued, in any case, but not withheld ones", async () => {
    const now = new Date();
    await acknowledged("ana@example.org", new Date(now.getTime() - 25 * HOUR_MS));
    await acknowledged("ANA@example.org", new Date(now.getTime() - 2 * HOUR_MS));
    await storeContactRequest(request("ana@example.org"), "en", now, { acknowledgementWithheld: "budget-sender" });
    for (let i = 1; i < GUEST_MAILS_PER_RECIPIENT_PER_DAY; i++) {
      await acknowledged("Ana@Example.org");
      const client = `192.0.2.${i}`;
      expect(await acknowledgementAtSubmission("ana@example.org", client, now), `mail ${i + 1}`).toBe(
        i + 1 < GUEST_MAILS_PER_RECIPIENT_PER_DAY ? undefined : "budget-recipient-day",
      );
    }
  });

  it("gives each sender its allowance an hour, an IPv6 /56 counting as one sender, and charges nothing for a mail the address's budget withholds", async () => {
    const now = new Date();
    const verdicts: unknown[] = [];
    for (let i = 0; i <= GUEST_MAILS_PER_SENDER_PER_HOUR; i++) {
      verdicts.push(await acknowledgementAtSubmission(`guest-${i}@example.org`, `2001:db8:77:${i}::1`, now));
    }
    expect(verdicts).toEqual([...Array<undefined>(GUEST_MAILS_PER_SENDER_PER_HOUR).fill(undefined), "budget-sender"]);
    expect(await acknowledgementAtSubmission("someone@example.org", "2001:db8:78::1", now)).toBeUndefined();
    expect(await acknowledgementAtSubmission("someone@example.org", "2001:db8:77::2", new Date(now.getTime() + HOUR_MS))).toBeUndefined();

    for (let i = 0; i < GUEST_MAILS_PER_RECIPIENT_PER_DAY; i++) await acknowledged("full@example.org");
    for (let i = 0; i <= GUEST_MAILS_PER_SENDER_PER_HOUR; i++) {
      expect(await acknowledgementAtSubmission("full@example.org", "198.51.100.9", now)).toBe("budget-recipient-day");
    }
    expect(await acknowledgementAtSubmission("other@example.org", "198.51.100.9", now)).toBeUndefined();
  });

  it("over the hour's budget, says when the oldest mail of the hour leaves it", async () => {
    const now = new Date();
    const oldest = new Date(now.getTime() - 50 * 60_000);
    await acknowledged("a@example.org", new Date(now.getTime() - 2 * HOUR_MS));
    await acknowledged("b@example.org", oldest);
    await acknowledged("c@example.org", new Date(now.getTime() - 10 * 60_000));
    expect(await guestMailBudgetAtSending("d@example.org", now, 3)).toEqual({ over: false });
    expect(await guestMailBudgetAtSending("d@example.org", now, 2)).toEqual({ over: true, reason: "budget-hour", freesAt: new Date(oldest.getTime() + HOUR_MS + 1) });
    expect(await guestMailBudgetAtSending("d@example.org", now, 0)).toMatchObject({ over: true, reason: "budget-hour" });
  });
});
