import { describe, expect, it } from "vitest";
import { isMutation, isSameOrigin } from "./same-origin.ts";

function post(headers: Record<string, string>, url = "http://127.0.0.1:3000/admin/texts") {
  return new Request(url, { method: "POST", headers });
}

describe("Origin check", () => {
  it("accepts a post from the page's own origin", () => {
    expect(isSameOrigin(post({ Origin: "http://127.0.0.1:3000" }))).toBe(true);
  });

  it("accepts the canonical site address behind a proxy", () => {
    const request = post({ Origin: "https://laterraza.example" }, "http://127.0.0.1:3000/admin");
    expect(isSameOrigin(request, ["https://laterraza.example/"])).toBe(true);
    expect(isSameOrigin(request)).toBe(false);
  });

  it("refuses another site, another port, another scheme", () => {
    expect(isSameOrigin(post({ Origin: "https://evil.example" }))).toBe(false);
    expect(isSameOrigin(post({ Origin: "http://127.0.0.1:4000" }))).toBe(false);
    expect(isSameOrigin(post({ Origin: "https://127.0.0.1:3000" }))).toBe(false);
    expect(isSameOrigin(post({ Origin: "http://127.0.0.1:3000.evil.example" }))).toBe(false);
  });

  it("refuses an opaque or missing origin", () => {
    expect(isSameOrigin(post({ Origin: "null" }))).toBe(false);
    expect(isSameOrigin(post({}))).toBe(false);
    expect(isSameOrigin(post({ Origin: "null", Referer: "http://127.0.0.1:3000/admin" }))).toBe(false);
  });

  it("falls back to the Referer when the browser sent no Origin", () => {
    expect(isSameOrigin(post({ Referer: "http://127.0.0.1:3000/admin/requests?page=2" }))).toBe(true);
    expect(isSameOrigin(post({ Referer: "https://evil.example/admin" }))).toBe(false);
    expect(isSameOrigin(post({ Referer: "not a url" }))).toBe(false);
  });

  it("treats only GET, HEAD and OPTIONS as safe", () => {
    for (const m of ["GET", "head", "OPTIONS"]) expect(isMutation(m)).toBe(false);
    for (const m of ["POST", "PUT", "PATCH", "DELETE"]) expect(isMutation(m)).toBe(true);
  });
});
