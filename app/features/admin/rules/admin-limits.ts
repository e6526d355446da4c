// The owners' area's rules (docs/product.md §13), one source of truth for the server, the tests and the README.
// Sessions, devices and passwords are the owners' identity's: app/features/identity/rules/identity-limits.ts.

const MINUTE = 60_000;

/**
 * Failed sign-ins allowed in a sliding window before answering 429. Per client (IP
 * address) and per account (the e-mail typed, known or not, so a 429 never tells whether
 * an account exists). The client limit is the lower one: an attack from one client is
 * stopped before the account locks, so the owner still gets in from anywhere else. A
 * distributed attack locks the account; a browser that signed in as that owner before
 * keeps a device cookie and is exempt from the account limit (OWASP: device cookies).
 */
export const SIGN_IN_LIMITS = {
  perClient: { failures: 5, windowMs: 15 * MINUTE },
  perAccount: { failures: 10, windowMs: 15 * MINUTE },
} as const;
export const SIGN_IN_BUSY_RETRY_AFTER_SECONDS = 5;

export const INBOX_PAGE_SIZE = 20;
export const INBOX_SEARCH_MAX_LENGTH = 100;
export const TEXT_BLOCK_MAX_LENGTH = 5000;
/** The largest body of the owners' forms other than uploads and texts (alt texts, restore, status, the menu editor). */
export const ADMIN_FORM_MAX_BYTES = 64 * 1024;
/**
 * The sign-in form, url-encoded: an e-mail, a password and the page to return to. A
 * character takes at most 9 bytes url-encoded (3 UTF-8 bytes, each "%XX").
 */
export const SIGN_IN_FORM_MAX_BYTES = 8 * 1024;
/** The text editor's form: both languages and the versions they were edited from, each up to TEXT_BLOCK_MAX_LENGTH characters. */
export const TEXT_FORM_MAX_BYTES = 4 * TEXT_BLOCK_MAX_LENGTH * 9 + 4 * 1024;
