import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strategyFor } from "#app/shell/offline/offline-rules.ts";
import { createOwner } from "#tests/support/site/owner-account.ts";
import { startBuiltSite, type BuiltSite } from "#tests/support/site/built-site.ts";

// Attack: reaching the owners' pages at another spelling of their address, so that the
// privacy rules keyed on "/admin" miss them: the router matches paths without regard to
// case and decodes "%61", so "/ADMIN/requests" is the inbox. It must never get the public
// frame (with offline reading), never be kept by the service worker, and its query string
// (an owner's search: guests' names) never reach the log. And: a path with "//" must not
// become a link to another host ("/es//evil.example/x" → href="//evil.example/x").

const OWNER = "owner@example.com";
const PASSWORD = "una contraseña bastante larga";
const spellings = ["/ADMIN/requests", "/Admin/Requests", "/ES/ADMIN/requests", "/es/Admin/requests", "/%61dmin/requests"];

let server: BuiltSite;
let session = "";
beforeAll(async () => {
  server = await startBuiltSite();
  const created = await createOwner(server.dataDir, OWNER, PASSWORD);
  expect(created.status, created.stderr).toBe(0);
  const signedIn = await fetch(`${server.url}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: OWNER, password: PASSWORD }),
  });
  expect(signedIn.status).toBe(303);
  session = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});
afterAll(() => server?.stop());

/** A GET with the path exactly as written (fetch would normalise backslashes). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; html: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path, headers, agent: false }, (res) => {
        let html = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (html += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, html }));
      })
      .on("error", reject);
  });
}

/** The public site's frame: navigation bar, footer, skip link (and with them offline reading). */
const publicFrame = (html: string) => /class="site-header"|class="site-footer|class="skip-link"/.test(html);

describe("the owners' inbox at other spellings of its address", () => {
  it.each(spellings)("%s: the inbox without the public frame, private and uncached", async (path) => {
    const page = await rawGet(`${path}?q=maria-secret-search`, { Cookie: session });
    expect(page.status).toBe(200);
    expect(page.html).toContain('name="robots" content="noindex, nofollow"');
    expect(publicFrame(page.html)).toBe(false);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    // The service worker never keeps it (the rule the built worker bundles).
    expect(strategyFor({ method: "GET", url: `${server.url}${path}` }, server.url).strategy).toBe("network-only");
    expect(strategyFor({ method: "GET", url: `${server.url}${path}.data` }, server.url).strategy).toBe("network-only");
  });

  it("the sign-in page too", async () => {
    const page = await rawGet("/ADMIN/sign-in");
    expect(page.status).toBe(200);
    expect(publicFrame(page.html)).toBe(false);
  });

  it("never logs the query string of any of those requests", async () => {
    const lines = server.logs.filter((l) => l.msg === "request" && String(l.path).toLowerCase().includes("requests"));
    expect(lines.length).toBeGreaterThanOrEqual(spellings.length);
    expect(JSON.stringify(server.logs)).not.toContain("maria-secret-search");
  });
});

describe("paths with a double slash or a backslash", () => {
  it.each(["/es//evil.example/x", "//evil.example/x", "/es/\\evil.example/x", "/\\evil.example/x", "/es//evil.example/admin"])(
    "%s never renders a link to another host",
    async (path) => {
      const first = await rawGet(path);
      expect(first.status).toBe(308);
      expect(first.headers.location).toMatch(/^\/[^/\\]/);
      const page = await rawGet(first.headers.location!);
      expect(page.status).toBe(404);
      expect(page.html).not.toMatch(/href="(\/\/|\/\\|\\)/);
    },
  );
});
