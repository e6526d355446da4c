import { describe, expect, it } from "vitest";
import { publicationsFrom, publishedFrom } from "./publication.ts";

describe("the published languages", () => {
  it("always hold the default, first; another language only when its row says published", () => {
    expect(publishedFrom([])).toEqual(["en"]);
    expect(publishedFrom([{ lang: "es", published: true }])).toEqual(["en", "es"]);
    expect(publishedFrom([{ lang: "es", published: false }])).toEqual(["en"]);
  });

  it("give every guest language a state, unpublished without a row", () => {
    expect(publicationsFrom([])).toEqual(
      ["es", "fr", "de", "it", "ru"].map((lang) => ({ lang, published: false, changedBy: null, changedAt: null })),
    );
  });
});
