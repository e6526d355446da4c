import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE_MAX, SIGN_IN_LIMITS } from "../../../app/features/admin/rules/admin-limits";
import { createOwner } from "../../support/owner-account";
import { startBuiltSite, type BuiltSite } from "../../support/built-site";

// Attacks on the owners' sign-in meant to stall the site or lock the owner out, against the
// built server behind one trusted proxy (TRUST_PROXY=1: the client is the X-Forwarded-For entry).
//  - rotating IPv6 addresses inside one household's prefix to escape the per-client limit;
//  - a flood of sign-ins from rotating addresses to take the thread pool with password hashing;
//  - a guest on the restaurant's Wi-Fi locking its address so the owner cannot get in.

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
    const device = first.cookies.filter((c) => c.startsWith("owner_device=")).map((c) => c.split(";")[0]).join("; ");
    expect(device).not.toBe("");
    // A guest on the restaurant's Wi-Fi uses up the address's allowance.
    for (let i = 0; i < SIGN_IN_LIMITS.perClient.failures; i++) expect((await signIn(`wifi-guess-${i}@example.com`, "not the password", wifi)).status).toBe(401);
    expect((await signIn(OWNER, PASSWORD, wifi)).status).toBe(429);
    // The owner's own browser, on the same address, with the right password.
    expect((await signIn(OWNER, PASSWORD, wifi, device)).status).toBe(303);
  });
});
