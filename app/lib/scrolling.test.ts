import { describe, expect, it } from "vitest";
import { BACK_TO_TOP_THRESHOLD_PX, showsBackToTop } from "./scrolling.ts";

describe("back-to-top threshold", () => {
  it("shows the button only beyond 120 px", () => {
    expect(BACK_TO_TOP_THRESHOLD_PX).toBe(120);
    expect(showsBackToTop(0)).toBe(false);
    expect(showsBackToTop(120)).toBe(false);
    expect(showsBackToTop(121)).toBe(true);
  });
});
