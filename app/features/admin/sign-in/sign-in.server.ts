import type { MiddlewareFunction } from "react-router";
import { db } from "#app/db.server.ts";
import { ownerLangFromPathname } from "#app/lib/lang.ts";
import { adminText } from "../shell/dictionary.ts";
import { logger } from "#app/logger.server.ts";
import { deviceCookie, sessionCookie, sessionTokenOf, trustedOwnerIdOf } from "#app/features/identity/cookies.server.ts";
import { findOwnerByEmail, normaliseEmail, updatePasswordHash, type Owner } from "#app/features/identity/owners.server.ts";
import { SIGN_IN_BUSY_RETRY_AFTER_SECONDS } from "../rules/admin-limits.ts";
import { burnPasswordCheck, HashingBusyError, hashingIsFull, hashPassword, needsRehash, verifyPassword } from "#app/features/identity/password.server.ts";
import { SignInLimiter } from "./sign-in-limiter.ts";
import { endSession, startSession, sweepSessions } from "#app/features/identity/sessions.server.ts";

/**
 * Middleware of the sign-in page: while the password-hashing queue is full (a flood), a
 * form post is answered 503 with Retry-After at once, as plain text in the address's
 * language: no body read, no page drawn, no attempt counted. Drawing the page for each
 * refusal would cost the flood's senders nothing and the server more than the hashing.
 * A browser with a valid device cookie (its signature checked, nothing else) goes on
 * while the hashing kept for trusted devices has room: signIn gives that room only to the
 * cookie's own owner, so the owners are not locked out by the flood (docs/product.md §13.1).
 */
export const signInBusyMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (request.method !== "POST" || !hashingIsFull()) return next();
  if (!hashingIsFull("trusted-device") && (await trustedOwnerIdOf(request)) !== null) return next();
  const t = adminText[ownerLangFromPathname(new URL(request.url).pathname)];
  return new Response(t.signInBusy, {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": String(SIGN_IN_BUSY_RETRY_AFTER_SECONDS) },
  });
};

/** One process, one limiter (docs/contributing.md §1: a single Node process serves the site). */
const limiter = new SignInLimiter();

export type SignInOutcome =
  | { ok: true; owner: Owner; setCookies: string[] }
  | { ok: false; reason: "wrong" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number }
  /** Too many passwords being checked at this moment (a flood): try again in a few seconds. */
  | { ok: false; reason: "busy"; retryAfterSeconds: number };

/**
 * Checks an e-mail and password (docs/product.md §13). An unknown e-mail and a wrong password get
 * the same answer after the same work (a dummy hash); every attempt counts against the
 * account and the client before the password is checked.
 */
export async function signIn(
  request: Request,
  client: string,
  credentials: { email: string; password: string },
  now = Date.now(),
): Promise<SignInOutcome> {
  const database = await db();
  const account = normaliseEmail(credentials.email);
  const owner = await findOwnerByEmail(database, account);
  const trustedId = await trustedOwnerIdOf(request, now);
  const attempt = { account, client, trustedDevice: owner !== null && trustedId === owner.id };

  const gate = limiter.begin(attempt, now);
  if (!gate.allowed) {
    logger.warn({ client }, "owner sign-in refused: too many failed attempts");
    return { ok: false, reason: "limited", retryAfterSeconds: Math.ceil(gate.retryAfterMs / 1000) };
  }

  let valid: boolean;
  try {
    valid = owner
      ? await verifyPassword(credentials.password, owner.passwordHash, attempt.trustedDevice ? "trusted-device" : "any")
      : await burnPasswordCheck(credentials.password);
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    logger.warn({ client }, "owner sign-in refused: too many passwords being checked");
    return { ok: false, reason: "busy", retryAfterSeconds: SIGN_IN_BUSY_RETRY_AFTER_SECONDS };
  }
  if (!owner || !valid) {
    logger.info({ client }, "owner sign-in failed");
    return { ok: false, reason: "wrong" };
  }

  limiter.succeeded(attempt);
  if (needsRehash(owner.passwordHash)) {
    // Under a flood the stronger hash waits for a calmer sign-in; the owner gets in now.
    const stronger = await hashPassword(credentials.password).catch((error: unknown) => {
      if (error instanceof HashingBusyError) return null;
      throw error;
    });
    if (stronger) await updatePasswordHash(database, owner.id, stronger);
  }
  await sweepSessions(now);
  // A new session id at every sign-in: a token planted before sign-in is worth nothing.
  const previous = await sessionTokenOf(request);
  if (previous) await endSession(previous);
  const token = await startSession(owner.id, now);
  logger.info({ owner: owner.id }, "owner signed in");
  return {
    ok: true,
    owner: { id: owner.id, email: owner.email },
    setCookies: [await sessionCookie(request, token), await deviceCookie(request, owner.id, now)],
  };
}
