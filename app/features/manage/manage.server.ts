import { and, asc, count, eq, isNotNull } from "drizzle-orm";
import { contactRequests, guestMessages, outbox, requestStatusChanges } from "#db/schema.ts";
import type { Db } from "#db/client.ts";
import { db } from "#app/db.server.ts";
import { manageToken, manageTokenHash } from "../requests/manage-token.server.ts";
import { notifyOutbox } from "../outbox/outbox.server.ts";
import { GUEST_ACTOR, GUEST_MESSAGES_MAX, guestActionClosed, isManageLinkExpired, type ActionClosed } from "./rules/manage-rules.ts";

// The guest's manage page's reads and writes (docs/decisions/0018-reservation-links.md). A request
// is found ONLY by the SHA-256 of the presented token, through the unique index on
// contact_requests.manage_token_hash: a malformed or wrong token is hashed and looked up the
// same way, so the answer's time says nothing about how close a guess came. Each change the
// guest makes is stored with the owners' notice in ONE transaction (the outbox), which also
// checks the action's window (./rules/manage-rules.ts) against the request as it is then.

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

export type GuestCancelResult = { outcome: "cancelled" } | { outcome: "already-cancelled" } | { outcome: "closed"; why: ActionClosed };

/** What the windows of the guest's actions read: the request as it is inside the transaction. */
const windowColumns = {
  status: contactRequests.status,
  reservationDate: contactRequests.reservationDate,
  reservationTime: contactRequests.reservationTime,
};

/**
 * The guest cancels: the request moves to 'cancelled', recorded as changed by the guest, and
 * the owners' notice is queued, all in one transaction that reads the status it changes
 * (a second click finds it cancelled and changes nothing). Outside the cancel window (a
 * settled request, a reservation already begun) nothing changes.
 */
export async function cancelByGuest(requestId: string, now = new Date()): Promise<GuestCancelResult> {
  const database = await db();
  const result = await database.transaction(
    async (tx): Promise<GuestCancelResult> => {
      const [current] = await tx.select(windowColumns).from(contactRequests).where(eq(contactRequests.id, requestId));
      if (!current) return { outcome: "closed", why: "settled" };
      if (current.status === "cancelled") return { outcome: "already-cancelled" };
      const closed = guestActionClosed("cancel", current, now);
      if (closed) return { outcome: "closed", why: closed };
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

export type AskResult = { outcome: "sent" } | { outcome: "too-many" } | { outcome: "closed"; why: ActionClosed };

/**
 * The guest asks for a change: their message joins the request's history and the owners'
 * notice is queued with it. Only inside the message window (an open request whose reservation
 * has not begun), and at most GUEST_MESSAGES_MAX messages a request, so a link cannot be used
 * to flood the owners' mailbox.
 */
export async function askForChange(requestId: string, message: string, now = new Date()): Promise<AskResult> {
  const database = await db();
  const result = await database.transaction(
    async (tx): Promise<AskResult> => {
      const [current] = await tx.select(windowColumns).from(contactRequests).where(eq(contactRequests.id, requestId));
      if (!current) return { outcome: "closed", why: "settled" };
      const closed = guestActionClosed("ask", current, now);
      if (closed) return { outcome: "closed", why: closed };
      const [sent] = await tx.select({ n: count() }).from(guestMessages).where(eq(guestMessages.requestId, requestId));
      if ((sent?.n ?? 0) >= GUEST_MESSAGES_MAX) return { outcome: "too-many" };
      const [row] = await tx.insert(guestMessages).values({ requestId, message, createdAt: now }).returning({ id: guestMessages.id });
      await tx.insert(outbox).values({
        id: messageNoticeId(requestId, row!.id),
        requestId,
        kind: "notice",
        guestMessageId: row!.id,
        nextAttemptAt: now,
        createdAt: now,
      });
      return { outcome: "sent" };
    },
    { behavior: "immediate" },
  );
  if (result.outcome === "sent") notifyOutbox();
  return result;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Starts the guest's link anew inside the caller's transaction: the next generation, and the
 * hash of its token in place of the old one, so every earlier link finds nothing (as an unknown
 * link) and the next mail prints the new one. A request without a link (made before manage
 * links) keeps having none. True when a link was renewed.
 */
export async function renewManageLink(tx: Tx, requestId: string): Promise<boolean> {
  const [current] = await tx
    .select({ generation: contactRequests.manageLinkGeneration })
    .from(contactRequests)
    .where(and(eq(contactRequests.id, requestId), isNotNull(contactRequests.manageTokenHash)));
  if (!current) return false;
  const next = current.generation + 1;
  await tx
    .update(contactRequests)
    .set({ manageLinkGeneration: next, manageTokenHash: manageTokenHash(manageToken({ id: requestId, manageLinkGeneration: next })) })
    .where(eq(contactRequests.id, requestId));
  return true;
}

/** The owners end a guest's link (from the request's page): false when the request has none. */
export async function revokeManageLink(requestId: string): Promise<boolean> {
  const database = await db();
  return database.transaction((tx) => renewManageLink(tx, requestId), { behavior: "immediate" });
}

/** A request's messages from its guest, oldest first (the inbox's history). */
export async function guestMessagesOf(requestId: string) {
  const database = await db();
  return database.select().from(guestMessages).where(eq(guestMessages.requestId, requestId)).orderBy(asc(guestMessages.createdAt), asc(guestMessages.id));
}
