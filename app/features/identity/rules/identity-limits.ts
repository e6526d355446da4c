// The owners' identity (docs/product.md §13): how long a session and a trusted browser last,
// what an account's password and address may be, and how many password hashes run at once. One
// source of truth for the identity, the owners' sign-in page, the tests and the README. No imports:
// scripts/admin-create.ts, which Node runs directly, reaches it.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A session ends after this long without a request. */
export const SESSION_IDLE_TIMEOUT_MS = 2 * HOUR;
/** …and in any case this long after sign-in. */
export const SESSION_MAX_AGE_MS = 7 * DAY;
/** lastSeenAt is written at most this often, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE;

/** How long a browser stays trusted for its owner's account after a successful sign-in. */
export const DEVICE_TRUST_MS = 180 * DAY;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;

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
 * (signed, so it cannot be made up: ../cookies.server.ts). A flood fills the line above and
 * gets 503, never this one, so an owner still signs in from a browser used before. A
 * trusted sign-in takes this line while it has room, else the common one.
 */
export const TRUSTED_DEVICE_HASH_CONCURRENCY = 1;
export const TRUSTED_DEVICE_HASH_QUEUE_MAX = 2;
