// Every limit of the contact and reservation form (docs/product.md §5 and §9), named once and
// imported by the form, the server and the tests (docs/contributing.md §3.2).

export const NAME_MAX_CHARS = 30;
export const COUNTRY_MAX_CHARS = 25;
export const COMMENT_MAX_CHARS = 300;
/** RFC 5321's longest forward path; nothing longer can be delivered. */
export const EMAIL_MAX_CHARS = 254;

/** Digits after the leading "+" (docs/product.md §5: 10 to 16). Spaces don't count: they're removed before sending (docs/product.md §3). */
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 16;

export const PAX_MIN = 1;
export const PAX_MAX = 25;
/** Balcón has only tables for two (docs/product.md §5: 'Mesas de 2 personas'). */
export const BALCONY_PAX_MAX = 2;

/** Time slots: every 15 minutes from 07:00 to 22:45 (docs/product.md §3, §9). */
export const FIRST_SLOT = "07:00";
export const LAST_SLOT = "22:45";
export const SLOT_STEP_MINUTES = 15;

/** Success message shown this long before the form resets (docs/product.md §4, §9). */
export const SUCCESS_RESET_MS = 2000;

/** The robot-check token is an opaque string; anything longer is not one. */
export const CAPTCHA_TOKEN_MAX_CHARS = 8192;

/** Largest request body the endpoint reads (docs/product.md §7: 413 beyond it). */
export const REQUEST_BODY_MAX_BYTES = 32 * 1024;

/**
 * The guest's acknowledgement goes to an address anyone can type: at most this many a day
 * to one address, and this many an hour to all guests together, so the form cannot be used
 * to flood a stranger's mailbox in the restaurant's name (app/features/requests/outbox-worker.server.ts). Beyond
 * them the request is still stored and the owners are mailed; the guest's mail is withheld
 * and the owners' inbox says why.
 */
export const GUEST_MAILS_PER_RECIPIENT_PER_DAY = 3;
/** The default of GUEST_MAILS_PER_HOUR (app/config.server.ts; `npm run chaos` raises it for its hundreds of requests). */
export const GUEST_MAILS_PER_HOUR = 30;

/**
 * Why a guest mail was withheld (stored in outbox.last_error, shown in the owners' language):
 * over a budget above, or no address (a booking entered by hand without an e-mail).
 */
export const guestMailWithheldReasons = ["budget-recipient-day", "budget-hour", "no-address"] as const;
export type GuestMailWithheldReason = (typeof guestMailWithheldReasons)[number];

/** Which budget, if any, one more guest mail would exceed; the counts are of guest mails already sent. */
export function guestMailOverBudget(
  sentToRecipientLastDay: number,
  sentLastHour: number,
  perHour: number = GUEST_MAILS_PER_HOUR,
): GuestMailWithheldReason | undefined {
  if (sentToRecipientLastDay >= GUEST_MAILS_PER_RECIPIENT_PER_DAY) return "budget-recipient-day";
  if (sentLastHour >= perHour) return "budget-hour";
  return undefined;
}

/**
 * Submissions whose robot check fails (or whose honeypot is filled) count against a limit of
 * their own, this many times CONTACT_RATE_LIMIT per window, and never against the guests'
 * one: junk tokens from an address that many guests share (a hotel's Wi-Fi) cannot use up
 * their allowance (app/features/requests/submit-contact-request.server.ts).
 */
export const FAILED_ROBOT_CHECK_LIMIT_MULTIPLE = 4;
