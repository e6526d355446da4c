import { describe, expect, it } from "vitest";
import { fillTemplate, HtmlCache, isCacheableResponse, pageCacheKey, toTemplate } from "./html-cache";

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
