import { describe, expect, it } from "vitest";
import { adminHref, isAdminPath, safeNext, signInHref } from "./admin-paths.ts";

describe("owners' area addresses", () => {
  it("lives under /admin and /es/admin", () => {
    expect(adminHref("en", "/texts")).toBe("/admin/texts");
    expect(adminHref("es", "/texts")).toBe("/es/admin/texts");
    expect(adminHref("es")).toBe("/es/admin");
    for (const p of ["/admin", "/admin/", "/admin/requests/1", "/es/admin", "/es/admin/texts"]) expect(isAdminPath(p)).toBe(true);
    for (const p of ["/", "/administrator", "/es", "/es/administrar", "/menu"]) expect(isAdminPath(p)).toBe(false);
  });

  it("knows the owners' area at any spelling the router serves it at", () => {
    for (const p of ["/ADMIN/requests", "/Admin", "/ES/ADMIN/texts", "/es/Admin/requests.data", "/%61dmin/requests", "//admin/requests", "/es//admin", "/\\admin", "/admin.data"]) {
      expect(isAdminPath(p), p).toBe(true);
    }
    for (const p of ["/ADMINISTRATOR", "/%zz", "/menu.data"]) expect(isAdminPath(p), p).toBe(false);
  });

  it("goes back only to a page of the owners' area after sign-in", () => {
    expect(safeNext("/admin/requests/abc?x=1", "en")).toBe("/admin/requests/abc?x=1");
    expect(safeNext("/es/admin/texts", "es")).toBe("/es/admin/texts");
    // The owners' mail's decision links come back through here.
    expect(safeNext("/es/admin/decide/a.c.b.d-_", "es")).toBe("/es/admin/decide/a.c.b.d-_");
    for (const bad of [
      null,
      "",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example",
      "/menu",
      "/admin/sign-in",
      "/admin/sign-out",
      // A browser drops tabs and line breaks from an address; a header cannot hold a line break.
      "/\t/evil.example/admin",
      "/admin/requests\r\nSet-Cookie: x=1",
      "/admin/requests\u0000",
      "/admin/€",
      " /admin/requests",
    ]) {
      expect(safeNext(bad, "es"), JSON.stringify(bad)).toBe("/es/admin/requests");
    }
  });

  it("carries the page asked for to the sign-in form", () => {
    expect(signInHref("en", "/admin/texts?q=a")).toBe("/admin/sign-in?next=%2Fadmin%2Ftexts%3Fq%3Da");
    expect(signInHref("es")).toBe("/es/admin/sign-in");
  });
});
