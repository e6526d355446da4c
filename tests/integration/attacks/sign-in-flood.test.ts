import { setTimeout as pause } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_LIMITS } from "#app/features/admin/rules/admin-limits.ts";
import {
  PASSWORD_HASH_CONCURRENCY,
  PASSWORD_HASH_QUEUE_MAX,
  TRUSTED_DEVICE_HASH_CONCURRENCY,
  TRUSTED_DEVICE_HASH_QUEUE_MAX,
} from "#app/features/identity/rules/identity-limits.ts";
import { createOwner } from "#tests/support/site/owner-account.ts";
import { startBuiltSite, type BuiltSite } from "#tests/support/site/built-site.ts";

// Attacks on the owners' sign-in meant to stall the site or lock the owner out, against the
// built server behind one trusted proxy (TRUST_PROXY=1: the client is the X-Forwarded-For entry).
//  - rotating IPv6 addresses inside one household's prefix to escape the per-client limit;
//  - a flood of sign-ins from rotating addresses to take the thread pool with password hashing;
//  - a guest on the restaurant's Wi-Fi locking its address so the owner cannot get in;
//  - a flood that keeps the hashing line full so the owner's own sign-in gets 503, and the
//    same flood with a made-up device cookie to take the hashing kept for the owners.

const OWNER = "owner@example.com";
const PASSWORD = "una contraseña bastante larga";

let server: BuiltSite;
beforeAll(async () => {
  server = await startBuiltSite({ env: { TRUST_PROXY: "1" } });
  const created = await createOwner(server.dataDir, OWNER, PASSWORD);
  expect(created.status, created.stderr).toBe(0);
});
afterAll(() => server?.stop());

