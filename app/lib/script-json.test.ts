import { describe, expect, it } from "vitest";
import { scriptJson } from "./script-json.ts";

describe("JSON in a script element", () => {
  it("cannot be closed early by any text, an owner's included", () => {
    const json = scriptJson({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });

  it("keeps line and paragraph separators escaped, and the same data", () => {
    const json = scriptJson({ note: "a\u2028b\u2029c" });
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ note: "a\u2028b\u2029c" });
  });
});
