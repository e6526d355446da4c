import { and, count, eq, exists, gt, isNull, lt, max, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contactRequests, guestMessages, requestStatusChanges } from "#db/schema.ts";
import { GUEST_ACTOR } from "#app/features/manage/rules/manage-rules.ts";
import { db } from "#app/db.server.ts";

// What a guest did from their page (a message, a cancellation) that no owner has seen yet: the
// inbox marks the request's card and the navigation's badge counts it, until an owner opens the
// request's page (docs/owners-guide.md). One marker per request (owner_seen_guest_at), shared by
// every owner: whoever opens the request has seen it for all.

/** Unread for the owners: later than the latest guest activity an owner has seen on the request's page. */
function unseen(at: typeof guestMessages.createdAt | typeof requestStatusChanges.changedAt): SQL {
  return or(isNull(contactRequests.ownerSeenGuestAt), gt(at, contactRequests.ownerSeenGuestAt))!;
}

function unreadMessageOf(database: Db): SQL {
  return exists(
    database
      .select({ one: sql`1` })
      .from(guestMessages)
      .where(and(eq(guestMessages.requestId, contactRequests.id), unseen(guestMessages.createdAt))),
  );
}

function unreadCancellationOf(database: Db): SQL {
  return exists(
    database
      .select({ one: sql`1` })
      .from(requestStatusChanges)
      .where(
        and(
          eq(requestStatusChanges.requestId, contactRequests.id),
          eq(requestStatusChanges.changedBy, GUEST_ACTOR),
          eq(requestStatusChanges.status, "cancelled"),
          unseen(requestStatusChanges.changedAt),
        ),
      ),
  );
}

/** The columns a list of requests selects to mark each card (SQLite answers 0 or 1). */
export function guestNewsColumns(database: Db) {
  return {
    unreadMessage: sql<number>`${unreadMessageOf(database)}`,
    unreadCancellation: sql<number>`${unreadCancellationOf(database)}`,
  };
}

/** What a card says about its guest's unread doings. */
export type GuestNews = { message: boolean; cancellation: boolean };

export function guestNewsOf(row: { unreadMessage: number; unreadCancellation: number }): GuestNews {
  return { message: Boolean(row.unreadMessage), cancellation: Boolean(row.unreadCancellation) };
}

/** How many requests have a guest message or a guest cancellation no owner has seen (the badge's second count). */
export async function countUnreadGuestNews(): Promise<number> {
  const database = await db();
  const [row] = await database
    .select({ n: count() })
    .from(contactRequests)
    .where(or(unreadMessageOf(database), unreadCancellationOf(database)));
  return row?.n ?? 0;
}

/**
 * An owner opens the request's page: its guest's messages and cancellation, as they stand now,
 * are seen for every owner (the page, read after this, shows them all). Never moves the marker
 * back; what the guest does afterwards stays unread.
 */
export async function markGuestNewsSeen(requestId: string): Promise<void> {
  const database = await db();
  await database.transaction(
    async (tx) => {
      const [message] = await tx
        .select({ at: max(guestMessages.createdAt) })
        .from(guestMessages)
        .where(eq(guestMessages.requestId, requestId));
      const [cancellation] = await tx
        .select({ at: max(requestStatusChanges.changedAt) })
        .from(requestStatusChanges)
        .where(
          and(eq(requestStatusChanges.requestId, requestId), eq(requestStatusChanges.changedBy, GUEST_ACTOR), eq(requestStatusChanges.status, "cancelled")),
        );
      const times = [message?.at, cancellation?.at].filter((at): at is Date => at instanceof Date);
      if (times.length === 0) return;
      const latest = new Date(Math.max(...times.map((at) => at.getTime())));
      await tx
        .update(contactRequests)
        .set({ ownerSeenGuestAt: latest })
        .where(and(eq(contactRequests.id, requestId), or(isNull(contactRequests.ownerSeenGuestAt), lt(contactRequests.ownerSeenGuestAt, latest))));
    },
    { behavior: "immediate" },
  );
}
