import http from "node:http";
import zlib from "node:zlib";
import compression from "compression";
import type { AddressInfo } from "node:net";
import express from "express";
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { htmlCache } from "./middleware.ts";
import { securityHeaders } from "../security-headers.ts";

// The Express side of the HTML cache (docs/product.md §15.2), with a stand-in page handler that
// writes the response's nonce into its HTML the way React Router's pages do.

type Setup = {
  version?: () => string;
  day?: () => string;
  status?: number;
  cookie?: boolean;
  nonceInText?: boolean;
  compress?: boolean;
  /** The page's own Cache-Control, when it sets one (a function: it may change from one render to the next). */
  cacheControl?: () => string | undefined;
  cookieVariant?: (path: string, cookieHeader: string | undefined) => string | undefined;
};

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function start({ version = () => "1.0", day = () => "2026-11-21", status = 200, cookie = false, nonceInText = false, compress = false, cacheControl, cookieVariant }: Setup = {}) {
  let renders = 0;
  const app = express();
  app.use(securityHeaders({ mapOrigin: "https://maps.example", captcha: "altcha", development: false }));
  // As server/platform.ts mounts it, before the cache.
  if (compress) app.use(compression());
  const { middleware } = htmlCache({ paths: new Set(["/", "/es"]), contentVersion: async () => version(), day, cookieVariant });
  app.use(middleware);
  app.use((req, res) => {
    renders += 1;
    const nonce = String(res.locals.cspNonce);
    res.status(status).setHeader("Content-Type", "text/html; charset=utf-8");
    if (cookie) res.setHeader("Set-Cookie", "a=b");
    const ownCacheControl = cacheControl?.();
    if (ownCacheControl) res.setHeader("Cache-Control", ownCacheControl);
    // A cookie-dependent page says so itself, as the menu's route does.
    if (cookieVariant?.(req.path, req.headers.cookie) !== undefined) res.append("Vary", "Cookie");
    res.write(`<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head>`);
    res.end(`<body>${req.path}${req.headers.cookie ? ` ${req.headers.cookie}` : ""} render ${renders}${nonceInText ? ` (${nonce})` : ""}<script nonce="${nonce}">2</script></body></html>`);
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((r) => server.once("listening", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, init?: RequestInit) => {
    const response = await fetch(base + path, init);
    const html = await response.text();
    const policy = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    return { response, html, nonce, policy };
  };
  /** The bytes as sent (fetch would decompress them), and the page they decompress to. */
  const raw = (path: string, acceptEncoding: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer; html: string }>((resolve, reject) => {
      http
        .get(base + path, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const bytes = Buffer.concat(chunks);
            const encoding = response.headers["content-encoding"];
            const html = encoding === "br" ? zlib.brotliDecompressSync(bytes) : encoding === "gzip" ? zlib.gunzipSync(bytes) : encoding === "deflate" ? zlib.inflateSync(bytes) : bytes;
            resolve({ headers: response.headers, bytes, html: html.toString("utf8") });
          });
        })
        .on("error", reject);
    });
  return { get, raw, renders: () => renders };
}

