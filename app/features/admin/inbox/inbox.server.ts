import { and, asc, count, desc, eq, gt, gte, like, lte, or, sql, type SQL } from "drizzle-orm";
import { contactRequests, outbox, requestStatusChanges, reservationChanges } from "#db/schema.ts";
import { canMove, isRequestStatus, sendsGuestMail, type RequestStatus } from "#app/features/requests/rules/request-status.ts";
import { idPrefixOfReference } from "#app/features/requests/rules/request-reference.ts";
import { recordStatusChange } from "#app/features/requests/request-queue.server.ts";
import { notifyOutbox } from "#app/features/outbox/outbox.server.ts";
import { renewManageLink } from "#app/features/manage/manage.server.ts";
import { renewsManageLink } from "#app/features/manage/rules/manage-rules.ts";
import { INBOX_PAGE_SIZE, INBOX_SEARCH_MAX_LENGTH } from "../rules/admin-limits.ts";
import { isIsoDate } from "../shell/format.ts";
import { db } from "#app/db.server.ts";
import { guestNewsColumns, guestNewsOf, type GuestNews } from "./guest-news.server.ts";
import { undoActor } from "#app/features/requests/rules/decision-steps.ts";
import { noShowOpen, reservationStart } from "#app/features/requests/rules/reservation-start.ts";
import { config } from "#app/config.server.ts";
import { currentSchedule } from "#app/features/schedule/schedule-store.server.ts";
import { overCap } from "#app/features/schedule/capacity.server.ts";

// The requests inbox (docs/product.md §13): queries and the two things an owner changes, a
// request's status and a failed mail's next attempt.

export { isRequestStatus, type RequestStatus };
export type ContactRequest = typeof contactRequests.$inferSelect;

export type InboxFilter = {
  status: RequestStatus | null;
  /** Reservation date from/until, ISO yyyy-MM-dd, inclusive. */
  from: string | null;
  to: string | null;
  q: string;
  page: number;
};

/** The filter in an address's query; anything malformed is ignored, never an error. */
export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  const status = params.get("status");
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const page = Number(params.get("page"));
  return {
    status: isRequestStatus(status) ? status : null,
    from: isIsoDate(from) ? from : null,
    to: isIsoDate(to) ? to : null,
    q: (params.get("q") ?? "").trim().slice(0, INBOX_SEARCH_MAX_LENGTH),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(filter: InboxFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(contactRequests.status, filter.status));
  if (filter.from) conditions.push(gte(contactRequests.reservationDate, filter.from));
  if (filter.to) conditions.push(lte(contactRequests.reservationDate, filter.to));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const columns = [contactRequests.name, contactRequests.email, contactRequests.phone, contactRequests.country, contactRequests.comment];
    // A short reference from a mail ("R-4F7K") stands for the first digits of the request's id.
    const idPrefix = idPrefixOfReference(filter.q);
    conditions.push(
      or(...columns.map((c) => sql`${like(c, pattern)} ESCAPE '\\'`), ...(idPrefix ? [like(contactRequests.id, `${idPrefix}%`)] : []))!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export type RequestSummary = Pick<
  ContactRequest,
  "id" | "createdAt" | "name" | "email" | "country" | "comment" | "reservationDate" | "reservationTime" | "area" | "pax" | "status" | "source"
> & { guestNews: GuestNews };

/** One page of requests: the unanswered (new) ones first, newest first, then the rest, newest first. */
export async function listRequests(filter: InboxFilter) {
  const database = await db();
  const where = whereOf(filter);
  const [totals] = await database.select({ n: count() }).from(contactRequests).where(where);
  const total = totals?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const page = Math.min(filter.page, pages);
  const found = await database
    .select({
      id: contactRequests.id,
      createdAt: contactRequests.createdAt,
      name: contactRequests.name,
      email: contactRequests.email,
      country: contactRequests.country,
      comment: contactRequests.comment,
      reservationDate: contactRequests.reservationDate,
      reservationTime: contactRequests.reservationTime,
      area: contactRequests.area,
      pax: contactRequests.pax,
      status: contactRequests.status,
      source: contactRequests.source,
      ...guestNewsColumns(database),
    })
    .from(contactRequests)
    .where(where)
    .orderBy(sql`${contactRequests.status} = 'new' DESC`, desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE);
  const rows: RequestSummary[] = found.map(({ unreadMessage, unreadCancellation, ...row }) => ({
    ...row,
    guestNews: guestNewsOf({ unreadMessage, unreadCancellation }),
  }));
  return { rows, total, page, pages };
}

/** Every request of a filter, newest first (the CSV export). */
export async function requestsMatching(filter: InboxFilter): Promise<ContactRequest[]> {
  const database = await db();
  return database
    .select()
    .from(contactRequests)
    .where(whereOf(filter))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id));
}

