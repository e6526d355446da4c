import { describe, expect, it } from "vitest";
import { findSlot } from "#app/features/media/rules/media-slots.ts";
import { editableSlot, editableSlots, mediaPages, placeOf } from "./media-library.ts";

describe("the photos and files the owners replace", () => {
  it("lists every photo of the public pages and the city map, in the pages' order", () => {
    const ids = editableSlots.map((s) => s.id);
    expect(ids).toHaveLength(1 + 5 + 5 + 1 + 4 + 1 + 4 * 5 + 3 + 1);
    expect(ids.slice(0, 3)).toEqual(["hero", "location-1", "location-2"]);
    expect(ids.at(-1)).toBe("city-map");
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("leaves out what is drawn from the menu data, and anything unknown", () => {
    expect(editableSlots.every((s) => !s.id.startsWith("menu-card") && s.id !== "menu-pdf")).toBe(true);
    expect(editableSlot("menu-pdf")).toBeUndefined();
    expect(editableSlot("../site.db")).toBeUndefined();
    expect(editableSlot("team-2")).toBe(findSlot("team-2"));
  });

  it("knows where the public site shows each slot", () => {
    expect(placeOf(findSlot("tapas-3")!)).toEqual({ page: "photos", group: "tapas" });
    expect(placeOf(findSlot("family-1")!)).toEqual({ page: "about", group: "family" });
    for (const slot of editableSlots) expect(mediaPages.some((p) => p.id === placeOf(slot)?.page)).toBe(true);
  });
});
