import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { idPrefixOfReference, requestReference } from "./request-reference.ts";

describe("a request's short reference (docs/product.md §7.4)", () => {
  it("writes the id's first 20 bits as four base-32 letters", () => {
    expect(requestReference("00000000-0000-4000-8000-000000000000")).toBe("R-0000");
    expect(requestReference("fffff123-0000-4000-8000-000000000000")).toBe("R-ZZZZ");
    expect(requestReference("4f7a1c2e-9d3b-4c1a-8e2f-0123456789ab")).toBe("R-9XX1");
  });

  it("turns back into the id's prefix, however the owner types it", () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        const reference = requestReference(id);
        expect(reference).toMatch(/^R-[0-9A-HJKMNP-TV-Z]{4}$/);
        expect(idPrefixOfReference(reference)).toBe(id.slice(0, 5).toLowerCase());
        expect(idPrefixOfReference(reference.toLowerCase().replace("-", ""))).toBe(id.slice(0, 5).toLowerCase());
      }),
    );
    expect(idPrefixOfReference("Maria")).toBeUndefined();
    expect(idPrefixOfReference("R-ILOU")).toBeUndefined();
  });
});
