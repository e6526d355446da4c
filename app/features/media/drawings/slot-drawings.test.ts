import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mediaSlots, slotsOf, type MediaGroup } from "../rules/media-slots.ts";
import { drawingSubject, slotDrawingSvg, type DrawingSubject } from "./slot-drawings.ts";
import { drawingAddress, drawingAt } from "./drawing-address.server.ts";

const photoSlots = mediaSlots.filter((slot) => slot.kind === "photo");
const svgOf = (id: string) => slotDrawingSvg(mediaSlots.find((s) => s.id === id)!)!;

describe("the site's own drawings", () => {
  it("draw every photo slot as a small SVG of its size, with no text in it", async () => {
    for (const slot of photoSlots) {
      const svg = slotDrawingSvg(slot);
      expect(svg, slot.id).toBeDefined();
      // The page says what it shows, in its language: nothing written into the image.
      expect(svg, slot.id).not.toMatch(/<text|placeholder|provisional/i);
      expect(Buffer.byteLength(svg!), slot.id).toBeLessThan(8 * 1024);
      // A valid SVG (librsvg reads it) of the slot's proportions.
      const { width, height, format } = await sharp(Buffer.from(svg!)).metadata();
      expect({ format, width, height }, slot.id).toEqual({ format: "svg", ...slot.placeholder });
    }
    expect(mediaSlots.filter((slot) => slot.kind === "pdf").map(slotDrawingSvg)).toEqual([undefined]);
  });

  it("show each group's own subject", () => {
    const subjects: Record<Exclude<MediaGroup, "file">, DrawingSubject[]> = {
      hero: ["terrace"],
      location: ["terrace", "city"],
      "menu-teaser": ["food", "dessert", "drink", "breakfast"],
      mains: ["food"],
      tapas: ["food"],
      desserts: ["dessert"],
      cocktails: ["drink"],
      owners: ["family"],
      team: ["team"],
      family: ["family"],
      map: ["map"],
    };
    for (const [group, allowed] of Object.entries(subjects)) {
      for (const slot of slotsOf(group as MediaGroup)) expect(allowed, slot.id).toContain(drawingSubject(slot));
    }
    // The menu's teaser shows a dish, a dessert, a drink and breakfast, not five of one kind.
    expect(new Set(slotsOf("menu-teaser").map(drawingSubject)).size).toBeGreaterThanOrEqual(4);
  });

  it("differ slot by slot within a carousel or a row of cards, and the team from the family", () => {
    for (const group of ["location", "menu-teaser", "mains", "desserts", "tapas", "cocktails", "team", "family"] as const) {
      const drawings = slotsOf(group).map(slotDrawingSvg);
      expect(new Set(drawings).size, group).toBe(drawings.length);
    }
    const people = [...slotsOf("team"), ...slotsOf("family"), ...slotsOf("owners")].map(slotDrawingSvg);
    expect(new Set(people).size).toBe(people.length);
  });

  it("are served at an address named by their content, and only there", () => {
    const hero = mediaSlots.find((s) => s.id === "hero")!;
    const address = drawingAddress(hero)!;
    expect(address).toMatch(/^\/media\/hero\/drawing-[0-9a-f]{12}\.svg$/);
    expect(drawingAt(address.slice("/media".length))).toBe(svgOf("hero"));
    expect(drawingAt("/hero/drawing-000000000000.svg")).toBeUndefined();
    expect(drawingAt(address.slice("/media".length).replace("hero", "team-1"))).toBeUndefined();
    expect(drawingAt("/city-map/drawing-000000000000.svg")).toBeUndefined();
    expect(drawingAddress(mediaSlots.find((s) => s.id === "city-map")!)).toBeUndefined();
  });
});
