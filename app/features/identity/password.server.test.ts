import { describe, expect, it } from "vitest";
import { PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE_MAX } from "./rules/identity-limits.ts";
import { burnPasswordCheck, HashingBusyError, hashingIsFull, hashPassword, needsRehash, verifyPassword } from "./password.server.ts";

// scrypt is slow on purpose (about a third of a second a hash, more on a busy machine).
describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("stores only an scrypt hash with its own salt and cost, never the password", async () => {
    const [a, b] = await Promise.all([hashPassword("same password 1"), hashPassword("same password 1")]);
    expect(a).not.toBe(b);
    expect(a).not.toContain("same password");
    const [prefix, N, r, p, salt, key] = a.split("$");
    expect({ prefix, N, r, p }).toEqual({ prefix: "scrypt", N: "32768", r: "8", p: "3" });
    expect(Buffer.from(salt ?? "", "base64url")).toHaveLength(16);
    expect(Buffer.from(key ?? "", "base64url")).toHaveLength(64);
    expect(needsRehash(a)).toBe(false);
  });

  it("reads hashes made with other settings and flags weaker ones", async () => {
    const hash = await hashPassword("tiempo de tapas");
    const [, , , , salt] = hash.split("$");
    const { scryptSync } = await import("node:crypto");
    const weak = ["scrypt", 1024, 8, 1, salt, scryptSync("tiempo de tapas", Buffer.from(salt ?? "", "base64url"), 32, { N: 1024 }).toString("base64url")].join("$");
    expect(await verifyPassword("tiempo de tapas", weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
  });

  it("treats differently composed accents as the same password", async () => {
    const hash = await hashPassword("contrase\u00f1a segura");
    expect(await verifyPassword("contrasen\u0303a segura", hash)).toBe(true);
  });

  it("never matches a malformed stored hash", async () => {
    const malformed = ["", "plain", "scrypt$x$8$1$aa$bb", "bcrypt$1$2$3$aa$bb", "scrypt$1024$8$1$$", "scrypt$1024$8$1$aa$bb$cc"];
    expect(await Promise.all(malformed.map((stored) => verifyPassword("anything at all", stored)))).toEqual(malformed.map(() => false));
  });

  it("does the same work for an unknown account and always says no", async () => {
    expect(await burnPasswordCheck("whatever it is")).toBe(false);
  });

  it("keeps hashing for an owner's trusted browser while the common line is full", async () => {
    const hash = await hashPassword("la terraza de noche");
    const flood = Array.from({ length: PASSWORD_HASH_CONCURRENCY + PASSWORD_HASH_QUEUE_MAX }, (_, i) => burnPasswordCheck(`flood ${i}`));
    expect(hashingIsFull()).toBe(true);
    expect(hashingIsFull("trusted-device")).toBe(false);
    await expect(verifyPassword("la terraza de noche", hash)).rejects.toBeInstanceOf(HashingBusyError);
    expect(await verifyPassword("la terraza de noche", hash, "trusted-device")).toBe(true);
    expect(await Promise.all(flood)).toEqual(flood.map(() => false));
    expect(hashingIsFull()).toBe(false);
  });
});
