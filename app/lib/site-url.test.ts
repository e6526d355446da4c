import { describe, expect, it } from "vitest";
import { siteUrlProblem } from "./site-url.ts";

describe("siteUrlProblem", () => {
  it("names a loopback address whatever its spelling", () => {
    for (const url of [
      "http://localhost:3000",
      "https://localhost",
      "http://LOCALHOST.:8080",
      "http://app.localhost",
      "http://127.0.0.1:3000",
      "https://127.8.9.10",
      "http://[::1]:3000",
      "http://[::ffff:127.0.0.1]",
      "http://0.0.0.0:3000",
    ]) {
      expect(siteUrlProblem(url), url).toBe("loopback");
    }
  });

  it("names a public address without HTTPS", () => {
    expect(siteUrlProblem("http://www.laterrazatrinidad.com")).toBe("plain-http");
    expect(siteUrlProblem("http://203.0.113.7:3000")).toBe("plain-http");
  });

  it("accepts a public HTTPS address", () => {
    expect(siteUrlProblem("https://www.laterrazatrinidad.com")).toBeNull();
    expect(siteUrlProblem("https://203.0.113.7")).toBeNull();
    expect(siteUrlProblem("https://localhost-tapas.example")).toBeNull();
  });
});