export async function countNewRequests(): Promise<number> {
  const database = await db();
  const [row] = await database.select({ n: count() }).from(contactRequests).where(eq(contactRequests.status, "new"));
  return row?.n ?? 0;
}

export async function requestDetail(id: string) {
  const database = await db();
  const [request] = await database.select().from(contactRequests).where(eq(contactRequests.id, id)).limit(1);
  if (!request) return null;
  const changes = await database
    .select()
    .from(requestStatusChanges)
    .where(eq(requestStatusChanges.requestId, id))
    .orderBy(requestStatusChanges.changedAt, requestStatusChanges.id);
  const mails = await database.select().from(outbox).where(eq(outbox.requestId, id)).orderBy(asc(outbox.createdAt), desc(outbox.kind)); // the owners' mail first, then the guest's, then the decisions
  return { request, changes, mails };
}

export type StatusChangeResult =
  /**
   * `linkRenewed`: the guest's old link no longer works (a settled request opened again);
   * `undoUntil`: the guest's mail waits in the outbox until then, and undoDecision can still take it back.
   */
  | { outcome: "changed"; mailQueued: boolean; linkRenewed: boolean; undoUntil?: Date }
  | { outcome: "unchanged" }
  | { outcome: "refused"; from: RequestStatus }
  /** Confirming would pass the area's cap in that slot (overCap); only an explicit override passes it. */
  | { outcome: "over-cap"; area: string; left: number; cap: number; pax: number }
  /** A no-show before the reservation's time has begun (noShowOpen). */
  | { outcome: "too-early"; startsAt: Date }
  | { outcome: "not-found" };

export type StatusChangeOptions = {
  /**
   * Only a request still as the owners' mail described it (its decision links): no status change
   * yet, and the reservation changed exactly `reservationVersion` times. Checked inside the
   * transaction, so no other process's change can slip in between the check and the move.
   */
  asMailed?: { reservationVersion: number };
  /** The owner's explicit "confirm anyway" past the area's cap. */
  passCap?: boolean;
};

/**
 * Moves a request to a status the table in app/features/requests/rules/request-status.ts allows,
 * records who did it and when, and, for a decision the guest must hear about, queues the
 * guest's mail in the SAME transaction: a change is never without its mail, nor a mail without
 * its change. The mail's outbox id is derived from the change's id, so one change is one mail.
 * The mail is held for the undo window (app/features/requests/rules/decision-steps.ts): the
 * outbox worker sends nothing before its next_attempt_at, so the hold survives a restart.
 * A settled request opened again starts the guest's link anew in the same transaction
 * (renewsManageLink): an old link can no longer cancel what the owners took up again.
 * Here, and only here, every owner's confirmation meets the cap rule (overCap) and a no-show
 * the time rule (noShowOpen).
 */
export async function changeStatus(
  id: string,
  status: RequestStatus,
  by: string,
  note = "",
  now = new Date(),
  { asMailed, passCap = false }: StatusChangeOptions = {},
): Promise<StatusChangeResult> {
  const database = await db();
  const schedule = status === "confirmed" && !passCap ? await currentSchedule() : undefined;
  const result = await database.transaction(
    async (tx): Promise<StatusChangeResult> => {
      const [current] = await tx.select().from(contactRequests).where(eq(contactRequests.id, id));
      if (!current) return { outcome: "not-found" };
      if (asMailed) {
        const [earlier] = await tx.select({ id: requestStatusChanges.id }).from(requestStatusChanges).where(eq(requestStatusChanges.requestId, id)).limit(1);
        const [changes] = await tx.select({ n: count() }).from(reservationChanges).where(eq(reservationChanges.requestId, id));
        if (earlier || (changes?.n ?? 0) !== asMailed.reservationVersion) return { outcome: "refused", from: current.status };
      }
      if (current.status === status) return { outcome: "unchanged" };
      if (!canMove(current.status, status)) return { outcome: "refused", from: current.status };
      if (status === "no-show" && !noShowOpen(current, now)) return { outcome: "too-early", startsAt: reservationStart(current) ?? now };
      const { reservationDate: date, reservationTime: time, area, pax } = current;
      if (schedule && date && time && area && pax) {
        const full = await overCap(schedule, { date, time, area, pax }, tx);
        if (full) return { outcome: "over-cap", area, left: full.left, cap: schedule.capacity[area] ?? 0, pax };
      }
      // A booking entered by hand without an e-mail (stored as "") has no guest to mail.
      const mail = sendsGuestMail(status) && current.email !== "";
      const holdMs = config().DECISION_UNDO_SECONDS * 1000;
      const undoUntil = mail && holdMs > 0 ? new Date(now.getTime() + holdMs) : undefined;
      await tx.update(contactRequests).set({ status }).where(eq(contactRequests.id, id));
      const linkRenewed = renewsManageLink(current.status, status) && (await renewManageLink(tx, id));
      await recordStatusChange(tx, { requestId: id, status, note: mail && note ? note : null, by, now, mail, mailAt: undoUntil ?? now });
      return { outcome: "changed", mailQueued: mail, linkRenewed, undoUntil };
    },
    { behavior: "immediate" },
  );
  if (result.outcome === "changed" && result.mailQueued) notifyOutbox();
  return result;
}

