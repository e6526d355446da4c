import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, type CspOptions } from "./security-headers.ts";

const base: CspOptions = {
  nonce: "abc123==",
  mapOrigin: "https://www.google.com",
  captcha: "altcha",
  development: false,
  https: false,
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("content security policy", () => {
  it("lets scripts run only from the site or with the request's nonce", () => {
    const csp = directives(contentSecurityPolicy(base));
    expect(csp.get("script-src")).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
  });

  it("has no nonce for a response without inline scripts (anything but a page)", () => {
    const csp = directives(contentSecurityPolicy({ ...base, nonce: null }));
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("allows the map's iframe and ALTCHA's workers", () => {
    const csp = directives(contentSecurityPolicy(base));
    expect(csp.get("frame-src")).toEqual(["https://www.google.com"]);
    expect(csp.get("worker-src")).toEqual(["'self'", "blob:"]);
  });

  it("allows Google's reCAPTCHA only when it is configured", () => {
    const altcha = contentSecurityPolicy(base);
    expect(altcha).not.toContain("gstatic");
    expect(altcha).not.toContain("/recaptcha/");
    const csp = directives(contentSecurityPolicy({ ...base, captcha: "recaptcha" }));
    expect(csp.get("script-src")).toEqual([
      "'self'",
      "'nonce-abc123=='",
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
    ]);
    expect(csp.get("frame-src")).toContain("https://recaptcha.google.com/recaptcha/");
  });

  it("asks browsers to upgrade requests only over HTTPS, and opens the HMR socket only in development", () => {
    expect(directives(contentSecurityPolicy({ ...base, https: true })).has("upgrade-insecure-requests")).toBe(true);
    expect(directives(contentSecurityPolicy(base)).get("connect-src")).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy({ ...base, development: true })).get("connect-src")).toContain(
      "ws://localhost:*",
    );
  });
});
