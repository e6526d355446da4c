import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_LIMITS } from "#app/features/admin/rules/admin-limits.ts";
import { startBuiltSite, type BuiltSite } from "#tests/support/site/built-site.ts";
import { fullRequest, postJson, solveAltcha } from "#tests/support/site/contact-requests.ts";

// Attack: a client forging X-Forwarded-For to escape the per-client limits. The server
// runs as deployed behind one proxy (TRUST_PROXY=1). The proxy here is one that appends
// the address it saw to whatever the client sent (nginx's $proxy_add_x_forwarded_for),
// the worst case: the server receives "<forged>, <real client>". Only the proxy's own
// entry may count; the client must be locked out whatever it writes.

const REAL_CLIENT = "203.0.113.50";
const CONTACT_LIMIT = 2;

let server: BuiltSite;
beforeAll(async () => {
  server = await startBuiltSite({ env: { TRUST_PROXY: "1", CONTACT_RATE_LIMIT: String(CONTACT_LIMIT) } });
});
afterAll(() => server?.stop());

/** What the proxy forwards for request `i` of an attacker who forges a new address each time. */
const forwardedFor = (i: number) => `198.18.${i >> 8}.${i & 255}, ${REAL_CLIENT}`;

describe("a forged X-Forwarded-For behind one trusted proxy", () => {
  it("does not reset the sign-in limit: wrong password number 6 gets 429 however the header rotates", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.perClient.failures; i++) {
      const response = await fetch(`${server.url}/admin/sign-in`, {
        method: "POST",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": forwardedFor(i) },
        // A new account each time, so only the per-client limit can stop it.
        body: new URLSearchParams({ email: `guess-${i}@example.com`, password: "not the password" }),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(SIGN_IN_LIMITS.perClient.failures).fill(401), 429]);
  });

  it("does not reset the contact limit either", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_LIMIT; i++) {
      const captcha = await solveAltcha(server.url);
      const response = await postJson(server.url, fullRequest({ captcha, email: `guest${i}@example.org` }), { "X-Forwarded-For": forwardedFor(100 + i) });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(CONTACT_LIMIT).fill(201), 429]);
  });

  it("still tells real clients apart by the proxy's entry", async () => {
    const response = await fetch(`${server.url}/admin/sign-in`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "203.0.113.51" },
      body: new URLSearchParams({ email: "someone@example.com", password: "not the password" }),
    });
    expect(response.status).toBe(401);
  });
});

describe("a TRUST_PROXY that would trust every hop", () => {
  it.each(["true", "on", "*", "0.0.0.0/0", "::/0"])("TRUST_PROXY=%s stops the start with the reason", async (value) => {
    // A server that did start is stopped again (and the test fails).
    const outcome = await startBuiltSite({ env: { TRUST_PROXY: value } }).then(
      async (started) => (await started.stop(), "started"),
      (error: Error) => error.message,
    );
    expect(outcome).toMatch(/TRUST_PROXY: .* would trust every hop|TRUST_PROXY: .* trusts every address/);
  });
});
