import { describe, expect, it } from "vitest";
import { HtmlCache, pageCacheKey } from "./page-store.ts";

describe("page cache key", () => {
  it("differs by address (page and language), content version and day", () => {
    const key = pageCacheKey("/es/menu", "3.7", "2026-11-21");
    expect(new Set([key, pageCacheKey("/menu", "3.7", "2026-11-21"), pageCacheKey("/es/menu", "4.7", "2026-11-21"), pageCacheKey("/es/menu", "3.7", "2026-11-22")]).size).toBe(4);
    expect(pageCacheKey("/es/menu", "3.7", "2026-11-21")).toBe(key);
  });
});

describe("HTML cache", () => {
  const entry = { headers: [["content-type", "text/html"]] as [string, string][], body: { kind: "nonce" as const, parts: ["<html></html>"] } };

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

  it("renders a page again once its content changed by itself (its Expires: a mark or today's specials ended)", () => {
    const at = Date.parse("2026-11-28T12:00:00Z");
    let now = at - 60_000;
    const cache = new HtmlCache({ maxAgeMs: Number.POSITIVE_INFINITY, now: () => now });
    const timed = { ...entry, headers: [...entry.headers, ["expires", new Date(at).toUTCString()]] as [string, string][] };
    cache.set("1", "a", timed);
    expect(cache.get("1", "a")).toBeDefined();
    now = at - 1;
    expect(cache.get("1", "a")).toBeDefined();
    now = at;
    expect(cache.get("1", "a")).toBeUndefined();
    // Rendered too late to be kept: it would be stale already.
    cache.set("1", "b", timed);
    expect(cache.get("1", "b")).toBeUndefined();
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
