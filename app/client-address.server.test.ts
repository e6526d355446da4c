import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "./client-address.server.ts";
import { ConfigError, parseEnv } from "./config.server.ts";

describe("TRUST_PROXY", () => {
  it("takes what Express takes: off, a hop count, names, addresses and networks", () => {
    for (const off of ["", "off", "false", "0", "OFF"]) expect(parseTrustProxy(off)).toEqual({ ok: true, value: false });
    expect(parseTrustProxy("1")).toEqual({ ok: true, value: 1 });
    expect(parseTrustProxy("2")).toEqual({ ok: true, value: 2 });
    expect(parseTrustProxy("loopback")).toEqual({ ok: true, value: ["loopback"] });
    expect(parseTrustProxy("loopback, 10.0.0.0/8, 192.0.2.7, fd00::/8, uniquelocal")).toEqual({
      ok: true,
      value: ["loopback", "10.0.0.0/8", "192.0.2.7", "fd00::/8", "uniquelocal"],
    });
  });

  it("refuses every value that would trust every hop, saying why", () => {
    for (const everyone of ["true", "on", "*", "0.0.0.0/0", "::/0", "loopback, 0.0.0.0/0", "::ffff:0.0.0.0/96", "0.0.0.0/1", "8000::/1"]) {
      const parsed = parseTrustProxy(everyone);
      expect(parsed.ok, everyone).toBe(false);
      if (!parsed.ok) expect(parsed.message).toMatch(/pick its own address with X-Forwarded-For/);
    }
  });

  it("refuses what is not an address", () => {
    for (const wrong of ["10.0.0.300", "example.com", "10.0.0.0/33", "10.0.0.0/8/1", "1000", ","]) expect(parseTrustProxy(wrong).ok, wrong).toBe(false);
  });

  it("stops the start with the reason", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(ConfigError);
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: "true" would trust every hop/);
  });
});
