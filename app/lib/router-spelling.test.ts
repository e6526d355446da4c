import { describe, expect, it } from "vitest";
import { routerSpelling } from "./router-spelling.ts";

describe("a path as the router reads it", () => {
  it("decodes percent-encoding, reads a backslash as a slash and runs of slashes as one", () => {
    expect(routerSpelling("/%61dmin/requests")).toBe("/admin/requests");
    expect(routerSpelling("/es\\r//Abc")).toBe("/es/r/Abc");
  });
  it("keeps invalid percent-encoding and the case as written", () => {
    expect(routerSpelling("/FR/menu%E0")).toBe("/FR/menu%E0");
  });
});
