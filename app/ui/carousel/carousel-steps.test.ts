import { describe, expect, it } from "vitest";
import { CAROUSEL_INTERVAL_MS, SWIPE_THRESHOLD_PX, swipeStep, wrapIndex } from "./carousel-steps.ts";

describe("carousel rules", () => {
  it("keeps the spec's numbers", () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(2000);
    expect(SWIPE_THRESHOLD_PX).toBe(40);
  });

  it("moves one slide only for a swipe of more than 40 px", () => {
    expect(swipeStep(0)).toBe(0);
    expect(swipeStep(-40)).toBe(0);
    expect(swipeStep(40)).toBe(0);
    expect(swipeStep(-41)).toBe(1);
    expect(swipeStep(41)).toBe(-1);
    expect(swipeStep(-400)).toBe(1);
  });

  it("wraps both ways", () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(2, 0, 5)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
