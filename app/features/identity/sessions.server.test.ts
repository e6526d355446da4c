import { beforeEach, describe, expect, it } from "vitest";
import { sessions } from "#db/schema.ts";
import type { Db } from "#db/client.ts";
import { SESSION_IDLE_TIMEOUT_MS, SESSION_MAX_AGE_MS, SESSION_TOUCH_INTERVAL_MS } from "./rules/identity-limits.ts";
import { findOwnerByEmail, upsertOwner } from "./owners.server.ts";
import { endSession, ownerOfSession, startSession, sweepSessions } from "./sessions.server.ts";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { db as processDb } from "#app/db.server.ts";

freshDataDirs({ seed: false });
let db: Db;
let ownerId: number;
const t0 = Date.UTC(2026, 4, 1, 12);

beforeEach(async () => {
  db = await processDb();
  await upsertOwner(db, "Ana@Example.com ", "una contraseña larga");
  ownerId = (await findOwnerByEmail(db, "ana@example.com"))!.id;
});

describe("owner accounts", () => {
  it("stores the e-mail normalised and only a hash of the password", async () => {
    const owner = await findOwnerByEmail(db, "  ANA@example.COM");
    expect(owner?.email).toBe("ana@example.com");
    expect(owner?.passwordHash).toMatch(/^scrypt\$/);
    expect(owner?.passwordHash).not.toContain("contraseña");
  });

  it("resets the password of an existing owner and ends their sessions", async () => {
    const token = await startSession(ownerId, t0);
    const result = await upsertOwner(db, "ana@example.com", "otra contraseña larga");
    expect(result).toEqual({ created: false, sessionsEnded: 1 });
    expect(await ownerOfSession(token, t0)).toBeNull();
  });

  it("refuses a short password or a malformed e-mail", async () => {
    await expect(upsertOwner(db, "luis@example.com", "short")).rejects.toThrow(/at least/);
    await expect(upsertOwner(db, "not-an-email", "una contraseña larga")).rejects.toThrow(/e-mail/);
  });
});

describe("sessions", () => {
  it("knows the owner of a live session and keeps only the token's hash", async () => {
    const token = await startSession(ownerId, t0);
    expect(await ownerOfSession(token, t0 + 1000)).toEqual({ id: ownerId, email: "ana@example.com" });
    const rows = await db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(token);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it("does not know a made-up token", async () => {
    expect(await ownerOfSession("made-up", t0)).toBeNull();
  });

  it("expires after the idle timeout, and the expired row is gone", async () => {
    const token = await startSession(ownerId, t0);
    expect(await ownerOfSession(token, t0 + SESSION_IDLE_TIMEOUT_MS)).not.toBeNull();
    expect(await ownerOfSession(token, t0 + 2 * SESSION_IDLE_TIMEOUT_MS + 1)).toBeNull();
    expect(await db.select().from(sessions)).toHaveLength(0);
  });

  it("stays alive while used, since each visit counts as activity", async () => {
    const token = await startSession(ownerId, t0);
    let now = t0;
    for (let i = 0; i < 5; i++) {
      now += SESSION_IDLE_TIMEOUT_MS - SESSION_TOUCH_INTERVAL_MS;
      expect(await ownerOfSession(token, now)).not.toBeNull();
    }
    expect(now - t0).toBeGreaterThan(SESSION_IDLE_TIMEOUT_MS * 4);
  });

  it("ends after the maximum age even when used all along", async () => {
    const token = await startSession(ownerId, t0);
    let now = t0;
    while (now < t0 + SESSION_MAX_AGE_MS) {
      now += SESSION_IDLE_TIMEOUT_MS / 2;
      if (now <= t0 + SESSION_MAX_AGE_MS) expect(await ownerOfSession(token, now)).not.toBeNull();
    }
    expect(await ownerOfSession(token, t0 + SESSION_MAX_AGE_MS + 1)).toBeNull();
  });

  it("ends at sign-out", async () => {
    const token = await startSession(ownerId, t0);
    await endSession(token);
    expect(await ownerOfSession(token, t0)).toBeNull();
  });

  it("sweeps sessions nobody can use any more", async () => {
    await startSession(ownerId, t0);
    const live = await startSession(ownerId, t0 + 2 * SESSION_IDLE_TIMEOUT_MS);
    await sweepSessions(t0 + 2 * SESSION_IDLE_TIMEOUT_MS + 1);
    expect(await db.select().from(sessions)).toHaveLength(1);
    expect(await ownerOfSession(live, t0 + 2 * SESSION_IDLE_TIMEOUT_MS + 2)).not.toBeNull();
  });
});
