import { describe, expect, it } from "vitest";
import { mediaSlots } from "./rules/media-slots.ts";
import { placeholderPdf } from "./placeholders.server.ts";

describe("placeholders", () => {
  it("has a placeholder PDF for every file slot", async () => {
    const files = mediaSlots.filter((slot) => slot.kind === "pdf");
    expect(files.map((slot) => slot.id)).toEqual(["city-map"]);
    for (const slot of files) expect((await placeholderPdf(slot)).subarray(0, 5).toString()).toBe("%PDF-");
  });
});