async function signIn(email: string, password: string, client: string, cookie?: string) {
  const response = await fetch(`${server.url}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": client,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams({ email, password }),
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get("Retry-After"), cookies: response.headers.getSetCookie() };
}

/** The owner_device cookie of a sign-in's answer, as a Cookie header. */
const deviceOf = (cookies: string[]) =>
  cookies
    .filter((c) => c.startsWith("owner_device="))
    .map((c) => c.split(";")[0])
    .join("; ");

/** Flood senders at once: each sends its next sign-in as soon as one is answered. */
const FLOOD_SENDERS = 40;
/** A sender's breath after a 503, so the flood holds the line full without taking the machine's cores. */
const FLOOD_PAUSE_MS = 25;

/**
 * Keeps FLOOD_SENDERS wrong sign-ins in flight, each from a new address and e-mail (no limit
 * ever answers them 429), until `during` has finished; `during` starts only once the flood has
 * been answered 503, i.e. once it has filled the hashing line.
 */
async function whileFlooded<T>(during: () => Promise<T>): Promise<{ result: T; statuses: number[] }> {
  const statuses: number[] = [];
  let sent = 0;
  let stop = false;
  let filled!: () => void;
  const full = new Promise<void>((resolve) => (filled = resolve));
  const sender = async () => {
    while (!stop) {
      const n = sent++;
      const { status } = await signIn(`wave-${n}@example.com`, "not the password", `10.${90 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`);
      statuses.push(status);
      if (status === 503) {
        filled();
        await pause(FLOOD_PAUSE_MS);
      }
    }
  };
  const senders = Array.from({ length: FLOOD_SENDERS }, sender);
  try {
    await full;
    return { result: await during(), statuses };
  } finally {
    stop = true;
    await Promise.all(senders);
  }
}

describe("sign-in under attack", () => {
  it("counts IPv6 addresses of one /56 as one client: the 6th wrong password from the prefix gets 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.perClient.failures; i++) {
      // A new address each time, in one household's prefix (2001:db8:aa:bb00::/56).
      statuses.push((await signIn(`v6-guess-${i}@example.com`, "not the password", `2001:db8:aa:bb${i.toString(16).padStart(2, "0")}::${i + 1}`)).status);
    }
    expect(statuses).toEqual([...Array<number>(SIGN_IN_LIMITS.perClient.failures).fill(401), 429]);
    // Another household's prefix is another client.
    expect((await signIn("v6-other@example.com", "not the password", "2001:db8:aa:cc00::1")).status).toBe(401);
  });

  it("answers a flood of sign-ins beyond the hashing queue with a quick 503 and Retry-After, never 500, and keeps serving pages", async () => {
    const flood = 4 * (PASSWORD_HASH_CONCURRENCY + PASSWORD_HASH_QUEUE_MAX);
    const attempts = Array.from({ length: flood }, (_, i) => signIn(`flood-${i}@example.com`, "not the password", `10.77.${i >> 8}.${i & 255}`));
    const page = fetch(`${server.url}/`).then((r) => r.status);
    const answers = await Promise.all(attempts);
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 401 || s === 503), statuses.join(" ")).toBe(true);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(PASSWORD_HASH_CONCURRENCY + PASSWORD_HASH_QUEUE_MAX);
    for (const busy of answers.filter((a) => a.status === 503)) expect(Number(busy.retryAfter)).toBeGreaterThan(0);
    expect(await page).toBe(200);
    expect(server.logs.filter((l) => Number(l.status) >= 500 && l.status !== 503)).toEqual([]);
  });

  it("lets the owner's own browser in while a guest on the same Wi-Fi has locked the address", async () => {
    const wifi = "198.51.100.77";
    const first = await signIn(OWNER, PASSWORD, "198.51.100.1");
    expect(first.status).toBe(303);
    const device = deviceOf(first.cookies);
    expect(device).not.toBe("");
    // A guest on the restaurant's Wi-Fi uses up the address's allowance.
    for (let i = 0; i < SIGN_IN_LIMITS.perClient.failures; i++) expect((await signIn(`wifi-guess-${i}@example.com`, "not the password", wifi)).status).toBe(401);
    expect((await signIn(OWNER, PASSWORD, wifi)).status).toBe(429);
    // The owner's own browser, on the same address, with the right password.
    expect((await signIn(OWNER, PASSWORD, wifi, device)).status).toBe(303);
  });

  // Slow on a busy machine: every sign-in of the owner waits for its hash beside the flood's.
  it("keeps hashing for the owner's trusted browser while a flood fills the line, and none for a made-up device cookie", async () => {
    const first = await signIn(OWNER, PASSWORD, "203.0.113.10");
    expect(first.status).toBe(303);
    const device = deviceOf(first.cookies);
    expect(device).not.toBe("");
    // What an attacker can write without the key: the owner's id and a fresh date, with a signature made up.
    const payload = decodeURIComponent(device.slice("owner_device=".length)).split(".")[0]!;
    const owner = (JSON.parse(Buffer.from(payload, "base64").toString()) as { owner: number }).owner;
    const forged = `owner_device=${encodeURIComponent(`${Buffer.from(JSON.stringify({ owner, since: Date.now() })).toString("base64")}.bm90IHNpZ25lZA`)}`;
    const kept = TRUSTED_DEVICE_HASH_CONCURRENCY + TRUSTED_DEVICE_HASH_QUEUE_MAX;

    const { result, statuses } = await whileFlooded(async () => {
      const owners: { status: number; inbox: number }[] = [];
      for (let i = 0; i < 3; i++) {
        const answer = await signIn(OWNER, PASSWORD, `203.0.113.${20 + i}`, device);
        const session = answer.cookies.find((c) => c.startsWith("owner_session="))?.split(";")[0];
        const inbox = session ? (await fetch(`${server.url}/admin/requests`, { headers: { Cookie: session }, redirect: "manual" })).status : 0;
        owners.push({ status: answer.status, inbox });
      }
      // Twice the kept room at once, with the owner's e-mail: a cookie taken at its word would
      // fill that room (and get 401 for the wrong password); a refused one gets the flood's 503.
      const forgers = await Promise.all(
        Array.from({ length: 2 * kept }, (_, i) => signIn(OWNER, "not the password", `203.0.113.${40 + i}`, forged).then((a) => a.status)),
      );
      return { owners, forgers };
    });
    // Every one of the owner's sign-ins got in (a session that opens the inbox), all during the flood.
    expect(result.owners).toEqual(result.owners.map(() => ({ status: 303, inbox: 200 })));
    // The made-up cookie got no kept room: 503, or at most one by chance into the common line
    // at the moment a place there came free.
    expect(result.forgers.every((s) => s === 503 || s === 401), result.forgers.join(" ")).toBe(true);
    expect(result.forgers.filter((s) => s === 401).length, result.forgers.join(" ")).toBeLessThan(kept);
    expect(statuses.every((s) => s === 401 || s === 503), [...new Set(statuses)].join(" ")).toBe(true);
    expect(server.logs.filter((l) => Number(l.status) >= 500 && l.status !== 503)).toEqual([]);
  });
});
