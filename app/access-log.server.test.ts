import { describe, expect, it } from "vitest";
import { loggablePath } from "./access-log.server";

describe("access log addresses", () => {
  it("keeps the query string of public pages", () => {
    expect(loggablePath("/menu?utm_source=x")).toBe("/menu?utm_source=x");
    expect(loggablePath("/es/photos")).toBe("/es/photos");
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
});
