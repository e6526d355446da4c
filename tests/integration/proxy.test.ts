import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http2 from "node:http2";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import tls from "node:tls";
import { createOwnerAccount } from "../support/site/owner-account.ts";
import { makeCertificate, requireProxy, startProxy, type RunningProxy } from "../../scripts/lib/real-proxy.ts";
import { strictTransportSecurity } from "#server/security-headers.ts";
import { startBuiltSite, type BuiltSite } from "../support/site/built-site.ts";
import { fullRequest, solveAltcha } from "../support/site/contact-requests.ts";
import { eventually } from "../support/site/eventually.ts";

// The deploy kit's proxies (deploy/caddy/site.caddy, deploy/nginx/terraza-proxy.conf), as
// Debian ships Caddy and nginx, in front of the BUILT site on loopback with a certificate the
// client trusts (docs/operations.md §2): HTTPS and HTTP/2 for every public page, brotli from the
// build's precompressed files, the client's real address (a forged X-Forwarded-For does not
// win), HSTS and Secure cookies. The site runs as production does behind one proxy: TRUST_PROXY=1.
// Missing caddy or nginx fails the test with how to install it (.ci/run installs both).

const OWNER = "owner@example.com";
const PASSWORD = "una contraseña bastante larga";
/** The test's client connects from this loopback address; the proxy itself from 127.0.0.1. */
const CLIENT_ADDRESS = "127.0.0.2";

type Answer = { status: number; headers: http2.IncomingHttpHeaders; body: Buffer };

/** One HTTP/2 request on `session`; the body as it came over the wire (not decompressed). */
function request(session: http2.ClientHttp2Session, headers: http2.OutgoingHttpHeaders, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers, { endStream: body === undefined });
    const chunks: Buffer[] = [];
    let answer: http2.IncomingHttpHeaders = {};
    stream.on("response", (h) => (answer = h));
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => resolve({ status: Number(answer[":status"]), headers: answer, body: Buffer.concat(chunks) }));
    stream.on("error", reject);
    if (body !== undefined) stream.end(body);
  });
}

function parseLine(line: string): { path?: string; ip?: string } {
  try {
    return JSON.parse(line) as { path?: string; ip?: string };
  } catch {
    return {};
  }
}

