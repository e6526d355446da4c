import { and, asc, count, desc, eq, gte, like, lte, or, sql, type SQL } from "drizzle-orm";
import { contactRequests, outbox, requestStatusChanges } from "#db/schema.ts";
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
  /** `linkRenewed`: the guest's old link no longer works (a settled request opened again). */
  | { outcome: "changed"; mailQueued: boolean; linkRenewed: boolean }
  | { outcome: "unchanged" }
  | { outcome: "refused"; from: RequestStatus }
  | { outcome: "not-found" };

/**
 * Moves a request to a status the table in app/features/requests/rules/request-status.ts allows,
 * records who did it and when, and, for a decision the guest must hear about, queues the
 * guest's mail in the SAME transaction: a change is never without its mail, nor a mail without
 * its change. The mail's outbox id is derived from the change's id, so one change is one mail.
 * A settled request opened again starts the guest's link anew in the same transaction
 * (renewsManageLink): an old link can no longer cancel what the owners took up again.
 */
export async function changeStatus(
  id: string,
  status: RequestStatus,
  by: string,
  note = "",
  now = new Date(),
  /**
   * Only a request nobody has changed yet (the owners' decision links, which describe the request
   * as it was mailed): checked inside the transaction, so no other process's change can slip in
   * between the check and the move.
   */
  { onlyIfNeverChanged = false }: { onlyIfNeverChanged?: boolean } = {},
): Promise<StatusChangeResult> {
  const database = await db();
  const result = await database.transaction(
    async (tx): Promise<StatusChangeResult> => {
      const [current] = await tx
        .select({ status: contactRequests.status, email: contactRequests.email })
        .from(contactRequests)
        .where(eq(contactRequests.id, id));
      if (!current) return { outcome: "not-found" };
      if (onlyIfNeverChanged) {
        const [earlier] = await tx.select({ id: requestStatusChanges.id }).from(requestStatusChanges).where(eq(requestStatusChanges.requestId, id)).limit(1);
        if (earlier) return { outcome: "refused", from: current.status };
      }
      if (current.status === status) return { outcome: "unchanged" };
      if (!canMove(current.status, status)) return { outcome: "refused", from: current.status };
      // A booking entered by hand without an e-mail (stored as "") has no guest to mail.
      const mail = sendsGuestMail(status) && current.email !== "";
      await tx.update(contactRequests).set({ status }).where(eq(contactRequests.id, id));
      const linkRenewed = renewsManageLink(current.status, status) && (await renewManageLink(tx, id));
      await recordStatusChange(tx, { requestId: id, status, note: mail && note ? note : null, by, now, mail });
      return { outcome: "changed", mailQueued: mail, linkRenewed };
    },
    { behavior: "immediate" },
  );
  if (result.outcome === "changed" && result.mailQueued) notifyOutbox();
  return result;
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
