// The owners' area's rules (docs/product.md §13), one source of truth for the server, the tests and the README.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A session ends after this long without a request. */
export const SESSION_IDLE_TIMEOUT_MS = 2 * HOUR;
/** …and in any case this long after sign-in. */
export const SESSION_MAX_AGE_MS = 7 * DAY;
/** lastSeenAt is written at most this often, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE;

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
/**
 * Password hashes computed at once (scrypt, 32 MiB and about a fifth of a second each, on
 * libuv's thread pool, which also serves files, compression and crypto) and how many more
 * may wait; past that a sign-in answers 503 with Retry-After at once, so a flood of
 * sign-ins cannot take the pool the public pages need.
 */
export const PASSWORD_HASH_CONCURRENCY = 2;
export const PASSWORD_HASH_QUEUE_MAX = 8;
/**
 * Hashing kept apart for sign-ins from a browser holding the typed owner's device cookie
 * (signed, so it cannot be made up: cookies.server.ts). A flood fills the line above and
 * gets 503, never this one, so an owner still signs in from a browser used before. A
 * trusted sign-in takes this line while it has room, else the common one.
 */
export const TRUSTED_DEVICE_HASH_CONCURRENCY = 1;
export const TRUSTED_DEVICE_HASH_QUEUE_MAX = 2;
export const SIGN_IN_BUSY_RETRY_AFTER_SECONDS = 5;
/** How long a browser stays trusted for its owner's account after a successful sign-in. */
export const DEVICE_TRUST_MS = 180 * DAY;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;

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
