import { createHmac, timingSafeEqual } from "node:crypto";
import type { Lang } from "#app/lib/lang.ts";
import { adminHref } from "#app/lib/admin-paths.ts";
import { linkKey } from "./link-keys.server.ts";
import { DECISION_PATH, decisionLinkExpiry, type LinkDecision } from "./rules/decision-links.ts";

// The owners' decision links (rules: app/features/requests/rules/decision-links.ts). A token
// is "<request id>.<c|d>[.<version>].<expiry>.<signature>": the request, the decision, the
// reservation's version the mail described (how many times the owners had changed it, base 36,
// left out while 0) and the expiry (Unix seconds, base 36) in the clear, signed together with
// HMAC-SHA-256 under the 'decision' link key (app/features/requests/link-keys.server.ts), so
// changing any of them breaks the signature. Nothing is stored: the mail can be composed again (a
// resend) and carries the links of the request as it is then; that a link was used, or that the
// reservation changed since, is read from the request itself.

const DECISION_CODES: Record<LinkDecision, string> = { confirmed: "c", declined: "d" };
const CODE_DECISIONS: Record<string, LinkDecision> = { c: "confirmed", d: "declined" };
const TOKEN = /^([0-9a-f-]{36})\.([cd])(?:\.([1-9a-z][0-9a-z]{0,5}))?\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

function signature(requestId: string, code: string, expiry: string, version: number): Buffer {
  // Version 0 signs what the tokens signed before they carried a version: links already mailed keep working.
  const versioned = version === 0 ? "" : `\n${version.toString(36)}`;
  return createHmac("sha256", linkKey("decision")).update(`decision\n${requestId}\n${code}\n${expiry}${versioned}`).digest();
}

/**
 * A signed token for one request and one decision, valid until `expiresAt`, for the reservation
 * as it was after `version` changes by the owners (reservation-changes.server.ts).
 */
export function decisionToken(requestId: string, decision: LinkDecision, expiresAt: Date, version = 0): string {
  const code = DECISION_CODES[decision];
  const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
  const versionPart = version === 0 ? "" : `.${version.toString(36)}`;
  return `${requestId}.${code}${versionPart}.${expiry}.${signature(requestId, code, expiry, version).toString("base64url")}`;
}

export type DecisionTokenCheck =
  /** `version`: how many changes of the reservation the mail's link was made after. */
  | { ok: true; requestId: string; decision: LinkDecision; expiresAt: Date; version: number }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "expired"; requestId: string; decision: LinkDecision };

/**
 * Reads a token: "invalid" when it is not one of ours (malformed, tampered, another
 * purpose's key), "expired" when it is ours but `now` is past its expiry. The signature is
 * compared in constant time. Whether the request is still undecided is the caller's
 * question (app/features/admin/decide/decide.server.ts).
 */
export function checkDecisionToken(token: string, now: Date = new Date()): DecisionTokenCheck {
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const [, requestId, code, versionText, expiry, mac] = match as unknown as [string, string, string, string | undefined, string, string];
  const version = versionText === undefined ? 0 : parseInt(versionText, 36);
  const given = Buffer.from(mac, "base64url");
  const expected = signature(requestId, code, expiry, version);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  const decision = CODE_DECISIONS[code]!;
  const expiresAt = new Date(parseInt(expiry, 36) * 1000);
  if (now.getTime() >= expiresAt.getTime()) return { ok: false, reason: "expired", requestId, decision };
  return { ok: true, requestId, decision, expiresAt, version };
}

/** The decision page of a token, as a path in a language (/admin/decide/…, /es/admin/decide/…). */
export function decisionPath(lang: Lang, token: string): string {
  return adminHref(lang, `${DECISION_PATH}${token}`);
}

/** A request's link for one decision, absolute, in the owners' mail language; `version`: the reservation's changes so far. */
export function decisionUrl(
  siteUrl: string,
  lang: Lang,
  request: { id: string; createdAt: Date; reservationDate: string | null; reservationTime: string | null },
  decision: LinkDecision,
  version: number,
): string {
  return `${siteUrl}${decisionPath(lang, decisionToken(request.id, decision, decisionLinkExpiry(request), version))}`;
}
