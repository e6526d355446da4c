import { addDaysIso, restaurantToday } from "../../requests/rules/reservation-dates";
import type { RequestStatus } from "../../requests/rules/request-status";

// The guest's manage page (/r/<token>, /es/r/<token>; docs/decisions/0018-reservation-links.md):
// how long its link works, what the guest may do there, and the size of what they may write.
// The page, its action, the mails and the tests all read these.

/** Days after the reservation date (Havana) on which the link still works: time to ask about a lost item or the bill. */
export const MANAGE_LINK_DAYS_AFTER_RESERVATION = 7;

/** A contact request without a date: days after it was sent. */
export const MANAGE_LINK_DAYS_WITHOUT_DATE = 30;

/** The longest message a guest may send from the page ("could we come at 9 instead?"). */
export const CHANGE_MESSAGE_MAX_CHARS = 500;

/** The most messages one request takes from its guest (each one mails the owners). */
export const GUEST_MESSAGES_MAX = 20;

/** The largest form body the page accepts (the message in UTF-8, with room for the other fields). */
export const MANAGE_FORM_MAX_BYTES = 8 * 1024;

/** The statuses a guest may cancel from; any other is already settled (declined, cancelled, done, no-show). */
export const GUEST_CANCELLABLE: readonly RequestStatus[] = ["new", "confirmed"];

/** Who a guest's cancellation is recorded as (request_status_changes.changed_by). */
export const GUEST_ACTOR = "guest";

export function guestMayCancel(status: RequestStatus): boolean {
  return GUEST_CANCELLABLE.includes(status);
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
