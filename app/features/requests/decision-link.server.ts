import { createHmac, timingSafeEqual } from "node:crypto";
import type { Lang } from "#app/lib/lang.ts";
import { adminHref } from "#app/lib/admin-paths.ts";
import { linkKey } from "./link-keys.server.ts";
import { DECISION_PATH, decisionLinkExpiry, type LinkDecision } from "./rules/decision-links.ts";

// The owners' decision links (rules: app/features/requests/rules/decision-links.ts). A token
// is "<request id>.<c|d>.<expiry>.<signature>": the request, the decision and the expiry
// (Unix seconds, base 36) in the clear, signed together with HMAC-SHA-256 under the
// 'decision' link key (app/features/requests/link-keys.server.ts), so changing any of them
// breaks the signature. Nothing is stored: the mail can be composed again (a resend) and
// carries the same links; that a link was used is read from the request itself.

const DECISION_CODES: Record<LinkDecision, string> = { confirmed: "c", declined: "d" };
const CODE_DECISIONS: Record<string, LinkDecision> = { c: "confirmed", d: "declined" };
const TOKEN = /^([0-9a-f-]{36})\.([cd])\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

function signature(requestId: string, code: string, expiry: string): Buffer {
  return createHmac("sha256", linkKey("decision")).update(`decision\n${requestId}\n${code}\n${expiry}`).digest();
}

/** A signed token for one request and one decision, valid until `expiresAt`. */
export function decisionToken(requestId: string, decision: LinkDecision, expiresAt: Date): string {
  const code = DECISION_CODES[decision];
  const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${requestId}.${code}.${expiry}.${signature(requestId, code, expiry).toString("base64url")}`;
}

export type DecisionTokenCheck =
  | { ok: true; requestId: string; decision: LinkDecision; expiresAt: Date }
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
  const [, requestId, code, expiry, mac] = match as unknown as [string, string, string, string, string];
  const given = Buffer.from(mac, "base64url");
  const expected = signature(requestId, code, expiry);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  const decision = CODE_DECISIONS[code]!;
  const expiresAt = new Date(parseInt(expiry, 36) * 1000);
  if (now.getTime() >= expiresAt.getTime()) return { ok: false, reason: "expired", requestId, decision };
  return { ok: true, requestId, decision, expiresAt };
}

/** The decision page of a token, as a path in a language (/admin/decide/…, /es/admin/decide/…). */
export function decisionPath(lang: Lang, token: string): string {
  return adminHref(lang, `${DECISION_PATH}${token}`);
}

/** A request's link for one decision, absolute, in the owners' mail language. */
export function decisionUrl(
  siteUrl: string,
  lang: Lang,
  request: { id: string; createdAt: Date; reservationDate: string | null; reservationTime: string | null },
  decision: LinkDecision,
): string {
  return `${siteUrl}${decisionPath(lang, decisionToken(request.id, decision, decisionLinkExpiry(request)))}`;
}
