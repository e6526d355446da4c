import { reservationStart } from "#app/features/requests/rules/decision-links.ts";
import { addDaysIso, restaurantToday } from "#app/booking/reservation-dates.ts";
import type { RequestStatus } from "#app/features/requests/rules/request-status.ts";

// The guest's manage page (/r/<token>, /es/r/<token>; docs/decisions/0018-reservation-links.md):
// how long its link works, what the guest may do there and until when, when an owner's move
// starts a new link, and the size of what they may write.
// The page, its action, the mails and the tests all read these.

/**
 * Days after the reservation date (Havana) on which the link still shows the request: time to
 * find the restaurant's phone about a lost item or the bill (no change can be made by then).
 */
export const MANAGE_LINK_DAYS_AFTER_RESERVATION = 7;

/** A contact request without a date: days after it was sent. */
export const MANAGE_LINK_DAYS_WITHOUT_DATE = 30;

/** The longest message a guest may send from the page ("could we come at 9 instead?"). */
export const CHANGE_MESSAGE_MAX_CHARS = 500;

/** The most messages one request takes from its guest (each one mails the owners). */
export const GUEST_MESSAGES_MAX = 20;

/** The largest form body the page accepts (the message in UTF-8, with room for the other fields). */
export const MANAGE_FORM_MAX_BYTES = 8 * 1024;

export { GUEST_ACTOR } from "./guest-actor.ts";

/** The statuses in which a request is still open; any other is settled. */
export const OPEN_STATUSES: readonly RequestStatus[] = ["new", "confirmed"];

/** What a guest may do from the page, besides reading it. */
export const GUEST_ACTIONS = ["cancel", "ask"] as const;
export type GuestAction = (typeof GUEST_ACTIONS)[number];

/**
 * Each action's window (docs/decisions/0026-guest-link-windows.md): the statuses it is open in,
 * and it closes when the reservation begins, in the restaurant's time. A cancellation after
 * that would turn a no-show into "cancelled by the guest", and a message would reach the owners
 * when it can no longer change anything. A settled request (declined, cancelled, done, no-show)
 * has nothing left to cancel or change: the guest calls or writes instead.
 */
export const GUEST_ACTION_STATUSES: Record<GuestAction, readonly RequestStatus[]> = {
  cancel: OPEN_STATUSES,
  ask: OPEN_STATUSES,
};

/** Why an action is not offered: the request is settled, or its reservation has begun. */
export type ActionClosed = "settled" | "begun";

type Windowed = { status: RequestStatus; reservationDate: string | null; reservationTime: string | null };

/**
 * When the reservation begins: its date and time in the restaurant's zone, the start of its day
 * if it has no time, null for a request without a date (a plain message never "begins").
 */
export function reservationBegins(request: Omit<Windowed, "status">): Date | null {
  if (!request.reservationDate) return null;
  return reservationStart(request.reservationDate, request.reservationTime ?? "00:00");
}

/** Null while `action` is open at `now`, otherwise why it is closed (the page says so, the server refuses). */
export function guestActionClosed(action: GuestAction, request: Windowed, now: Date): ActionClosed | null {
  if (!GUEST_ACTION_STATUSES[action].includes(request.status)) return "settled";
  const begins = reservationBegins(request);
  if (begins && now.getTime() >= begins.getTime()) return "begun";
  return null;
}

/**
 * Whether an owner's move starts the guest's link anew: opening a settled request again. The
 * old link belonged to a request that was over (it may sit in a shared calendar, or cancelled it
 * once); the mail that tells the guest of the next decision carries the new one.
 */
export function renewsManageLink(from: RequestStatus, to: RequestStatus): boolean {
  return !OPEN_STATUSES.includes(from) && OPEN_STATUSES.includes(to);
}

type Dated = { reservationDate: string | null; createdAt: Date };

/**
 * Whether the link has stopped working at `now`: the day after the last allowed Havana day
 * for a reservation, or MANAGE_LINK_DAYS_WITHOUT_DATE days after a request without a date.
 */
export function isManageLinkExpired(request: Dated, now: Date): boolean {
  if (request.reservationDate) {
    return restaurantToday(now) > addDaysIso(request.reservationDate, MANAGE_LINK_DAYS_AFTER_RESERVATION);
  }
  return now.getTime() > request.createdAt.getTime() + MANAGE_LINK_DAYS_WITHOUT_DATE * 24 * 60 * 60 * 1000;
}
