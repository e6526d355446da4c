import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "@libsql/client";
import path from "node:path";
import { SIGN_IN_LIMITS } from "#app/features/admin/rules/admin-limits.ts";
import { SESSION_IDLE_TIMEOUT_MS } from "#app/features/identity/rules/identity-limits.ts";
import { createOwner } from "../support/site/owner-account.ts";
import { startBuiltSite, type BuiltSite } from "../support/site/built-site.ts";

// The owners' sign-in against the real built server: cookies, the limits per account and
// per client (clients told apart by X-Forwarded-For, so TRUST_PROXY is on), the Origin
// check, inactivity expiry, sign-out, and the guard on every address of the area.

let server: BuiltSite;
const OWNER = "owner@example.com";
const PASSWORD = "una contraseña bastante larga";

beforeAll(async () => {
  server = await startBuiltSite({ env: { TRUST_PROXY: "1" }, removeDataDirOnStop: true });
  const created = await createOwner(server.dataDir, OWNER, PASSWORD);
  expect(created.status, created.stderr).toBe(0);
});
afterAll(() => server?.stop());

let clientNumber = 0;
/** A client address nobody else in this file uses. */
const newClient = () => `198.51.100.${++clientNumber}`;

async function signIn(email: string, password: string, client: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, "X-Forwarded-For": client, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ email, password, next: "/admin/texts" }),
  });
  return { response, html: await response.text(), cookies: response.headers.getSetCookie() };
}

/** The "name=value" pairs of Set-Cookie headers, for a Cookie header. */
const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");

const alertOf = (html: string) => /role="alert"[^>]*>([^<]*)</.exec(html)?.[1];