describe("HTML cache middleware", () => {
  it("keeps a cookie-dependent page once per variant, and says Vary: Cookie", async () => {
    const site = await start({ cookieVariant: (path, cookie) => (path === "/es" ? (/c=(\w+)/.exec(cookie ?? "")?.[1] ?? "") : undefined) });
    const plain = [await site.get("/es"), await site.get("/es")];
    const usd = [await site.get("/es", { headers: { Cookie: "c=usd" } }), await site.get("/es", { headers: { Cookie: "c=usd" } })];
    expect(site.renders()).toBe(2);
    expect(plain[1]!.html).toContain("/es render 1");
    expect(usd[1]!.html).toContain("/es c=usd render 2");
    expect(usd[1]!.response.headers.get("etag")).not.toBe(plain[1]!.response.headers.get("etag"));
    for (const { response } of [...plain, ...usd]) expect(response.headers.get("vary")).toBe("Cookie");
    // A page that depends on no cookie says nothing about it.
    expect((await site.get("/")).response.headers.get("vary")).toBeNull();
  });

  it("renders a page once, then serves everyone the same bytes, its inline scripts allowed by their hashes", async () => {
    const site = await start();
    const first = await site.get("/es");
    const second = await site.get("/es");
    const third = await site.get("/es");
    expect(site.renders()).toBe(1);
    // The first answer was rendered for its visitor, with its own nonce.
    expect(first.nonce).toBeDefined();
    expect(first.html).toContain(`nonce="${first.nonce}"`);
    // Kept answers: no nonce anywhere, identical bytes, a policy naming the scripts' hashes.
    expect(second.nonce).toBeUndefined();
    expect(second.html).not.toContain("nonce");
    expect(second.html).toBe(first.html.replaceAll(` nonce="${first.nonce}"`, ""));
    expect(third.html).toBe(second.html);
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    const scriptSrc = second.policy.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBe(`script-src 'self' ${hash("1")} ${hash("2")}`);
    expect(second.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("answers a revisit of an unchanged page with 304 and no body, and a changed one in full", async () => {
    let version = "1.0";
    const site = await start({ version: () => version });
    await site.get("/");
    const kept = await site.get("/");
    const etag = kept.response.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const revisit = await site.get("/", { headers: { "If-None-Match": etag! } });
    expect(revisit.response.status).toBe(304);
    expect(revisit.html).toBe("");
    expect(revisit.response.headers.get("etag")).toBe(etag);
    // Another page's tag, or the same page after an edit: the whole page.
    expect((await site.get("/", { headers: { "If-None-Match": '"something-else"' } })).response.status).toBe(200);
    version = "2.0";
    await site.get("/");
    const edited = await site.get("/", { headers: { "If-None-Match": etag! } });
    expect(edited.response.status).toBe(200);
    expect(edited.html).toContain("render 2");
    expect(edited.response.headers.get("etag")).not.toBe(etag);
  });

  it("sends a kept page's brotli and gzip bytes, made once per version, and drops them at the next edit", async () => {
    let version = "1.0";
    const site = await start({ version: () => version, compress: true });
    const rendered = await site.raw("/", "gzip, deflate, br");
    expect(rendered.headers["content-encoding"]).toBe("br");
    const page = rendered.html.replace(/ nonce="[^"]+"/g, "");

    for (const [accepts, encoding] of [["gzip, deflate, br", "br"], ["gzip", "gzip"]] as const) {
      const first = await site.raw("/", accepts);
      const second = await site.raw("/", accepts);
      expect(first.headers["content-encoding"]).toBe(encoding);
      expect(first.headers.vary).toBe("Accept-Encoding");
      expect(first.headers["content-length"]).toBe(String(first.bytes.length));
      expect(first.html).toBe(page);
      // The same bytes again: kept, not compressed once more.
      expect(second.bytes.equals(first.bytes)).toBe(true);
    }
    // A client that accepts neither gets the page as before (the middleware's choice).
    expect((await site.raw("/", "identity")).html).toBe(page);
    expect((await site.raw("/", "deflate")).html).toBe(page);

    version = "2.0";
    expect((await site.raw("/", "br")).html).toContain("render 2");
    const edited = await site.raw("/", "br");
    expect(edited.html).toContain("render 2");
    expect(edited.html).not.toContain("nonce");
    expect(site.renders()).toBe(2);
  });

  it("keeps a page whose nonce appears outside its script tags as a template, each response with its own nonce", async () => {
    const site = await start({ nonceInText: true });
    const first = await site.get("/es");
    const second = await site.get("/es");
    expect(site.renders()).toBe(1);
    expect(second.nonce).toBeDefined();
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.html).not.toContain(first.nonce!);
    expect(second.html.replaceAll(second.nonce!, "N")).toBe(first.html.replaceAll(first.nonce!, "N"));
    expect(second.response.headers.get("etag")).toBeNull();
  });

  it("keeps each address apart", async () => {
    const site = await start();
    expect((await site.get("/")).html).toContain("/ render 1");
    expect((await site.get("/es")).html).toContain("/es render 2");
    expect((await site.get("/")).html).toContain("/ render 1");
  });

  it("renders again once the content version or the day changed", async () => {
    let version = "1.0";
    let day = "2026-11-21";
    const site = await start({ version: () => version, day: () => day });
    await site.get("/");
    version = "2.0";
    expect((await site.get("/")).html).toContain("render 2");
    expect((await site.get("/")).html).toContain("render 2");
    day = "2026-11-22";
    expect((await site.get("/")).html).toContain("render 3");
  });

  it("keeps no page answered with a cookie or an error, none asked with a query string, HEAD or POST, and no other address", async () => {
    const withCookie = await start({ cookie: true });
    await withCookie.get("/");
    await withCookie.get("/");
    expect(withCookie.renders()).toBe(2);

    const failing = await start({ status: 500 });
    await failing.get("/");
    await failing.get("/");
    expect(failing.renders()).toBe(2);

    const site = await start();
    await site.get("/?utm=x");
    await site.get("/?utm=x");
    await site.get("/", { method: "POST" });
    await site.get("/", { method: "POST" });
    await site.get("/admin");
    await site.get("/admin");
    expect(site.renders()).toBe(6);
    await site.get("/", { method: "HEAD" });
    await site.get("/");
    await site.get("/");
    expect(site.renders()).toBe(8);
  });

  it("keeps no page that says no-store (the menu while its card images are drawn), and keeps the same page once it no longer does", async () => {
    let drawn = false;
    const site = await start({ cacheControl: () => (drawn ? undefined : "no-store") });
    const preparing = [await site.get("/"), await site.get("/")];
    expect(site.renders()).toBe(2);
    for (const { response } of preparing) {
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("etag")).toBeNull();
    }
    drawn = true;
    await site.get("/");
    const kept = await site.get("/");
    expect(site.renders()).toBe(3);
    expect(kept.html).toContain("render 3");
    expect(kept.response.headers.get("cache-control")).toBe("no-cache");
  });
});