export type UndoResult =
  | { outcome: "undone"; status: RequestStatus }
  /** The guest's mail has left (or is leaving): the decision stands. */
  | { outcome: "too-late" }
  /** The request's last change is not an owner's decision with a mail to hold. */
  | { outcome: "nothing" }
  | { outcome: "not-found" };

/** outbox.last_error of a decision's mail an owner took back within the undo window. */
export const UNDONE_MAIL = "undone";

/**
 * Takes back the request's last decision while its guest mail is still held (changeStatus): the
 * mail is withdrawn (state 'withheld', never sent) and the status before the decision comes back,
 * with its own line in the history, in ONE transaction. The worker claims a mail only once its
 * next_attempt_at has passed, and both are single writes to the same row, so exactly one of them
 * wins: the mail is either withdrawn or sent, never both, never twice.
 */
export async function undoDecision(id: string, by: string, now = new Date()): Promise<UndoResult> {
  const database = await db();
  return database.transaction(
    async (tx): Promise<UndoResult> => {
      const [current] = await tx.select({ status: contactRequests.status }).from(contactRequests).where(eq(contactRequests.id, id));
      if (!current) return { outcome: "not-found" };
      const [last, before] = await tx
        .select({ id: requestStatusChanges.id, status: requestStatusChanges.status })
        .from(requestStatusChanges)
        .where(eq(requestStatusChanges.requestId, id))
        .orderBy(desc(requestStatusChanges.id))
        .limit(2);
      if (!last || last.status !== current.status) return { outcome: "nothing" };
      const [held] = await tx.select({ id: outbox.id }).from(outbox).where(and(eq(outbox.kind, "status"), eq(outbox.statusChangeId, last.id)));
      if (!held) return { outcome: "nothing" };
      const withdrawn = await tx
        .update(outbox)
        .set({ state: "withheld", lastError: UNDONE_MAIL })
        .where(and(eq(outbox.id, held.id), eq(outbox.state, "pending"), eq(outbox.attempts, 0), gt(outbox.nextAttemptAt, now)))
        .returning({ id: outbox.id });
      if (withdrawn.length === 0) return { outcome: "too-late" };
      const previous: RequestStatus = before?.status ?? "new";
      await tx.update(contactRequests).set({ status: previous }).where(eq(contactRequests.id, id));
      if (renewsManageLink(current.status, previous)) await renewManageLink(tx, id);
      await recordStatusChange(tx, { requestId: id, status: previous, note: null, by: undoActor(by), now, mail: false });
      return { outcome: "undone", status: previous };
    },
    { behavior: "immediate" },
  );
}

/** The request's decision an owner can still undo, and until when (its guest mail is held until then). */
export async function undoableUntil(id: string, now = new Date()): Promise<Date | undefined> {
  const database = await db();
  const [last] = await database
    .select({ id: requestStatusChanges.id })
    .from(requestStatusChanges)
    .where(eq(requestStatusChanges.requestId, id))
    .orderBy(desc(requestStatusChanges.id))
    .limit(1);
  if (!last) return undefined;
  const [held] = await database
    .select({ at: outbox.nextAttemptAt })
    .from(outbox)
    .where(and(eq(outbox.kind, "status"), eq(outbox.statusChangeId, last.id), eq(outbox.state, "pending"), eq(outbox.attempts, 0), gt(outbox.nextAttemptAt, now)));
  return held?.at;
}

/**
 * 'Send again' for a failed mail: back to pending, due now, with a fresh count of
 * attempts so the outbox worker gives it its whole retry schedule again. The last
 * error stays until the worker writes a new outcome.
 */
export async function sendAgain(requestId: string, outboxId: string, now = new Date()): Promise<boolean> {
  const database = await db();
  const updated = await database
    .update(outbox)
    .set({ state: "pending", nextAttemptAt: now, attempts: 0 })
    .where(and(eq(outbox.id, outboxId), eq(outbox.requestId, requestId), eq(outbox.state, "failed")))
    .returning({ id: outbox.id });
  return updated.length === 1;
}