describe("owners' sign-in", () => {
  it("signs in with a signed, httpOnly, SameSite cookie and goes to the page asked for", async () => {
    const { response, cookies } = await signIn(OWNER, PASSWORD, newClient());
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/admin/texts");
    const session = cookies.find((c) => c.startsWith("owner_session="))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Secure/);
    // Signed: value "payload.signature"; a tampered value is no session.
    const value = session.split(";")[0]!;
    expect(value).toMatch(/^owner_session=[^.]+\.[^.]+$/);
    const page = await fetch(`${server.url}/admin/texts`, { headers: { Cookie: value }, redirect: "manual" });
    expect(page.status).toBe(200);
    expect(page.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const tampered = value.replace(/\.[^.]+$/, ".AAAA");
    const refused = await fetch(`${server.url}/admin/texts`, { headers: { Cookie: tampered }, redirect: "manual" });
    expect(refused.status).toBe(302);
  });

  it("marks the cookie Secure behind an HTTPS proxy", async () => {
    const https = server.url.replace("http:", "https:");
    const { response, cookies } = await signIn(OWNER, PASSWORD, newClient(), { "X-Forwarded-Proto": "https", Origin: https });
    expect(response.status).toBe(303);
    expect(cookies.every((c) => /; Secure/.test(c))).toBe(true);
  });

  it("answers an unknown e-mail exactly like a wrong password", async () => {
    const wrong = await signIn(OWNER, "not the password at all", newClient());
    const unknown = await signIn("nobody@example.com", "not the password at all", newClient());
    expect(wrong.response.status).toBe(401);
    expect(unknown.response.status).toBe(401);
    expect(alertOf(wrong.html)).toBe("Wrong e-mail or password.");
    expect(alertOf(unknown.html)).toBe(alertOf(wrong.html));
    expect(wrong.cookies).toEqual([]);
  });

  it("limits failures per account, from any client, with 429 and Retry-After; the owner's own browser still gets in", async () => {
    const account = "limit-account@example.com";
    const password = "contraseña de la cuenta";
    expect((await createOwner(server.dataDir, account, password)).status).toBe(0);
    // The owner signed in before from this browser: it holds a device cookie.
    const before = await signIn(account, password, newClient());
    const device = before.cookies.find((c) => c.startsWith("owner_device="))!;

    for (let i = 0; i < SIGN_IN_LIMITS.perAccount.failures; i++) {
      expect((await signIn(account, `wrong guess ${i}`, newClient())).response.status).toBe(401);
    }
    const blocked = await signIn(account, "wrong guess again", newClient());
    expect(blocked.response.status).toBe(429);
    expect(Number(blocked.response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(alertOf(blocked.html)).toMatch(/Too many attempts/);
    // Even the right password is refused from a browser the account does not know…
    expect((await signIn(account, password, newClient())).response.status).toBe(429);
    // …but the owner's own browser is not locked out by the attack.
    const own = await signIn(account, password, newClient(), { Cookie: device.split(";")[0]! });
    expect(own.response.status).toBe(303);
  });

  it("stops an attack from one client without locking the owner out of another", async () => {
    const account = "one-attacker@example.com";
    const password = "contraseña de otra cuenta";
    expect((await createOwner(server.dataDir, account, password)).status).toBe(0);
    const attacker = newClient();
    for (let i = 0; i < SIGN_IN_LIMITS.perClient.failures; i++) await signIn(account, `guess number ${i}`, attacker);
    for (let i = 0; i < 20; i++) expect((await signIn(account, `guess number ${i} again`, attacker)).response.status).toBe(429);
    // A browser the owner never used before, elsewhere: still in.
    expect((await signIn(account, password, newClient())).response.status).toBe(303);
  });

  it("limits an unknown e-mail the same way (a 429 tells nothing about which accounts exist)", async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount.failures; i++) await signIn("ghost@example.com", `guess ${i} guess`, newClient());
    expect((await signIn("ghost@example.com", "guess again guess", newClient())).response.status).toBe(429);
  });

  it("limits failures per client, whatever accounts it tries", async () => {
    const client = newClient();
    for (let i = 0; i < SIGN_IN_LIMITS.perClient.failures; i++) {
      expect((await signIn(`someone${i}@example.com`, "wrong password here", client)).response.status).toBe(401);
    }
    expect((await signIn(OWNER, PASSWORD, client)).response.status).toBe(429);
    expect((await signIn(OWNER, PASSWORD, newClient())).response.status).toBe(303);
  });

  it("refuses a sign-in posted without a same-origin Origin (login CSRF)", async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/admin/sign-in`, {
        method: "POST",
        redirect: "manual",
        headers: { "X-Forwarded-For": newClient(), "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams({ email: OWNER, password: PASSWORD }),
      });
    expect((await post({})).status).toBe(403);
    expect((await post({ Origin: "null" })).status).toBe(400);
    expect((await post({ Origin: "https://evil.example" })).status).toBe(400);
    expect((await post({ Referer: `${server.url}/admin/sign-in` })).status).toBe(303);
  });
});

describe("owners' sessions", () => {
  it("end at sign-out", async () => {
    const { cookies } = await signIn(OWNER, PASSWORD, newClient());
    const cookie = cookieHeader(cookies);
    const out = await fetch(`${server.url}/admin/sign-out`, { method: "POST", redirect: "manual", headers: { Cookie: cookie, Origin: server.url } });
    expect(out.status).toBe(303);
    expect(out.headers.get("Location")).toBe("/admin/sign-in?signed-out=1");
    expect(out.headers.getSetCookie().join()).toMatch(/owner_session=;.*Max-Age=0/);
    const after = await fetch(`${server.url}/admin/requests`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(after.status).toBe(302);
  });

  it("end after SESSION_IDLE_TIMEOUT_MS without a request", async () => {
    const { cookies } = await signIn(OWNER, PASSWORD, newClient());
    const cookie = cookieHeader(cookies);
    expect((await fetch(`${server.url}/admin/requests`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(200);
    const db = createClient({ url: `file:${path.join(server.dataDir, "site.db")}` });
    await db.execute({ sql: "UPDATE sessions SET last_seen_at = ?", args: [Date.now() - SESSION_IDLE_TIMEOUT_MS - 1000] });
    db.close();
    const after = await fetch(`${server.url}/admin/requests`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(after.status).toBe(302);
    expect(after.headers.get("Location")).toBe("/admin/sign-in?next=%2Fadmin%2Frequests");
  });
});

describe("the guard", () => {
  const pages = ["/admin", "/admin/requests", "/admin/requests?status=new", "/admin/requests/some-id", "/admin/requests.csv", "/admin/texts", "/admin/texts/encabezado/titulo", "/admin/photos", "/admin/photos/team-1", "/admin/menu", "/admin/menu/tapas", "/admin/sign-out", "/admin/anything", "/es/admin", "/es/admin/requests", "/es/admin/texts", "/es/admin/requests.csv", "/es/admin/photos/city-map", "/es/admin/menu/drinks"];

  it.each(pages)("sends GET %s without a session to sign-in, in its language", async (page) => {
    const response = await fetch(server.url + page, { redirect: "manual" });
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    expect(location.startsWith(page.startsWith("/es/") ? "/es/admin/sign-in?next=" : "/admin/sign-in?next=")).toBe(true);
    expect(new URL(location, server.url).searchParams.get("next")).toBe(page);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  });

  it.each(["/admin/requests/some-id", "/admin/texts/encabezado/titulo", "/admin/photos/team-1", "/admin/menu/tapas", "/admin/sign-out", "/es/admin/requests/some-id"])(
    "refuses POST %s without a session",
    async (page) => {
      const response = await fetch(server.url + page, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=status&status=confirmed",
      });
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toMatch(/^(\/es)?\/admin\/sign-in$/);
    },
  );

  it("answers the client-side data requests of admin pages with a redirect too", async () => {
    const response = await fetch(`${server.url}/admin/requests.data`, { redirect: "manual" });
    expect([202, 302, 204]).toContain(response.status);
    const body = await response.text();
    expect(body).not.toMatch(/ownerEmail|newRequests/);
  });
});
