import { clientKey } from "#app/client-address.server.ts";
import { SIGN_IN_LIMITS } from "../rules/admin-limits.ts";
import { LIMITER_MAX_KEYS } from "#app/lib/client-limits.ts";

export type LimitRule = { readonly failures: number; readonly windowMs: number };

/**
 * Attempts per key in a sliding window, in memory (one process, docs/contributing.md §1). The
 * number of keys is bounded because keys come from visitors (typed e-mails, addresses).
 */
export class AttemptWindow {
  readonly #hits = new Map<string, number[]>();
  readonly rule: LimitRule;
  readonly maxKeys: number;

  constructor(rule: LimitRule, maxKeys = LIMITER_MAX_KEYS) {
    this.rule = rule;
    this.maxKeys = maxKeys;
  }

  #recent(key: string, now: number): number[] {
    const since = now - this.rule.windowMs;
    const recent = (this.#hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length === 0) this.#hits.delete(key);
    else this.#hits.set(key, recent);
    return recent;
  }

  /** Milliseconds until the key may try again; 0 when it may now. */
  blockedFor(key: string, now: number): number {
    const recent = this.#recent(key, now);
    if (recent.length < this.rule.failures) return 0;
    const oldestCounted = recent[recent.length - this.rule.failures] ?? now;
    return Math.max(1, oldestCounted + this.rule.windowMs - now);
  }

  /** Counts an attempt (before its outcome is known, so parallel attempts cannot slip through). */
  record(key: string, now: number): void {
    const recent = this.#recent(key, now);
    if (recent.length === 0) this.#makeRoom(now);
    this.#hits.set(key, [...recent, now]);
  }

  clear(key: string): void {
    this.#hits.delete(key);
  }

  get size(): number {
    return this.#hits.size;
  }

  #makeRoom(now: number): void {
    if (this.#hits.size < this.maxKeys) return;
    for (const key of [...this.#hits.keys()]) this.#recent(key, now);
    // Still full: drop the keys seen first (a Map keeps insertion order).
    for (const key of this.#hits.keys()) {
      if (this.#hits.size < this.maxKeys) break;
      this.#hits.delete(key);
    }
  }
}

export type SignInAttempt = {
  /** The e-mail as typed, normalised; limited whether or not such an owner exists. */
  account: string;
  /** The client's IP address (counted by clientKey: an IPv6 client by its prefix). */
  client: string;
  /**
   * The browser holds a device cookie of the owner of `account`: exempt from the account
   * and the client limits (so nobody sharing the owner's address or hammering the account
   * can lock the owner out), limited instead by its own window per account, which only
   * holders of that owner's device cookie can fill.
   */
  trustedDevice: boolean;
};

export type SignInGate = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Failed sign-ins limited per account and per client (docs/product.md §13), with device-cookie exemption. */
export class SignInLimiter {
  readonly perAccount: AttemptWindow;
  readonly perClient: AttemptWindow;
  readonly perTrustedDevice: AttemptWindow;

  constructor(limits: { perAccount: LimitRule; perClient: LimitRule } = SIGN_IN_LIMITS) {
    this.perAccount = new AttemptWindow(limits.perAccount);
    this.perClient = new AttemptWindow(limits.perClient);
    this.perTrustedDevice = new AttemptWindow(limits.perAccount);
  }

  /** Call before checking the password: refuses a blocked attempt, otherwise counts it. */
  begin(attempt: SignInAttempt, now = Date.now()): SignInGate {
    const windows = this.#windowsOf(attempt);
    const wait = Math.max(0, ...windows.map(([window, key]) => window.blockedFor(key, now)));
    if (wait > 0) return { allowed: false, retryAfterMs: wait };
    for (const [window, key] of windows) window.record(key, now);
    return { allowed: true };
  }

  /**
   * The password was right: the account and the client start afresh (whoever signs in is
   * an owner already; an owner's typos must not add up over a day's work).
   */
  succeeded(attempt: SignInAttempt): void {
    this.perAccount.clear(attempt.account);
    this.perTrustedDevice.clear(attempt.account);
    this.perClient.clear(clientKey(attempt.client));
  }

  #windowsOf(attempt: SignInAttempt): [AttemptWindow, string][] {
    if (attempt.trustedDevice) return [[this.perTrustedDevice, attempt.account]];
    return [
      [this.perClient, clientKey(attempt.client)],
      [this.perAccount, attempt.account],
    ];
  }
}
