import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { owners, sessions } from "#db/schema.ts";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./rules/identity-limits.ts";
import { hashPassword } from "./password.server.ts";

// Imported by scripts/admin-create.ts, which Node runs directly: relative imports keep
// their .ts extension in this module's whole import graph.

export type Owner = { id: number; email: string };

/** E-mail addresses are compared trimmed and in lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): string | null {
  const normalised = normaliseEmail(email);
  if (!EMAIL_SHAPE.test(normalised) || normalised.length > EMAIL_MAX_LENGTH) return "not an e-mail address";
  return null;
}

export function passwordProblem(password: string): string | null {
  const length = [...password.normalize("NFKC")].length;
  if (length < PASSWORD_MIN_LENGTH) return `at least ${PASSWORD_MIN_LENGTH} characters, please`;
  if (length > PASSWORD_MAX_LENGTH) return `at most ${PASSWORD_MAX_LENGTH} characters, please`;
  if (password.trim() !== password) return "no spaces at the start or end, please";
  return null;
}

export async function findOwnerByEmail(db: Db, email: string): Promise<(Owner & { passwordHash: string }) | null> {
  const [row] = await db
    .select({ id: owners.id, email: owners.email, passwordHash: owners.passwordHash })
    .from(owners)
    .where(eq(owners.email, normaliseEmail(email)))
    .limit(1);
  return row ?? null;
}

/**
 * Creates an owner, or gives an existing one a new password and ends all their
 * sessions (a reset must lock out whoever knew the old password).
 */
export async function upsertOwner(
  db: Db,
  email: string,
  password: string,
  now = new Date(),
): Promise<{ created: boolean; sessionsEnded: number }> {
  const problem = emailProblem(email) ?? passwordProblem(password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  const address = normaliseEmail(email);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: owners.id }).from(owners).where(eq(owners.email, address));
    if (!existing) {
      await tx.insert(owners).values({ email: address, passwordHash, updatedAt: now });
      return { created: true, sessionsEnded: 0 };
    }
    await tx.update(owners).set({ passwordHash, updatedAt: now }).where(eq(owners.id, existing.id));
    const ended = await tx.delete(sessions).where(eq(sessions.ownerId, existing.id)).returning({ id: sessions.id });
    return { created: false, sessionsEnded: ended.length };
  });
}

export async function updatePasswordHash(db: Db, ownerId: number, passwordHash: string, now = new Date()): Promise<void> {
  await db.update(owners).set({ passwordHash, updatedAt: now }).where(eq(owners.id, ownerId));
}