describe.each(["caddy", "nginx"] as const)("the site behind %s", (kind) => {
  let site: BuiltSite;
  let proxy: RunningProxy;
  let session: http2.ClientHttp2Session;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `proxy-${kind}-`));
    site = await startBuiltSite({ env: { TRUST_PROXY: "1", CONTACT_RATE_LIMIT: "1" } });
    await createOwnerAccount(site.dataDir, OWNER, PASSWORD);
    proxy = await startProxy(kind, new URL(site.url).host, dir);
    session = await connect(CLIENT_ADDRESS);
  });

  /** An HTTP/2 session to the proxy from the loopback address `from`. */
  async function connect(from: string): Promise<http2.ClientHttp2Session> {
    const { port } = new URL(proxy.origin);
    const connected = http2.connect(proxy.origin, {
      createConnection: () =>
        tls.connect({
          socket: net.connect({ host: "127.0.0.1", port: Number(port), localAddress: from }),
          servername: "localhost",
          ca: proxy.ca,
          ALPNProtocols: ["h2", "http/1.1"],
        }),
    });
    await new Promise<void>((resolve, reject) => connected.once("connect", () => resolve()).once("error", reject));
    return connected;
  }
  afterAll(async () => {
    session?.close();
    await proxy?.stop();
    await site?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("answers every public page of the sitemap over HTTPS and HTTP/2", async () => {
    expect(session.alpnProtocol).toBe("h2");
    const sitemap = await request(session, { ":path": "/sitemap.xml", "accept-encoding": "identity" });
    expect(sitemap.status).toBe(200);
    const paths = [...sitemap.body.toString("utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths).toContain("/");
    expect(paths).toContain("/es/menu");
    for (const pagePath of paths) {
      const page = await request(session, { ":path": pagePath, "accept-encoding": "br" });
      expect([pagePath, page.status, page.headers["content-type"]]).toEqual([pagePath, 200, expect.stringMatching(/^text\/html/)]);
    }
  });

  it("sends the build's precompressed brotli file as it is", async () => {
    const assets = path.resolve("build/client/assets");
    const file = fs
      .readdirSync(assets)
      .filter((f) => f.endsWith(".js") && fs.existsSync(path.join(assets, `${f}.br`)))
      .sort((a, b) => fs.statSync(path.join(assets, b)).size - fs.statSync(path.join(assets, a)).size)[0];
    expect(file).toBeDefined();
    const answer = await request(session, { ":path": `/assets/${file}`, "accept-encoding": "br, gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.body.equals(fs.readFileSync(path.join(assets, `${file}.br`)))).toBe(true);
  });

  it("gives the site the client's own address; a forged X-Forwarded-For does not win", async () => {
    const probe = `/?probe=${kind}-${Date.now()}`;
    const answer = await request(session, { ":path": probe, "x-forwarded-for": "203.0.113.66", "x-real-ip": "203.0.113.66" });
    expect(answer.status).toBe(200);
    // The access log's address is req.ip, the one the per-client limits count (server/load-context.ts).
    const line = await eventually(() => site.output.map(parseLine).find((l) => l.path === probe));
    expect(line.ip).toBe(CLIENT_ADDRESS);
  });

  it("counts the contact limit per real client, whatever X-Forwarded-For the client sends", async () => {
    const send = async (from: http2.ClientHttp2Session, forged: string) =>
      (
        await request(
          from,
          { ":method": "POST", ":path": "/api/contact", origin: proxy.origin, "content-type": "application/json", "x-forwarded-for": forged },
          JSON.stringify(fullRequest({ captcha: await solveAltcha(site.url) })),
        )
      ).status;
    // CONTACT_RATE_LIMIT=1: the second request of one client is refused, though it claims another address.
    expect(await send(session, "198.51.100.1")).toBe(201);
    expect(await send(session, "198.51.100.2")).toBe(429);
    const other = await connect("127.0.0.3");
    expect(await send(other, "198.51.100.1")).toBe(201);
    other.close();
  });

  it("keeps the guests' and owners' link tokens out of its log, at every spelling", async () => {
    // Any token will do: the proxy logs the address before the site reads it.
    const token = `tok${crypto.randomBytes(24).toString("base64url")}`;
    const paths = [
      `/r/${token}`,
      `/es/r/${token}`,
      `/R/${token}/`,
      `/r%2F${token}`,
      `/%72/${token}`,
      `//r//${token}`,
      `/r/${token}.data?_routes=manage-en`,
      `/admin/decide/${token}`,
      `/es/Admin/Decide/${token}`,
    ];
    for (const tokenPath of paths) await request(session, { ":path": tokenPath });
    // Every asset a manage page loads names the page in its Referer.
    await request(session, { ":path": "/favicon.ico", referer: `${proxy.origin}/r/${token}` });
    const marker = `/?after-tokens=${Date.now()}`;
    await request(session, { ":path": marker });
    const logged = await eventually(() => (kind === "caddy" || proxy.logs().includes(marker) ? proxy.logs() : undefined));
    expect(logged).not.toContain(token);
    if (kind === "nginx") {
      // It does log (the format of deploy/nginx/terraza-http.conf), without the tokens.
      expect(logged).toContain('"GET /r/[token] HTTP/2.0"');
      expect(logged).toContain('"GET /admin/decide/[token] HTTP/2.0"');
    }
    // Nor did the site behind it.
    await eventually(() => site.output.some((l) => l.includes(marker)) || undefined);
    expect(site.output.filter((l) => l.includes(token))).toEqual([]);
  });

  it("does not say which version of the proxy answers", async () => {
    const missing = await request(session, { ":path": "/../../etc/passwd" });
    const home = await request(session, { ":path": "/" });
    for (const answer of [missing, home]) {
      expect(String(answer.headers.server ?? "")).not.toMatch(/\d/);
      expect(answer.body.toString("latin1")).not.toMatch(/nginx\/\d|caddy\/?v?\d/i);
    }
  });

  it("turns HSTS on and makes the owners' cookies Secure", async () => {
    const home = await request(session, { ":path": "/" });
    expect(home.headers["strict-transport-security"]).toBe(strictTransportSecurity);
    const signIn = await request(
      session,
      { ":method": "POST", ":path": "/admin/sign-in", origin: proxy.origin, "content-type": "application/x-www-form-urlencoded" },
      new URLSearchParams({ email: OWNER, password: PASSWORD, next: "/admin/texts" }).toString(),
    );
    expect(signIn.status).toBe(303);
    const cookies = [signIn.headers["set-cookie"] ?? []].flat();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure(;|$)/i);
  });
});

describe("the shipped proxy configurations as a whole", () => {
  it("deploy/Caddyfile (automatic HTTPS) is valid for Caddy", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "caddy-validate-"));
    const result = spawnSync(requireProxy("caddy"), ["validate", "--config", path.resolve("deploy/Caddyfile"), "--adapter", "caddyfile"], {
      env: { PATH: process.env.PATH, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, SITE_DOMAIN: "www.example.com" },
      encoding: "utf8",
    });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(result.status, result.stderr).toBe(0);
  });

  it("deploy/nginx/terraza.conf passes nginx -t, with a certificate where certbot puts one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-validate-"));
    const { cert, key } = makeCertificate(dir);
    fs.mkdirSync(path.join(dir, "snippets"));
    // The access log where the test may write it (nginx -t opens it).
    const inTest = (file: string) => fs.readFileSync(file, "utf8").replaceAll("/var/log/nginx/access.log", path.join(dir, "access.log"));
    fs.writeFileSync(path.join(dir, "snippets/terraza-proxy.conf"), inTest("deploy/nginx/terraza-proxy.conf"));
    fs.copyFileSync("deploy/nginx/terraza-http.conf", path.join(dir, "snippets/terraza-http.conf"));
    const site = inTest("deploy/nginx/terraza.conf")
      .replaceAll("/etc/letsencrypt/live/www.example.com/fullchain.pem", cert)
      .replaceAll("/etc/letsencrypt/live/www.example.com/privkey.pem", key);
    fs.writeFileSync(path.join(dir, "terraza.conf"), site);
    fs.writeFileSync(path.join(dir, "nginx.conf"), `pid ${dir}/nginx.pid;\nevents {}\nhttp {\n    access_log off;\n    include ${dir}/terraza.conf;\n}\n`);
    const result = spawnSync(requireProxy("nginx"), ["-t", "-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf")], { encoding: "utf8" });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(result.status, result.stderr).toBe(0);
  });
});
