import { describe, expect, it } from "vitest";
import { parseMediaPath, photoUrl, variantWidths } from "./media.ts";

describe("media addresses", () => {
  it("encodes every standard width below the photo's own, and its own", () => {
    expect(variantWidths(1920)).toEqual([480, 960, 1440, 1920]);
    expect(variantWidths(1440)).toEqual([480, 960, 1440]);
    expect(variantWidths(720)).toEqual([480, 720]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it("gives every version its own address", () => {
    expect(photoUrl("location-1", 3, 960, "avif")).toBe("/media/location-1/3-960.avif");
  });

  it("reads only well-formed media paths", () => {
    expect(parseMediaPath("/location-1/3-960.avif")).toEqual({ slot: "location-1", file: "3-960.avif" });
    expect(parseMediaPath("/city-map/2.pdf")).toEqual({ slot: "city-map", file: "2.pdf" });
    for (const bad of ["/../site.db", "/location-1/../../site.db", "/Location/1-1.jpg", "/x/1-1.png", "/x/1.pdf.exe", "/x/a-1.jpg", "/x/%2e%2e"]) {
      expect(parseMediaPath(bad)).toBeNull();
    }
  });
});
