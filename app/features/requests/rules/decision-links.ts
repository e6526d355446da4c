import { TZDate } from "@date-fns/tz";
import type { RequestStatus } from "./request-status.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";

// The owners' "Confirm" and "Decline" links in the mail of a new reservation request
// (app/features/requests/decision-link.server.ts makes and checks them; the page that
// uses them is app/routes/admin.decide.tsx). The rules every part reads:
//
// - a link works only for a signed-in owner: the mail replies to the guest, and a reply quotes
//   the links (docs/decisions/0025-decision-links-need-an-owner.md); without a session it leads
//   to the sign-in page, which returns to the link;
// - a link decides one request, one way, and is signed (HMAC under the 'decision' link key);
// - it expires DECISION_LINK_DAYS after the request came in, or when the reservation begins
//   if that is sooner: deciding a table after the evening has started is no decision;
// - it works only while the request is still as the mail described it: status 'new', no
//   status change recorded, and its reservation changed by the owners exactly as many times as
//   when the mail was composed (the version the link carries). Any decision (by this link, the
//   other one or the inbox) kills both links with nothing stored, a request declined and opened
//   again in the inbox cannot be decided by an old link, and a reservation changed after the
//   mail is decided on its request's page, never by a link showing the old date, time or party.

/** The decisions a mail link can take. */
export const LINK_DECISIONS = ["confirmed", "declined"] as const satisfies readonly RequestStatus[];
export type LinkDecision = (typeof LINK_DECISIONS)[number];

/** How long after the request a decision link works, at most. */
export const DECISION_LINK_DAYS = 7;

/**
 * How a decision taken by link is marked in the stored history, after the owner who took it; the
 * request's page says it in the owner's language (decidedByLink).
 */
const DECISION_LINK_MARK = "mail link";

/** Who a decision taken by link is recorded as: the signed-in owner, and that it came from the mail. */
export function decisionLinkActor(ownerEmail: string): string {
  return `${ownerEmail} (${DECISION_LINK_MARK})`;
}

/** The owner who took a decision by a mail link, when a history line is one (decisionLinkActor); else undefined. */
export function decidedByLink(changedBy: string): string | undefined {
  const mark = ` (${DECISION_LINK_MARK})`;
  return changedBy.endsWith(mark) ? changedBy.slice(0, -mark.length) : undefined;
}

/** The page's address below the owners' area (/admin, /es/admin): for a signed-in owner, never indexed nor kept. */
export const DECISION_PATH = "/decide/";

export function isLinkDecision(value: unknown): value is LinkDecision {
  return (LINK_DECISIONS as readonly unknown[]).includes(value);
}

/** The moment a reservation begins: its wall-clock date and time in the restaurant's zone. */
export function reservationStart(date: string, time: string): Date {
  const [y, mo, d] = date.split("-").map(Number);
  const [h, mi] = time.split(":").map(Number);
  return new Date(new TZDate(y!, mo! - 1, d!, h!, mi!, restaurantTimeZone).getTime());
}

/**
 * When a request's decision links stop working: DECISION_LINK_DAYS after it came in, or
 * when the reservation begins if that is sooner. Whole seconds, as the token carries it.
 */
export function decisionLinkExpiry(request: { createdAt: Date; reservationDate: string | null; reservationTime: string | null }): Date {
  let until = request.createdAt.getTime() + DECISION_LINK_DAYS * 24 * 60 * 60 * 1000;
  if (request.reservationDate && request.reservationTime) {
    const start = reservationStart(request.reservationDate, request.reservationTime).getTime();
    if (Number.isFinite(start)) until = Math.min(until, start);
  }
  return new Date(Math.floor(until / 1000) * 1000);
}

/**
 * Whether the owners' mail of a request carries decision links: a reservation request. Not
 * its status: the mail stays a pure function of the request (a resend is the same message),
 * and a link to a request already decided is refused by the page anyway.
 */
export function hasDecisionLinks(request: { reservationDate: string | null; reservationTime: string | null }): boolean {
  return request.reservationDate !== null && request.reservationTime !== null;
}
