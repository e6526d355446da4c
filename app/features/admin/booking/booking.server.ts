import { randomUUID } from "node:crypto";
import { contactRequests } from "#db/schema.ts";
import type { Lang } from "#app/lib/lang.ts";
import { db } from "#app/db.server.ts";
import { contactRequestRow, recordStatusChange } from "#app/features/requests/request-queue.server.ts";
import { notifyOutbox } from "#app/features/outbox/outbox.server.ts";
import { toContactRequest } from "#app/features/requests/rules/contact-request.ts";
import type { BookingSource, BookingValue } from "./rules/booking-schema.ts";

// A booking an owner takes by hand (docs/product.md §13): stored like a request from the site
// (same normalising of name, phone and notes, a manage-link token hash), but already confirmed,
// with that change in its history under the owner's name, and without the two mails of a public
// request (the owners know; the guest gets no "we received your request").

/** `date`: the reservation's ISO date (yyyy-MM-dd). */
export type StoredBooking = { id: string; date: string; mailQueued: boolean };

/**
 * Stores the booking as 'confirmed' with its status change and, when the owner asked for it and
 * gave an e-mail, queues the guest's confirmation, all in ONE transaction, exactly as a
 * confirmation from the inbox does (changeStatus in app/features/admin/inbox/inbox.server.ts):
 * the mail's outbox id comes from the change's id, so one booking is at most one mail.
 * Without an e-mail the row keeps "" (the column is NOT NULL) and no guest mail is ever queued
 * for it (the outbox worker also refuses a guest mail without an address).
 */
export async function storeBooking(value: BookingValue, by: string, now = new Date()): Promise<StoredBooking> {
  const request = toContactRequest({
    ...value,
    email: value.email ?? "",
    country: value.country ?? "",
    comment: value.comment ?? "",
    reservation: true,
    captcha: "",
  });
  const database = await db();
  const id = randomUUID();
  const mail = value.sendConfirmation && request.email !== "";
  const source: BookingSource = value.source;
  const lang: Lang = value.guestLang;
  await database.transaction(
    async (tx) => {
      await tx.insert(contactRequests).values({ ...contactRequestRow(id, request, lang, now, "confirmed"), source });
      await recordStatusChange(tx, { requestId: id, status: "confirmed", note: null, by, now, mail });
    },
    { behavior: "immediate" },
  );
  if (mail) notifyOutbox();
  return { id, date: request.reservation?.date ?? "", mailQueued: mail };
}
