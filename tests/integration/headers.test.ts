import { createHash } from "node:crypto";
import fs from "node:fs";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "../support/site/http-get.ts";
import { startBuiltSite, type BuiltSite } from "../support/site/built-site.ts";
import { menuFilesDrawn } from "#tests/support/site/menu-files-drawn.ts";

// docs/operations.md §8: the headers of every kind of route, read from the built server.

const scripts = fs
  .readdirSync("build/client/assets")
  .filter((f) => f.endsWith(".js"))
  .sort((a, b) => fs.statSync(`build/client/assets/${b}`).size - fs.statSync(`build/client/assets/${a}`).size);
// The largest script: the one every public page needs.
const asset = scripts[0];
// Scripts under 1 KiB, which the compression middleware would send as they are (0011).
const smallScripts = scripts.filter((f) => fs.statSync(`build/client/assets/${f}`).size < 1024);

const routes: { path: string; status: number; type: RegExp; cache: string }[] = [
  { path: "/", status: 200, type: /^text\/html/, cache: "no-cache" },
  { path: "/es", status: 200, type: /^text\/html/, cache: "no-cache" },
  { path: "/photos", status: 200, type: /^text\/html/, cache: "no-cache" },
  { path: "/menu", status: 200, type: /^text\/html/, cache: "no-cache" },
  { path: "/about", status: 200, type: /^text\/html/, cache: "no-cache" },
  { path: "/es/about", status: 200, type: /^text\/html/, cache: "no-cache" },
  { path: "/no-such-page", status: 404, type: /^text\/html/, cache: "no-cache" },
  { path: `/assets/${asset}`, status: 200, type: /javascript/, cache: "public, max-age=31536000, immutable" },
  { path: "/healthz", status: 200, type: /^application\/json/, cache: "no-store" },
  { path: "/sitemap.xml", status: 200, type: /^application\/xml/, cache: "public, max-age=3600" },
  { path: "/robots.txt", status: 200, type: /^text\/plain/, cache: "public, max-age=3600" },
  { path: "/manifest.webmanifest", status: 200, type: /^application\/manifest\+json/, cache: "public, max-age=3600" },
  { path: "/favicon.svg", status: 200, type: /^image\/svg\+xml/, cache: "public, max-age=3600" },
];

