import { count, eq } from "drizzle-orm";
import { contactRequests, requestStatusChanges } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import { KeyedSerialQueue } from "#app/lib/work-queue.ts";
import { checkDecisionToken } from "#app/features/requests/decision-link.server.ts";
import { decisionLinkActor, type LinkDecision } from "#app/features/requests/rules/decision-links.ts";
import type { RequestStatus } from "#app/features/requests/rules/request-status.ts";
import { changeStatus } from "../inbox/inbox.server.ts";
import { slotLoadOf, type SlotLoad } from "#app/features/schedule/capacity.server.ts";
import { reservationSequence } from "#app/features/requests/reservation-changes.server.ts";
import { currentSchedule } from "#app/features/schedule/schedule-store.server.ts";
import { areas } from "#app/booking/areas.ts";
import type { Owner } from "#app/features/identity/owners.server.ts";

// What the owners' decision page (app/routes/admin.decide.tsx) shows and does for a token
// (rules: app/features/requests/rules/decision-links.ts), to a signed-in owner only: the
// page's route is below the owners' guard. Opening it never changes anything;
// only the page's one button (a POST) decides, through the inbox's own changeStatus, so the
// guest's mail is queued in the same transaction as from the inbox.

/** The request's facts the page shows before the owner decides. */
export type DecideFacts = Pick<
  typeof contactRequests.$inferSelect,
  "id" | "name" | "phone" | "email" | "comment" | "reservationDate" | "reservationTime" | "area" | "pax" | "status" | "createdAt"
>;

/** What the page shows before a decision: the request, and the covers of its slot per area (docs/product.md §17). */
type OpenView = { decision: LinkDecision; request: DecideFacts; expiresAt: Date; slotLoad: readonly SlotLoad[]; reservationVersion: number };

export type DecideView =
  /** The link works: the page offers its one button. */
  | ({ state: "open" } & OpenView)
  /** The request has been decided (by a link or in the inbox), or was re-opened after a decision. */
  | { state: "used"; decision: LinkDecision; requestId: string; status: RequestStatus }
  /** An owner changed the reservation after the mail was sent: the link would decide what the mail no longer shows. */
  | { state: "changed"; decision: LinkDecision; requestId: string }
  | { state: "expired"; decision: LinkDecision; requestId: string }
  /** The token is ours, but its request is gone (deleted after the retention period). */
  | { state: "gone" }
  /** Not one of our tokens: malformed or tampered with. */
  | { state: "invalid" };

export type DecideOutcome =
  | DecideView
  /** `undoUntil`: ISO instant until which the decision can be undone (its guest mail is held). */
  | { state: "done"; decision: LinkDecision; requestId: string; mailQueued: boolean; undoUntil?: string }
  /** Confirming would pass the area's cap: nothing changed, the page offers "confirm anyway". */
  | ({ state: "over-cap"; area: string; left: number; cap: number; pax: number } & OpenView);

/** The HTTP status each state is answered with: a refusal is never a 200, nor ever a 500. */
export const decideHttpStatus: Record<DecideOutcome["state"], number> = {
  open: 200,
  done: 200,
  "over-cap": 409,
  used: 410,
  changed: 409,
  expired: 410,
  gone: 404,
  invalid: 404,
};

export async function decideView(token: string, now: Date = new Date()): Promise<DecideView> {
  const checked = checkDecisionToken(token, now);
  if (!checked.ok) {
    return checked.reason === "expired" ? { state: "expired", decision: checked.decision, requestId: checked.requestId } : { state: "invalid" };
  }
  const database = await db();
  const [request] = await database
    .select({
      id: contactRequests.id,
      name: contactRequests.name,
      phone: contactRequests.phone,
      email: contactRequests.email,
      comment: contactRequests.comment,
      reservationDate: contactRequests.reservationDate,
      reservationTime: contactRequests.reservationTime,
      area: contactRequests.area,
      pax: contactRequests.pax,
      status: contactRequests.status,
      createdAt: contactRequests.createdAt,
    })
    .from(contactRequests)
    .where(eq(contactRequests.id, checked.requestId));
  if (!request) return { state: "gone" };
  const [changes] = await database.select({ n: count() }).from(requestStatusChanges).where(eq(requestStatusChanges.requestId, request.id));
  // Single use without storing a use: the link describes the request as it was mailed, new
  // and never changed. Any recorded change, whoever made it, ends both links for good.
  if (request.status !== "new" || (changes?.n ?? 0) > 0) {
    return { state: "used", decision: checked.decision, requestId: request.id, status: request.status };
  }
  // The mail's link names the reservation's version it showed: one changed since is decided on its page.
  const reservationVersion = await reservationSequence(request.id);
  if (reservationVersion !== checked.version) return { state: "changed", decision: checked.decision, requestId: request.id };
  const { reservationDate: date, reservationTime: time } = request;
  const slotLoad = date && time ? await slotLoadOf(await currentSchedule(), date, time, areas) : [];
  return { state: "open", decision: checked.decision, request, expiresAt: checked.expiresAt, slotLoad, reservationVersion };
}

// Two taps on the button (or both links at once) are taken one after the other, so the
// second finds the first's change recorded. Across processes, changeStatus checks again inside
// its transaction that nobody changed the request since the mail (asMailed).
const decisions = new KeyedSerialQueue();

/** The button, pressed by a signed-in owner: decides if the link still works, else says why not. */
export async function applyDecision(
  token: string,
  owner: Pick<Owner, "email">,
  now: Date = new Date(),
  { passCap = false }: { passCap?: boolean } = {},
): Promise<DecideOutcome> {
  const checked = checkDecisionToken(token, now);
  const key = checked.ok ? checked.requestId : "";
  return decisions.run(key, async () => {
    const view = await decideView(token, now);
    if (view.state !== "open") return view;
    const result = await changeStatus(view.request.id, view.decision, decisionLinkActor(owner.email), "", now, {
      asMailed: { reservationVersion: view.reservationVersion },
      passCap,
    });
    switch (result.outcome) {
      case "changed":
        return { state: "done", decision: view.decision, requestId: view.request.id, mailQueued: result.mailQueued, undoUntil: result.undoUntil?.toISOString() };
      case "over-cap":
        return { ...view, state: "over-cap", area: result.area, left: result.left, cap: result.cap, pax: result.pax };
      case "not-found":
        return { state: "gone" };
      // A link decides only a confirmation or a decline, never a no-show (the time rule's refusal).
      case "too-early":
        return { state: "used", decision: view.decision, requestId: view.request.id, status: view.request.status };
      // Changed by another process between the page's check and the transaction's: said as the page now sees it.
      case "refused": {
        const seen = await decideView(token, now);
        return seen.state === "open" ? { state: "used", decision: view.decision, requestId: view.request.id, status: result.from } : seen;
      }
      case "unchanged":
        return { state: "used", decision: view.decision, requestId: view.request.id, status: view.decision };
    }
  });
}
