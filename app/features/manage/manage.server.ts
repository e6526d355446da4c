import { asc, count, eq } from "drizzle-orm";
import { contactRequests, guestMessages, outbox, requestStatusChanges } from "../../../db/schema";
import { db } from "../../db.server";
import { manageTokenHash } from "../requests/manage-token.server.ts";
import { notifyOutbox } from "../requests/outbox.server";
import { GUEST_ACTOR, GUEST_MESSAGES_MAX, guestMayCancel, isManageLinkExpired } from "./rules/manage-rules";

// The guest's manage page's reads and writes (docs/decisions/0018-reservation-links.md). A request
// is found ONLY by the SHA-256 of the presented token, through the unique index on
// contact_requests.manage_token_hash: a malformed or wrong token is hashed and looked up the
// same way, so the answer's time says nothing about how close a guess came. Each change the
// guest makes is stored with the owners' notice in ONE transaction (the outbox).

export type ManagedRequest = typeof contactRequests.$inferSelect;

export type ManageLookup = { outcome: "found"; request: ManagedRequest } | { outcome: "expired" } | { outcome: "not-found" };

export async function findByManageToken(token: string, now = new Date()): Promise<ManageLookup> {
  const database = await db();
  const [request] = await database
    .select()
    .from(contactRequests)
    .where(eq(contactRequests.manageTokenHash, manageTokenHash(token)))
    .limit(1);
  if (!request) return { outcome: "not-found" };
  if (isManageLinkExpired(request, now)) return { outcome: "expired" };
  return { outcome: "found", request };
}

/** The outbox id of the owners' notice about a guest's cancellation (one change, one notice). */
export function cancelNoticeId(requestId: string, changeId: number): string {
  return `${requestId}.notice.c${changeId}`;
}

/** The outbox id of the owners' notice carrying a guest's message. */
export function messageNoticeId(requestId: string, messageId: number): string {
  return `${requestId}.notice.m${messageId}`;
}

export type GuestCancelResult = { outcome: "cancelled" } | { outcome: "already-cancelled" } | { outcome: "refused" };

/**
 * The guest cancels: the request moves to 'cancelled', recorded as changed by the guest, and
 * the owners' notice is queued, all in one transaction that reads the status it changes
 * (a second click finds it cancelled and changes nothing).
 */
export async function cancelByGuest(requestId: string, now = new Date()): Promise<GuestCancelResult> {
  const database = await db();
  const result = await database.transaction(
    async (tx): Promise<GuestCancelResult> => {
      const [current] = await tx.select({ status: contactRequests.status }).from(contactRequests).where(eq(contactRequests.id, requestId));
      if (!current) return { outcome: "refused" };
      if (current.status === "cancelled") return { outcome: "already-cancelled" };
      if (!guestMayCancel(current.status)) return { outcome: "refused" };
      await tx.update(contactRequests).set({ status: "cancelled" }).where(eq(contactRequests.id, requestId));
      const [change] = await tx
        .insert(requestStatusChanges)
        .values({ requestId, status: "cancelled", note: null, changedBy: GUEST_ACTOR, changedAt: now })
        .returning({ id: requestStatusChanges.id });
      await tx.insert(outbox).values({
        id: cancelNoticeId(requestId, change!.id),
        requestId,
        kind: "notice",
        statusChangeId: change!.id,
        nextAttemptAt: now,
        createdAt: now,
      });
      return { outcome: "cancelled" };
    },
    { behavior: "immediate" },
  );
  if (result.outcome === "cancelled") notifyOutbox();
  return result;
}

/**
 * The guest asks for a change: their message joins the request's history and the owners'
 * notice is queued with it. A request takes at most GUEST_MESSAGES_MAX messages, so a link
 * cannot be used to flood the owners' mailbox.
 */
export async function askForChange(requestId: string, message: string, now = new Date()): Promise<"sent" | "too-many"> {
  const database = await db();
  const outcome = await database.transaction(
    async (tx) => {
      const [sent] = await tx.select({ n: count() }).from(guestMessages).where(eq(guestMessages.requestId, requestId));
      if ((sent?.n ?? 0) >= GUEST_MESSAGES_MAX) return "too-many" as const;
      const [row] = await tx.insert(guestMessages).values({ requestId, message, createdAt: now }).returning({ id: guestMessages.id });
      await tx.insert(outbox).values({
        id: messageNoticeId(requestId, row!.id),
        requestId,
        kind: "notice",
        guestMessageId: row!.id,
        nextAttemptAt: now,
        createdAt: now,
      });
      return "sent" as const;
    },
    { behavior: "immediate" },
  );
  if (outcome === "sent") notifyOutbox();
  return outcome;
}

/** A request's messages from its guest, oldest first (the inbox's history). */
export async function guestMessagesOf(requestId: string) {
  const database = await db();
  return database.select().from(guestMessages).where(eq(guestMessages.requestId, requestId)).orderBy(asc(guestMessages.createdAt), asc(guestMessages.id));
}
