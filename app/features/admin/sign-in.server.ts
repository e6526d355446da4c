import { db } from "../../db.server";
import { logger } from "../../../server/logger";
import { deviceCookie, sessionCookie, sessionTokenOf, trustedOwnerIdOf } from "./cookies.server";
import { findOwnerByEmail, normaliseEmail, updatePasswordHash, type Owner } from "./owners.server";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from "./password.server";
import { SignInLimiter } from "./sign-in-limiter";
import { endSession, startSession, sweepSessions } from "./sessions.server";

/** One process, one limiter (design.md §2: a single Node process serves the site). */
const limiter = new SignInLimiter();

export type SignInOutcome =
  | { ok: true; owner: Owner; setCookies: string[] }
  | { ok: false; reason: "wrong" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

/**
 * Checks an e-mail and password (issue 4). An unknown e-mail and a wrong password get
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

  const valid = owner ? await verifyPassword(credentials.password, owner.passwordHash) : await burnPasswordCheck(credentials.password);
  if (!owner || !valid) {
    logger.info({ client }, "owner sign-in failed");
    return { ok: false, reason: "wrong" };
  }

  limiter.succeeded(attempt);
  if (needsRehash(owner.passwordHash)) await updatePasswordHash(database, owner.id, await hashPassword(credentials.password));
  await sweepSessions(database, now);
  // A new session id at every sign-in: a token planted before sign-in is worth nothing.
  const previous = await sessionTokenOf(request);
  if (previous) await endSession(database, previous);
  const token = await startSession(database, owner.id, now);
  logger.info({ owner: owner.id }, "owner signed in");
  return {
    ok: true,
    owner: { id: owner.id, email: owner.email },
    setCookies: [await sessionCookie(request, token), await deviceCookie(request, owner.id, now)],
  };
}
