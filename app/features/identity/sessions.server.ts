import { createHash, randomBytes } from "node:crypto";
import { eq, lt, or } from "drizzle-orm";
import { owners, sessions } from "#db/schema.ts";
import { SESSION_IDLE_TIMEOUT_MS, SESSION_MAX_AGE_MS, SESSION_TOUCH_INTERVAL_MS } from "./rules/identity-limits.ts";
import type { Owner } from "./owners.server.ts";
import { db } from "#app/db.server.ts";

// Owners' sessions (docs/product.md §13). The browser holds a random token in a signed cookie; the
// database keeps only its SHA-256, so a copy of the database opens no session.

function idOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Starts a session and returns the token for the cookie. */
export async function startSession(ownerId: number, now = Date.now()): Promise<string> {
  const database = await db();
  const token = randomBytes(32).toString("base64url");
  await database.insert(sessions).values({ id: idOf(token), ownerId, createdAt: new Date(now), lastSeenAt: new Date(now) });
  return token;
}

export function isExpired(session: { createdAt: Date; lastSeenAt: Date }, now: number): boolean {
  return now - session.lastSeenAt.getTime() > SESSION_IDLE_TIMEOUT_MS || now - session.createdAt.getTime() > SESSION_MAX_AGE_MS;
}

/**
 * The owner of a live session, or null. An expired session is deleted; a live one
 * records the visit (at most once per SESSION_TOUCH_INTERVAL_MS, not a write per request).
 */
export async function ownerOfSession(token: string, now = Date.now()): Promise<Owner | null> {
  const database = await db();
  const id = idOf(token);
  const [row] = await database
    .select({ ownerId: owners.id, email: owners.email, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(owners, eq(owners.id, sessions.ownerId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  if (isExpired(row, now)) {
    await database.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await database.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, id));
  }
  return { id: row.ownerId, email: row.email };
}

export async function endSession(token: string): Promise<void> {
  const database = await db();
  await database.delete(sessions).where(eq(sessions.id, idOf(token)));
}

/** Removes sessions nobody can use any more (called at each sign-in). */
export async function sweepSessions(now = Date.now()): Promise<void> {
  const database = await db();
  await database
    .delete(sessions)
    .where(
      or(
        lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_TIMEOUT_MS)),
        lt(sessions.createdAt, new Date(now - SESSION_MAX_AGE_MS)),
      ),
    );
}

