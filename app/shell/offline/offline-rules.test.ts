import { describe, expect, it } from "vitest";
import { cacheNames, fullDataRequestUrl, isExpiredCopy, isKeepable, pageOfDataRequest, strategyFor, isKeptAnswerOf, replacedPages } from "./offline-rules.ts";

const origin = "https://laterrazatrinidad.com";
const get = (path: string, method = "GET") => strategyFor({ method, url: origin + path }, origin);

describe("service worker rules", () => {
  it("never keeps the owners' area, the endpoints, POSTs or other sites", () => {
    for (const path of ["/admin", "/admin/requests", "/ADMIN/requests", "/Es/Admin/texts.data", "/%61dmin/requests", "/API/contact", "/admin.data", "/admin/texts.data", "/es/admin", "/es/admin/requests/3", "/api/contact", "/api/captcha", "/tapas-backend/mailer_request.php", "/healthz", "/sw.js"]) {
      expect(get(path), path).toEqual({ strategy: "network-only" });
    }
    expect(get("/", "POST")).toEqual({ strategy: "network-only" });
    expect(strategyFor({ method: "GET", url: "https://www.google.com/maps" }, origin)).toEqual({ strategy: "network-only" });
  });

  it("never keeps a guest's manage page, at any spelling", () => {
    for (const path of ["/r/abc", "/es/r/abc", "/R/abc", "/Es/R/abc", "/%72/abc", "/r/abc.data", "/es/r/abc.data", "/r", "/es/r"]) {
      expect(get(path), path).toEqual({ strategy: "network-only" });
    }
    // Pages that merely start with the letter are not caught.
    for (const path of ["/restaurant", "/es/reservas"]) expect(get(path), path).toEqual({ strategy: "network-first", cache: "pages" });
  });

  it("takes hashed and content-addressed files from the copy, pages from the network first", () => {
    expect(get("/assets/site-abc.js")).toEqual({ strategy: "cache-first", cache: "shell" });
    expect(get("/media/hero/3-960.avif")).toEqual({ strategy: "cache-first", cache: "media" });
    expect(get("/menu-files/0123456789abcdef0123.webp")).toEqual({ strategy: "cache-first", cache: "media" });
    for (const path of ["/", "/es", "/es/menu", "/menu.data", "/menu.pdf", "/files/trinidad-city-map.pdf", "/__manifest?paths=%2F"]) {
      expect(get(path), path).toEqual({ strategy: "network-first", cache: "pages" });
    }
  });

  it("finds the page of a React Router data request, and its full form", () => {
    expect(pageOfDataRequest(new URL(`${origin}/_root.data`))).toBe("/");
    expect(pageOfDataRequest(new URL(`${origin}/es.data`))).toBe("/es");
    expect(pageOfDataRequest(new URL(`${origin}/es/menu.data?_routes=es-menu`))).toBe("/es/menu");
    expect(pageOfDataRequest(new URL(`${origin}/es/menu`))).toBeNull();
    expect(fullDataRequestUrl(new URL(`${origin}/photos.data?_routes=en-photos`))).toBe(`${origin}/photos.data`);
    expect(fullDataRequestUrl(new URL(`${origin}/photos.data`))).toBeNull();
  });

  it("names the caches after the build, but not the photos'", () => {
    expect(cacheNames("abc")).toEqual({ shell: "terraza-shell-abc", pages: "terraza-pages-abc", media: "terraza-media" });
  });

  it("keeps only whole answers from the site itself", () => {
    expect(isKeepable({ status: 200, type: "basic", redirected: false })).toBe(true);
    expect(isKeepable({ status: 404, type: "basic", redirected: false })).toBe(false);
    expect(isKeepable({ status: 200, type: "opaque", redirected: false })).toBe(false);
    expect(isKeepable({ status: 200, type: "basic", redirected: true })).toBe(false);
  });
});

describe("a kept copy with timed content", () => {
  const copy = (expires?: string) => ({ headers: new Headers(expires ? { Expires: expires } : {}) });
  const at = Date.parse("2026-11-28T12:00:00Z");

  it("is served until its Expires (a not-today mark or today's specials ended), then no more", () => {
    expect(isExpiredCopy(copy(new Date(at).toUTCString()), at - 1)).toBe(false);
    expect(isExpiredCopy(copy(new Date(at).toUTCString()), at)).toBe(true);
  });

  it("a page without Expires is served as before; an unreadable one counts as past (RFC 9111 §5.3)", () => {
    expect(isExpiredCopy(copy(), at)).toBe(false);
    expect(isExpiredCopy(copy("soon"), at)).toBe(true);
  });
});

describe("a page answered for a remembered choice (the menu's currency)", () => {
  it("names same-origin paths only, its own first", () => {
    expect(replacedPages("/menu /es/menu")).toEqual(["/menu", "/es/menu"]);
    expect(replacedPages(null)).toEqual([]);
    expect(replacedPages("https://evil.example/menu //evil.example /es/menu")).toEqual(["/es/menu"]);
  });

  it("replaces the kept pages it names and their data, nothing else", () => {
    const pages = ["/menu", "/es/menu"];
    const at = (path: string) => new URL(path, "https://laterraza.example");
    for (const kept of ["/menu", "/es/menu", "/menu.data", "/es/menu.data?_routes=es-menu", "/menu?currency=eur"]) expect(isKeptAnswerOf(at(kept), pages)).toBe(true);
    for (const kept of ["/", "/es", "/photos", "/menu.pdf", "/_root.data", "/menu-files/abc.webp"]) expect(isKeptAnswerOf(at(kept), pages)).toBe(false);
  });
});
