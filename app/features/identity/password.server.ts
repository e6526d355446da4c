import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import {
  PASSWORD_HASH_CONCURRENCY,
  PASSWORD_HASH_QUEUE_MAX,
  TRUSTED_DEVICE_HASH_CONCURRENCY,
  TRUSTED_DEVICE_HASH_QUEUE_MAX,
} from "./rules/identity-limits.ts";
import { WorkQueue } from "#app/lib/work-queue.ts";

export { QueueFullError as HashingBusyError } from "#app/lib/work-queue.ts";

// Owners' passwords (docs/product.md §13): only a memory-hard scrypt hash with a per-user salt is
// stored. Cost: N=2^15, r=8, p=3 — one of OWASP's equivalent scrypt settings (32 MiB,
// about a third of a second here), chosen over N=2^17 so that the hashes run at once
// under attack need little memory; at most PASSWORD_HASH_CONCURRENCY run at a time.
const COST = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const PREFIX = "scrypt";

/** Every hash of the process goes through this line (rules/identity-limits.ts: PASSWORD_HASH_*)… */
const hashing = new WorkQueue({ concurrency: PASSWORD_HASH_CONCURRENCY, maxWaiting: PASSWORD_HASH_QUEUE_MAX });
/** …or, for an owner's trusted browser, through this one, which a flood cannot fill (rules/identity-limits.ts: TRUSTED_DEVICE_HASH_*). */
const kept = new WorkQueue({ concurrency: TRUSTED_DEVICE_HASH_CONCURRENCY, maxWaiting: TRUSTED_DEVICE_HASH_QUEUE_MAX });

/**
 * Who a hash is for: anyone, or a sign-in from a browser holding the typed owner's device
 * cookie, which may also use the line kept for it.
 */
export type HashLane = "any" | "trusted-device";

function queueOf(lane: HashLane): WorkQueue {
  return lane === "trusted-device" && !kept.full ? kept : hashing;
}

/** Whether a password check of this lane started now would be refused (answer "busy" before any other work). */
export function hashingIsFull(lane: HashLane = "any"): boolean {
  return queueOf(lane).full;
}

/** Rejects with HashingBusyError when too many hashes are already running and waiting. */
function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions, lane: HashLane = "any"): Promise<Buffer> {
  // Node refuses a cost above maxmem: allow twice what the parameters need.
  const maxmem = 2 * 128 * (options.N ?? COST.N) * (options.r ?? COST.r) * (options.p ?? COST.p);
  return queueOf(lane).run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(normalise(password), salt, keyLength, { ...options, maxmem }, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

/** One password, however the keyboard composed its accents (NIST SP 800-63B: normalise). */
function normalise(password: string): string {
  return password.normalize("NFKC");
}

/** "scrypt$N$r$p$salt$hash" (base64url): the cost travels with the hash, so it can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, COST);
  return [PREFIX, COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

type Parsed = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

function parse(stored: string): Parsed | null {
  const [prefix, n, r, p, salt, key, ...rest] = stored.split("$");
  if (prefix !== PREFIX || rest.length > 0 || !salt || !key) return null;
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (![N, R, P].every((x) => Number.isSafeInteger(x) && x > 0)) return null;
  return { N, r: R, p: P, salt: Buffer.from(salt, "base64url"), key: Buffer.from(key, "base64url") };
}

/** Compares in constant time. A malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string, lane: HashLane = "any"): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length === 0) {
    await burnPasswordCheck(password, lane);
    return false;
  }
  const key = await scrypt(password, parsed.salt, parsed.key.length, { N: parsed.N, r: parsed.r, p: parsed.p }, lane);
  return timingSafeEqual(key, parsed.key);
}

const DUMMY_SALT = randomBytes(SALT_LENGTH);
const DUMMY_KEY = randomBytes(KEY_LENGTH);

/**
 * The work of checking a password, for an e-mail that has no account: the answer then
 * takes as long as for a wrong password, so timing does not tell which e-mails exist.
 */
export async function burnPasswordCheck(password: string, lane: HashLane = "any"): Promise<false> {
  const key = await scrypt(password, DUMMY_SALT, KEY_LENGTH, COST, lane);
  timingSafeEqual(key, DUMMY_KEY);
  return false;
}

/** Whether a hash was made with weaker settings than today's (re-hash at the next sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < COST.N || parsed.r < COST.r || parsed.p < COST.p || parsed.key.length < KEY_LENGTH;
}
