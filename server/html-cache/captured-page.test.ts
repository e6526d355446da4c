import { describe, expect, it } from "vitest";
import { isCacheableResponse } from "./captured-page.ts";

const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" nonce="${nonce}"/></head><body><script nonce="${nonce}">go()</script></body></html>`;

describe("what may be kept", () => {
  const ok = { status: 200, contentType: "text/html; charset=utf-8", cacheControl: "no-cache", setCookie: false, html: page("n") };
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
  it("nor a page that says no-store (the menu while its card images are drawn); other Cache-Control values keep it", () => {
    for (const cacheControl of ["no-store", "private, no-store", "No-Store , max-age=0"]) expect(isCacheableResponse({ ...ok, cacheControl }), cacheControl).toBe(false);
    for (const cacheControl of [undefined, "private, no-cache", "no-storage"]) expect(isCacheableResponse({ ...ok, cacheControl }), String(cacheControl)).toBe(true);
  });
});
