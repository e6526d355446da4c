import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { contactRequests, outbox, requestStatusChanges } from "#db/schema.ts";
import type { Db } from "#db/client.ts";
import type { ContactRequest } from "./rules/contact-request.ts";
import type { Lang } from "#app/lib/lang.ts";
import type { RequestStatus } from "./rules/request-status.ts";
import { db } from "#app/db.server.ts";
import { manageToken, manageTokenHash } from "./manage-token.server.ts";
import { telegramOutboxId } from "./rules/daily-mails.ts";
import { isAcknowledgementWithheldReason, type AcknowledgementWithheldReason } from "./rules/contact-limits.ts";
import { notifyOutbox } from "../outbox/outbox.server.ts";

// A request's messages in the outbox (docs/product.md §7.3, §7.4): a request and the two mails it
// causes are written in one transaction, so a request answered 201 always has its mails
// queued, and mail is sent later by app/features/outbox/outbox-worker.server.ts, which survives SMTP
// outages and restarts.
type RequestMailKind = "owner" | "guest";
export const requestMailKinds: readonly RequestMailKind[] = ["owner", "guest"];

/** The outbox id of a request's mail; it is also the mail's Message-ID (see mail-message-id). */
export function outboxId(requestId: string, kind: RequestMailKind): string {
  return `${requestId}.${kind}`;
}

/** The outbox id of the guest's mail about one status change: one change, one mail, whatever happens. */
export function statusMailId(requestId: string, statusChangeId: number): string {
  return `${requestId}.status.${statusChangeId}`;
}

export type StoreOptions = {
  /** Telegram is configured (app/features/outbox/telegram.server.ts): also queue the owners' Telegram message. */
  telegram?: boolean;
  /**
   * The guest's acknowledgement is over a budget (app/features/requests/guest-mail-budget.server.ts):
   * its row is stored 'withheld' with the reason, never sent, and the owners' mail says so.
   */
  acknowledgementWithheld?: AcknowledgementWithheldReason;
};

/** Stores a request and queues its owner and guest mails (and Telegram message) in ONE transaction; returns the request id. */
export async function storeContactRequest(request: ContactRequest, lang: Lang, now = new Date(), options: StoreOptions = {}): Promise<string> {
  const database = await db();
  const id = randomUUID();
  await database.transaction(async (tx) => {
    await tx.insert(contactRequests).values(contactRequestRow(id, request, lang, now));
    const withheld = options.acknowledgementWithheld;
    await tx.insert(outbox).values(
      requestMailKinds.map((kind) => ({
        id: outboxId(id, kind),
        requestId: id,
        kind,
        nextAttemptAt: now,
        createdAt: now,
        ...(kind === "guest" && withheld ? { state: "withheld" as const, lastError: withheld } : {}),
      })),
    );
    if (options.telegram) {
      await tx.insert(outbox).values({ id: telegramOutboxId(id), requestId: id, kind: "telegram", nextAttemptAt: now, createdAt: now });
    }
  });
  notifyOutbox();
  return id;
}

/**
 * A request's row, from the site's form or an owner's booking (app/features/admin/booking/booking.server.ts):
 * the same columns in one place, with the hash of its manage link's token. Status "new" unless `status` says otherwise.
 */
export function contactRequestRow(id: string, request: ContactRequest, lang: Lang, now: Date, status?: RequestStatus): typeof contactRequests.$inferInsert {
  const { reservation } = request;
  return {
    id,
    createdAt: now,
    lang,
    name: request.name,
    phone: request.phone,
    whatsapp: request.whatsapp,
    email: request.email,
    country: request.country,
    comment: request.comment,
    reservationDate: reservation?.date ?? null,
    reservationTime: reservation?.time ?? null,
    area: reservation?.area ?? null,
    pax: reservation?.pax ?? null,
    ...(status ? { status } : {}),
    manageTokenHash: manageTokenHash(manageToken({ id, manageLinkGeneration: 0 })),
  };
}

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type StatusChange = {
  requestId: string;
  status: RequestStatus;
  note: string | null;
  by: string;
  now: Date;
  /** The guest hears of it. */
  mail: boolean;
  /** When the mail may leave: later than `now` while the owner can still undo (app/features/requests/rules/decision-steps.ts). */
  mailAt?: Date;
};

/**
 * A status change in a request's history (an owner's, from the inbox or a booking taken by hand)
 * and, when the guest is to hear of it, their mail, inside the caller's transaction: the mail's
 * outbox id comes from the change's id, so one change is at most one mail.
 */
export async function recordStatusChange(tx: Tx, { requestId, status, note, by, now, mail, mailAt = now }: StatusChange): Promise<number | undefined> {
  const [change] = await tx
    .insert(requestStatusChanges)
    .values({ requestId, status, note, changedBy: by, changedAt: now })
    .returning({ id: requestStatusChanges.id });
  if (!mail || !change) return change?.id;
  await tx.insert(outbox).values({
    id: statusMailId(requestId, change.id),
    requestId,
    kind: "status",
    statusChangeId: change.id,
    nextAttemptAt: mailAt,
    createdAt: now,
  });
  return change.id;
}

/** Why the request's acknowledgement was withheld when it was stored, if it was (see StoreOptions). */
export async function acknowledgementWithheldOf(requestId: string): Promise<AcknowledgementWithheldReason | undefined> {
  const database = await db();
  const [row] = await database
    .select({ state: outbox.state, lastError: outbox.lastError })
    .from(outbox)
    .where(eq(outbox.id, outboxId(requestId, "guest")));
  return row?.state === "withheld" && isAcknowledgementWithheldReason(row.lastError) ? row.lastError : undefined;
}
