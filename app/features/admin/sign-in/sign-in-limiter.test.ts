import { describe, expect, it } from "vitest";
import { AttemptWindow, SignInLimiter } from "./sign-in-limiter.ts";
import { SIGN_IN_LIMITS } from "../rules/admin-limits.ts";

const limits = { perAccount: { failures: 3, windowMs: 60_000 }, perClient: { failures: 5, windowMs: 60_000 } };
const attempt = (account: string, client: string, trustedDevice = false) => ({ account, client, trustedDevice });

describe("sign-in limiter", () => {
  it("blocks an account after its failures, from any client, until the window has passed", () => {
    const limiter = new SignInLimiter(limits);
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) expect(limiter.begin(attempt("ana@x.cu", `10.0.0.${i}`), t0 + i)).toEqual({ allowed: true });
    const blocked = limiter.begin(attempt("ana@x.cu", "10.0.0.9"), t0 + 10);
    expect(blocked).toEqual({ allowed: false, retryAfterMs: 60_000 - 10 });
    // Another account from the same clients is not affected.
    expect(limiter.begin(attempt("luis@x.cu", "10.0.0.9"), t0 + 10).allowed).toBe(true);
    // The oldest failure leaves the window: one more attempt is allowed.
    expect(limiter.begin(attempt("ana@x.cu", "10.0.0.9"), t0 + 60_000 + 1).allowed).toBe(true);
  });

  it("blocks a client after its failures, whatever account it tries", () => {
    const limiter = new SignInLimiter(limits);
    for (let i = 0; i < 5; i++) expect(limiter.begin(attempt(`user${i}@x.cu`, "10.0.0.1"), i).allowed).toBe(true);
    expect(limiter.begin(attempt("new@x.cu", "10.0.0.1"), 10).allowed).toBe(false);
    expect(limiter.begin(attempt("new@x.cu", "10.0.0.2"), 10).allowed).toBe(true);
  });

  it("limits unknown e-mails exactly like known ones (a 429 reveals nothing)", () => {
    const limiter = new SignInLimiter(limits);
    for (let i = 0; i < 3; i++) limiter.begin(attempt("nobody@x.cu", `c${i}`), i);
    expect(limiter.begin(attempt("nobody@x.cu", "c9"), 5).allowed).toBe(false);
  });

  it("lets the owner's own browser (device cookie) in while the account is under attack", () => {
    const limiter = new SignInLimiter(limits);
    for (let i = 0; i < 3; i++) limiter.begin(attempt("ana@x.cu", `attacker${i}`), i);
    expect(limiter.begin(attempt("ana@x.cu", "phone"), 5).allowed).toBe(false);
    expect(limiter.begin(attempt("ana@x.cu", "phone", true), 5).allowed).toBe(true);
  });

  it("lets the owner's own browser in while its address is locked (a guest on the same Wi-Fi)", () => {
    const limiter = new SignInLimiter(limits);
    for (let i = 0; i < 5; i++) limiter.begin(attempt(`guess${i}@x.cu`, "cafe-wifi"), i);
    expect(limiter.begin(attempt("someone@x.cu", "cafe-wifi"), 6).allowed).toBe(false);
    expect(limiter.begin(attempt("ana@x.cu", "cafe-wifi", true), 6).allowed).toBe(true);
  });

  it("still limits a trusted device, in a window of its own per account", () => {
    const limiter = new SignInLimiter(limits);
    for (let i = 0; i < 3; i++) limiter.begin(attempt("ana@x.cu", `phone${i}`, true), i);
    expect(limiter.begin(attempt("ana@x.cu", "phone9", true), 6).allowed).toBe(false);
    // Strangers' failures never fill it, and its failures do not lock strangers' attempts by address.
    expect(limiter.begin(attempt("ana@x.cu", "phone0"), 6).allowed).toBe(true);
  });

  it("counts an IPv6 client by its prefix, as the contact limit does", () => {
    const limiter = new SignInLimiter(limits);
    for (let i = 0; i < 5; i++) limiter.begin(attempt(`guess${i}@x.cu`, `2001:db8:0:${i}::${i + 1}`), i);
    expect(limiter.begin(attempt("other@x.cu", "2001:db8:0:ff::abcd"), 6).allowed).toBe(false);
    expect(limiter.begin(attempt("other@x.cu", "2001:db8:1::1"), 6).allowed).toBe(true);
  });

  it("counts attempts before their outcome, so a burst cannot slip past the limit", () => {
    const limiter = new SignInLimiter(limits);
    const results = Array.from({ length: 20 }, () => limiter.begin(attempt("ana@x.cu", "10.0.0.1"), 0).allowed);
    expect(results.filter(Boolean)).toHaveLength(3);
  });

  it("forgets the account's and the client's failures after a right password", () => {
    const limiter = new SignInLimiter(limits);
    for (let i = 0; i < 2; i++) limiter.begin(attempt("ana@x.cu", "c"), i);
    limiter.begin(attempt("ana@x.cu", "c"), 2);
    limiter.succeeded(attempt("ana@x.cu", "c"));
    for (let i = 0; i < 3; i++) expect(limiter.begin(attempt("ana@x.cu", "c"), 3 + i).allowed).toBe(true);
    expect(limiter.begin(attempt("ana@x.cu", "c"), 9).allowed).toBe(false);
    expect(limiter.perClient.blockedFor("c", 9)).toBe(0);
  });

  it("keeps its memory bounded however many keys visitors invent", () => {
    const window = new AttemptWindow({ failures: 3, windowMs: 60_000 }, 100);
    for (let i = 0; i < 1000; i++) window.record(`key${i}`, i);
    expect(window.size).toBeLessThanOrEqual(100);
    expect(window.blockedFor("key999", 1000)).toBe(0);
  });

  it("stops an attack from one client before the account locks", () => {
    expect(SIGN_IN_LIMITS.perClient.failures).toBeLessThan(SIGN_IN_LIMITS.perAccount.failures);
    expect(SIGN_IN_LIMITS.perClient.windowMs).toBeGreaterThanOrEqual(SIGN_IN_LIMITS.perAccount.windowMs);
    const limiter = new SignInLimiter();
    while (limiter.begin(attempt("ana@x.cu", "attacker"), 0).allowed);
    expect(limiter.begin(attempt("ana@x.cu", "owner-phone"), 1).allowed).toBe(true);
  });

  it("uses the project's limits by default", () => {
    const limiter = new SignInLimiter();
    expect(limiter.perAccount.rule).toEqual(SIGN_IN_LIMITS.perAccount);
    expect(limiter.perClient.rule).toEqual(SIGN_IN_LIMITS.perClient);
  });
});
