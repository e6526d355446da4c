import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { fillTemplate, HtmlCache, htmlCache, isCacheableResponse, pageCacheKey, toTemplate } from "./html-cache";

// The Express side of the HTML cache (docs/product.md §15.2), with a stand-in page handler that
// writes the response's nonce into its HTML the way React Router's pages do.

type Setup = { version?: () => string; day?: () => string; status?: number; cookie?: boolean };

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function start({ version = () => "1.0", day = () => "2026-11-21", status = 200, cookie = false }: Setup = {}) {
  let renders = 0;
  let nonces = 0;
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = `nonce${++nonces}==`;
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.cspNonce}'`);
    next();
  });
  const { middleware } = htmlCache({ paths: new Set(["/", "/es"]), contentVersion: async () => version(), day });
  app.use(middleware);
  app.use((req, res) => {
    renders += 1;
    const nonce = String(res.locals.cspNonce);
    res.status(status).setHeader("Content-Type", "text/html; charset=utf-8");
    if (cookie) res.setHeader("Set-Cookie", "a=b");
    res.write(`<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head>`);
    res.end(`<body>${req.path} render ${renders}<script nonce="${nonce}">2</script></body></html>`);
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((r) => server.once("listening", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, init?: RequestInit) => {
    const response = await fetch(base + path, init);
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    return { response, html, nonce };
  };
  return { get, renders: () => renders };
}

describe("HTML cache middleware", () => {
  it("renders a page once, then serves it with each response's own nonce", async () => {
    const site = await start();
    const first = await site.get("/es");
    const second = await site.get("/es");
    expect(site.renders()).toBe(1);
    expect(second.html.replaceAll(second.nonce!, "N")).toBe(first.html.replaceAll(first.nonce!, "N"));
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.html).not.toContain(first.nonce!);
    expect(second.html.match(new RegExp(second.nonce!.replace(/[+=/]/g, "\\$&"), "g"))).toHaveLength(2);
    expect(second.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
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
});

const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" nonce="${nonce}"/></head><body><script nonce="${nonce}">go()</script></body></html>`;

describe("page cache key", () => {
  it("differs by address (page and language), content version and day", () => {
    const key = pageCacheKey("/es/menu", "3.7", "2026-11-21");
    expect(new Set([key, pageCacheKey("/menu", "3.7", "2026-11-21"), pageCacheKey("/es/menu", "4.7", "2026-11-21"), pageCacheKey("/es/menu", "3.7", "2026-11-22")]).size).toBe(4);
    expect(pageCacheKey("/es/menu", "3.7", "2026-11-21")).toBe(key);
  });
});

describe("nonce template", () => {
  it("gives each response its own nonce, never the one the page was rendered with", () => {
    const parts = toTemplate(page("RENDERED+nonce/1=="), "RENDERED+nonce/1==");
    const html = fillTemplate(parts, "fresh==");
    expect(html).toBe(page("fresh=="));
    expect(html).not.toContain("RENDERED");
    expect(fillTemplate(parts, "other==")).toBe(page("other=="));
  });

  it("keeps a page rendered without a nonce as it is", () => {
    expect(fillTemplate(toTemplate("<html>x</html>", ""), "abc")).toBe("<html>x</html>");
  });
});

describe("what may be kept", () => {
  const ok = { status: 200, contentType: "text/html; charset=utf-8", setCookie: false, html: page("n") };
  it("a whole, successful HTML page without cookies", () => {
    expect(isCacheableResponse(ok)).toBe(true);
  });
  it("nothing else", () => {
    expect(isCacheableResponse({ ...ok, status: 404 })).toBe(false);
    expect(isCacheableResponse({ ...ok, status: 201 })).toBe(false);
    expect(isCacheableResponse({ ...ok, setCookie: true })).toBe(false);
    expect(isCacheableResponse({ ...ok, contentType: "application/json" })).toBe(false);
    expect(isCacheableResponse({ ...ok, html: "<!DOCTYPE html><html><body>cut sho" })).toBe(false);
  });
});

describe("HTML cache", () => {
  const entry = { headers: [["content-type", "text/html"]] as [string, string][], parts: ["<html></html>"] };

  it("serves a kept page until the content version changes, then forgets every page", () => {
    const cache = new HtmlCache();
    cache.set("1.0", "a", entry);
    cache.set("1.0", "b", entry);
    expect(cache.get("1.0", "a")).toMatchObject(entry);
    expect(cache.get("2.0", "a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("drops a page rendered for a content version that changed while it was rendered", () => {
    const cache = new HtmlCache();
    expect(cache.get("1.0", "a")).toBeUndefined();
    // An owner's edit came in meanwhile; another request already saw the new version.
    expect(cache.get("2.0", "b")).toBeUndefined();
    cache.set("1.0", "a", entry);
    expect(cache.get("2.0", "a")).toBeUndefined();
    expect(cache.get("1.0", "a")).toBeUndefined();
  });

  it("renders a page again after its maximum age", () => {
    let now = 0;
    const cache = new HtmlCache({ maxAgeMs: 1000, now: () => now });
    cache.set("1", "a", entry);
    now = 1000;
    expect(cache.get("1", "a")).toBeDefined();
    now = 1001;
    expect(cache.get("1", "a")).toBeUndefined();
  });

  it("keeps at most maxEntries pages, the oldest going first", () => {
    const cache = new HtmlCache({ maxEntries: 2 });
    cache.set("1", "a", entry);
    cache.set("1", "b", entry);
    cache.set("1", "c", entry);
    expect(cache.get("1", "a")).toBeUndefined();
    expect(cache.get("1", "b")).toBeDefined();
    expect(cache.get("1", "c")).toBeDefined();
  });
});
