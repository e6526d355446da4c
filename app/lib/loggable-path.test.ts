import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { loggablePath, REDACTED_TOKEN } from "./loggable-path.ts";
import { adminHref } from "./admin-paths.ts";
import { DECISION_PATH } from "../features/requests/rules/decision-links.ts";
import { MANAGE_PATH } from "../features/requests/manage-token.server.ts";

describe("logged addresses", () => {
  it("keeps the query string of public pages", () => {
    expect(loggablePath("/menu?utm_source=x")).toBe("/menu?utm_source=x");
    expect(loggablePath("/es/photos")).toBe("/es/photos");
    expect(loggablePath("/robots.txt")).toBe("/robots.txt");
  });

  it("drops the query string of the request endpoint and the owners' area", () => {
    expect(loggablePath("/api/contact?email=ana@example.com")).toBe("/api/contact");
    expect(loggablePath("/tapas-backend/mailer_request.php?name=Ana")).toBe("/tapas-backend/mailer_request.php");
    expect(loggablePath("/admin?token=secret")).toBe("/admin");
    expect(loggablePath("/es/admin/requests?q=ana@example.com")).toBe("/es/admin/requests");
    expect(loggablePath("/admin.data?q=x")).toBe("/admin.data");
    expect(loggablePath("/administrator?q=x")).toBe("/administrator?q=x");
    // At any spelling the router serves these paths at.
    expect(loggablePath("/ADMIN/requests?q=ana@example.com")).toBe("/ADMIN/requests");
    expect(loggablePath("/%61dmin/requests?q=ana")).toBe("/%61dmin/requests");
    expect(loggablePath("/API/contact?email=ana@example.com")).toBe("/API/contact");
  });

  const token = "Zm9vYmFyYmF6cXV4LXRva2VuLXRoYXQtaXMtc2VjcmV0";

  it("replaces the token of a guest's manage link and an owners' decision link, as the site writes them", () => {
    expect(loggablePath(`${MANAGE_PATH}${token}`)).toBe(`/r/${REDACTED_TOKEN}`);
    expect(loggablePath(`/es${MANAGE_PATH}${token}`)).toBe(`/es/r/${REDACTED_TOKEN}`);
    expect(loggablePath(adminHref("en", `${DECISION_PATH}${token}`))).toBe(`/admin/decide/${REDACTED_TOKEN}`);
    expect(loggablePath(adminHref("es", `${DECISION_PATH}${token}`))).toBe(`/es/admin/decide/${REDACTED_TOKEN}`);
    // React Router's data requests for these pages, and a query string.
    expect(loggablePath(`/r/${token}.data?_routes=manage-en`)).toBe(`/r/${REDACTED_TOKEN}.data`);
    expect(loggablePath(`/admin/decide/${token}?x=1`)).toBe(`/admin/decide/${REDACTED_TOKEN}`);
  });

  it("replaces it at every spelling a client may send", () => {
    for (const spelling of [
      `/R/${token}`,
      `/r/${token}/`,
      `/r/${token}/more`,
      `//r//${token}`,
      `/r%2F${token}`,
      `/r%2f${token}`,
      `/%72/${token}`,
      `/r%252F${token}`,
      `/x/../r/${token}`,
      `/%2e%2e/r/${token}`,
      `/\\r\\${token}`,
      `/r/${token}%ZZ`,
      `/ES/R/${token}`,
      `/Admin/Decide/${token}`,
      `/admin%2Fdecide%2F${token}`,
      `/es//admin/./decide/${token}`,
    ]) {
      const logged = loggablePath(spelling);
      expect(logged, spelling).not.toContain(token);
      expect(logged, spelling).toContain(REDACTED_TOKEN);
    }
  });

  it("never logs what follows a token path's prefix", () => {
    fc.assert(
      fc.property(fc.constantFrom("/r/", "/es/r/", "/admin/decide/", "/es/admin/decide/"), fc.stringMatching(/^[A-Za-z0-9_.-]{8,64}$/), (prefix, secret) => {
        expect(loggablePath(`${prefix}${secret}`)).not.toContain(secret);
      }),
    );
  });

  it("leaves other addresses that merely look alike", () => {
    expect(loggablePath("/r")).toBe("/r");
    expect(loggablePath("/rooftop")).toBe("/rooftop");
    expect(loggablePath("/menu/r")).toBe("/menu/r");
    expect(loggablePath("/admin/decided?x=1")).toBe("/admin/decided");
  });
});