function directives(csp: string | string[] | undefined): Map<string, string[]> {
  return new Map(
    String(csp ?? "").split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("security headers (default configuration)", () => {
  let server: BuiltSite;
  beforeAll(async () => {
    expect(asset, "run npm run build first").toBeTruthy();
    server = await startBuiltSite();
    // The menu page is kept (below) only with its card images, drawn in the background after a fresh start.
    await menuFilesDrawn(server.url);
  });
  afterAll(async () => {
    await server?.stop();
  });

  for (const route of routes) {
    it(`${route.path} answers ${route.status} with every security header`, async () => {
      const res = await rawGet(server.url + route.path, { "X-Forwarded-Proto": "https" });
      expect(res.status).toBe(route.status);
      expect(res.headers["content-type"]).toMatch(route.type);
      expect(res.headers["cache-control"]).toBe(route.cache);

      const csp = directives(res.headers["content-security-policy"]);
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(csp.get("script-src")?.[0]).toBe("'self'");
      // A page's inline scripts run with its nonce; nothing else has inline scripts.
      if (String(res.headers["content-type"]).startsWith("text/html")) {
        expect(csp.get("script-src")?.[1]).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
      } else {
        expect(csp.get("script-src")).toEqual(["'self'"]);
      }
      expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
      expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("frame-src")).toEqual(["https://www.google.com"]);
      expect(csp.get("worker-src")).toEqual(["'self'", "blob:"]);
      expect(res.headers["content-security-policy"]).not.toContain("recaptcha");

      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["permissions-policy"]).toContain("camera=()");
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["x-powered-by"]).toBeUndefined();
      // Plain HTTP, and X-Forwarded-Proto is not trusted without TRUST_PROXY.
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    });
  }

  it("nonces every script of a page rendered for its visitor with the nonce of its own response, new each time", async () => {
    const nonces = new Set<string>();
    // A page never kept (the 404 page) is rendered each time; "/" and "/es/menu" are asked with a
    // query string so the HTML cache renders them too.
    for (const path of ["/?x=1", "/es/menu?x=2", "/no-such-page"]) {
      const res = await rawGet(server.url + path);
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
      expect(nonce).toBeTruthy();
      nonces.add(nonce!);
      const html = res.body.toString();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(1);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(res.headers.etag).toBeUndefined();
    }
    expect(nonces.size).toBe(3);
  });

  it("serves a kept public page as the same bytes to all, its inline scripts allowed by hash, and 304 to a revisit", async () => {
    for (const path of ["/", "/es/menu"]) {
      await rawGet(server.url + path);
      const a = await rawGet(server.url + path);
      const b = await rawGet(server.url + path);
      expect(b.body.equals(a.body)).toBe(true);
      const policy = String(a.headers["content-security-policy"]);
      expect(policy).not.toContain("'nonce-");
      const html = a.body.toString();
      expect(html).not.toMatch(/<script\b[^>]*\bnonce=/);
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\bsrc=|application\/(ld\+)?json/.test(attributes!));
      expect(inline.length).toBeGreaterThan(0);
      for (const [, , text] of inline) expect(policy).toContain(`'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
      const etag = String(a.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const revisit = await rawGet(server.url + path, { "If-None-Match": etag });
      expect(revisit.status).toBe(304);
      expect(revisit.body.length).toBe(0);
    }
  });

  it("compresses pages and assets with brotli or gzip, as the client asks", async () => {
    const br = await rawGet(server.url + "/", { "Accept-Encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain("<!DOCTYPE html>");
    const gzip = await rawGet(server.url + "/es", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toContain('<html lang="es"');
    const js = await rawGet(`${server.url}/assets/${asset}`, { "Accept-Encoding": "br" });
    expect(js.headers["content-encoding"]).toBe("br");
    // Small ones too, when brotli makes them smaller (the build wrote their .br file).
    const small = smallScripts.filter((f) => fs.existsSync(`build/client/assets/${f}.br`));
    expect(small.length).toBeGreaterThan(0);
    for (const f of small.slice(0, 3)) {
      const res = await rawGet(`${server.url}/assets/${f}`, { "Accept-Encoding": "br" });
      expect(res.headers["content-encoding"], f).toBe("br");
      expect(zlib.brotliDecompressSync(res.body).equals(fs.readFileSync(`build/client/assets/${f}`)), f).toBe(true);
    }
    const plain = await rawGet(server.url + "/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });
});

describe("security headers behind an HTTPS proxy with reCAPTCHA", () => {
  let server: BuiltSite;
  beforeAll(async () => {
    server = await startBuiltSite({
      env: {
        TRUST_PROXY: "1",
        CAPTCHA: "recaptcha",
        RECAPTCHA_SITE_KEY: "test-site-key",
        RECAPTCHA_SECRET_KEY: "test-secret-key",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("pins HTTPS only on responses that came over HTTPS", async () => {
    const https = await rawGet(server.url + "/", { "X-Forwarded-Proto": "https" });
    expect(https.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(directives(https.headers["content-security-policy"]).has("upgrade-insecure-requests")).toBe(true);
    const http = await rawGet(server.url + "/");
    expect(http.headers["strict-transport-security"]).toBeUndefined();
    expect(directives(http.headers["content-security-policy"]).has("upgrade-insecure-requests")).toBe(false);
  });

  it("allows Google's reCAPTCHA scripts and frames by name", async () => {
    const csp = directives((await rawGet(server.url + "/")).headers["content-security-policy"]);
    expect(csp.get("script-src")).toEqual(
      expect.arrayContaining(["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]),
    );
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("frame-src")).toEqual(
      expect.arrayContaining(["https://www.google.com", "https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"]),
    );
  });
});
