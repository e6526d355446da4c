// Every limit of the contact and reservation form (docs/product.md §5 and §9), named once and
// imported by the form, the server and the tests (docs/contributing.md §3.2). The party size and
// the time slots are the booking vocabulary's (app/booking/party-size.ts, app/booking/time-slots.ts). The two hourly
// budgets are settings: their defaults live with the configuration (app/config-defaults.ts).

import { GUEST_MAILS_PER_HOUR } from "#app/config-defaults.ts";

export const NAME_MAX_CHARS = 30;
export const COUNTRY_MAX_CHARS = 25;
export const COMMENT_MAX_CHARS = 300;
/** RFC 5321's longest forward path; nothing longer can be delivered. */
export const EMAIL_MAX_CHARS = 254;

/** Digits after the leading "+" (docs/product.md §5: 10 to 16). Spaces don't count: they're removed before sending (docs/product.md §3). */
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 16;

/** Success message shown this long before the form resets (docs/product.md §4, §9). */
export const SUCCESS_RESET_MS = 2000;

/** The robot-check token is an opaque string; anything longer is not one. */
export const CAPTCHA_TOKEN_MAX_CHARS = 8192;

/** Largest request body the endpoint reads (docs/product.md §7: 413 beyond it). */
export const REQUEST_BODY_MAX_BYTES = 32 * 1024;

/**
 * The guest's acknowledgement goes to an address anyone can type, in the restaurant's name, so
 * the form cannot be used to flood a stranger's mailbox, nor can one sender spend the mails
 * every other guest's acknowledgement needs (docs/product.md §7.4). Three budgets:
 * - per address: at most GUEST_MAILS_PER_RECIPIENT_PER_DAY a day to one address;
 * - per sender: at most GUEST_MAILS_PER_SENDER_PER_HOUR an hour caused by one client (its
 *   address as the rate limit counts it: app/client-address.server.ts, clientKey);
 * - all together: at most GUEST_MAILS_PER_HOUR an hour, far above one sender's allowance, a last
 *   guard that only many senders together can reach.
 * Beyond the first two the acknowledgement is withheld when the request is stored (the guest's
 * answer says so, the owners' mail and inbox say why); beyond the third it waits for the hour to
 * free (at most GUEST_MAIL_MAX_WAIT_HOURS). The request is always stored and the owners mailed.
 */
export const GUEST_MAILS_PER_RECIPIENT_PER_DAY = 3;
/** An acknowledgement waiting for the hour's budget is given up (withheld) once it has waited this long. */
export const GUEST_MAIL_MAX_WAIT_HOURS = 24;

/**
 * Why a guest mail was withheld (stored in outbox.last_error, shown in the owners' language):
 * over a budget above, or no address (a booking entered by hand without an e-mail). A waiting
 * acknowledgement ('pending') carries "budget-hour" too.
 */
export const guestMailWithheldReasons = ["budget-sender", "budget-recipient-day", "budget-hour", "no-address"] as const;
export type GuestMailWithheldReason = (typeof guestMailWithheldReasons)[number];

/** The reasons decided when the request is stored, which its answer tells the guest and the owners' mail shows. */
export const acknowledgementWithheldReasons = ["budget-sender", "budget-recipient-day"] as const satisfies readonly GuestMailWithheldReason[];
export type AcknowledgementWithheldReason = (typeof acknowledgementWithheldReasons)[number];

export function isAcknowledgementWithheldReason(value: unknown): value is AcknowledgementWithheldReason {
  return (acknowledgementWithheldReasons as readonly unknown[]).includes(value);
}

/**
 * When the request is stored: whether its acknowledgement is withheld for good. `toRecipient`
 * counts guest mails to the same address sent in the last day or still queued; the sender's
 * allowance is asked only when the address's budget allows the mail, so a mail withheld
 * anyway costs the sender nothing.
 */
export function acknowledgementWithheld(toRecipient: number, senderWithinAllowance: () => boolean): AcknowledgementWithheldReason | undefined {
  if (toRecipient >= GUEST_MAILS_PER_RECIPIENT_PER_DAY) return "budget-recipient-day";
  if (!senderWithinAllowance()) return "budget-sender";
  return undefined;
}

/**
 * When the worker is about to send it: which budget, if any, one more guest mail would exceed;
 * the counts are of guest mails already sent. The address's budget again (two requests stored at
 * once both found room), then the hour's.
 */
export function guestMailOverBudget(
  sentToRecipientLastDay: number,
  sentLastHour: number,
  perHour: number = GUEST_MAILS_PER_HOUR,
): Extract<GuestMailWithheldReason, "budget-recipient-day" | "budget-hour"> | undefined {
  if (sentToRecipientLastDay >= GUEST_MAILS_PER_RECIPIENT_PER_DAY) return "budget-recipient-day";
  if (sentLastHour >= perHour) return "budget-hour";
  return undefined;
}

/** Over the hour's budget, an acknowledgement queued at `queuedAt` waits rather than being withheld, for a while. */
export function acknowledgementMayWait(queuedAt: Date, now: Date): boolean {
  return now.getTime() - queuedAt.getTime() < GUEST_MAIL_MAX_WAIT_HOURS * 60 * 60_000;
}

/**
 * Submissions whose robot check fails (or whose honeypot is filled) count against a limit of
 * their own, this many times CONTACT_RATE_LIMIT per window, and never against the guests'
 * one: junk tokens from an address that many guests share (a hotel's Wi-Fi) cannot use up
 * their allowance (app/features/requests/submit-contact-request.server.ts).
 */
export const FAILED_ROBOT_CHECK_LIMIT_MULTIPLE = 4;
