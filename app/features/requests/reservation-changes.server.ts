import { and, asc, count, eq } from "drizzle-orm";
import { contactRequests, outbox, reservationChanges } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import type { Db } from "#db/client.ts";
import type { WallTime } from "#app/booking/wall-time.ts";
import type { Area } from "#app/booking/areas.ts";
import { notifyOutbox } from "../outbox/outbox.server.ts";
import { changesReservation, type RequestStatus } from "./rules/request-status.ts";

// An owner's change of a reservation's date, time, area or people (docs/product.md §13): the
// request's row takes the new values, the change joins its history (from → to, who, when), and a
// confirmed guest with an e-mail is told by ONE 'changed' mail, all in one transaction. The mail
// is composed when it is sent, from the request as it is then (request-message-kinds.server.ts),
// so a second change made before the first mail left needs no second mail: while a 'changed'
// mail of the request is still waiting, no other is queued, and the one waiting tells the latest.

export type StoredReservationChange = typeof reservationChanges.$inferSelect;

/** The reservation an owner sets: every field, checked by app/features/admin/change/rules/change-schema.ts. */
export type NewReservation = { readonly date: string; readonly time: WallTime; readonly area: Area; readonly pax: number };

/** The outbox id of the guest's mail about a change: named for the change that queued it. */
export function changedMailId(requestId: string, changeId: number): string {
  return `${requestId}.changed.${changeId}`;
}

export type ReservationChangeResult =
  /** `mailQueued`: a new mail waits; `mailWaiting`: one already waited and will tell this change too. */
  | { outcome: "changed"; mailQueued: boolean; mailWaiting: boolean }
  | { outcome: "unchanged" }
  | { outcome: "refused"; status: RequestStatus }
  | { outcome: "not-found" };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Whether a 'changed' mail of the request has not left yet (pending, not being sent). */
async function changedMailWaiting(tx: Tx, requestId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.requestId, requestId), eq(outbox.kind, "changed"), eq(outbox.state, "pending")))
    .limit(1);
  return row !== undefined;
}

export async function changeReservation(
  requestId: string,
  to: NewReservation,
  by: string,
  note = "",
  now = new Date(),
): Promise<ReservationChangeResult> {
  const database = await db();
  const result = await database.transaction(
    async (tx): Promise<ReservationChangeResult> => {
      const [current] = await tx.select().from(contactRequests).where(eq(contactRequests.id, requestId));
      if (!current) return { outcome: "not-found" };
      if (!changesReservation(current.status)) return { outcome: "refused", status: current.status };
      const same =
        current.reservationDate === to.date && current.reservationTime === to.time && current.area === to.area && current.pax === to.pax;
      if (same) return { outcome: "unchanged" };
      await tx
        .update(contactRequests)
        .set({ reservationDate: to.date, reservationTime: to.time, area: to.area, pax: to.pax })
        .where(eq(contactRequests.id, requestId));
      // A request that is not confirmed yet tells the guest nothing now: its confirmation will carry the new values.
      const tells = current.status === "confirmed" && current.email.trim() !== "";
      const [change] = await tx
        .insert(reservationChanges)
        .values({
          requestId,
          fromDate: current.reservationDate,
          fromTime: current.reservationTime,
          fromArea: current.area,
          fromPax: current.pax,
          toDate: to.date,
          toTime: to.time,
          toArea: to.area,
          toPax: to.pax,
          note: tells && note.trim() !== "" ? note.trim() : null,
          changedBy: by,
          changedAt: now,
        })
        .returning({ id: reservationChanges.id });
      if (!tells) return { outcome: "changed", mailQueued: false, mailWaiting: false };
      if (await changedMailWaiting(tx, requestId)) return { outcome: "changed", mailQueued: false, mailWaiting: true };
      await tx.insert(outbox).values({ id: changedMailId(requestId, change!.id), requestId, kind: "changed", nextAttemptAt: now, createdAt: now });
      return { outcome: "changed", mailQueued: true, mailWaiting: false };
    },
    { behavior: "immediate" },
  );
  if (result.outcome === "changed" && result.mailQueued) notifyOutbox();
  return result;
}

/** A request's reservation changes, oldest first (its history on the request's page). */
export async function reservationChangesOf(requestId: string): Promise<StoredReservationChange[]> {
  const database = await db();
  return database
    .select()
    .from(reservationChanges)
    .where(eq(reservationChanges.requestId, requestId))
    .orderBy(asc(reservationChanges.changedAt), asc(reservationChanges.id));
}

/** How many times the reservation was changed: its calendar file's SEQUENCE (reservation-ics.server.ts). */
export async function reservationSequence(requestId: string): Promise<number> {
  const database = await db();
  const [row] = await database.select({ n: count() }).from(reservationChanges).where(eq(reservationChanges.requestId, requestId));
  return row?.n ?? 0;
}
