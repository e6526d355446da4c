// What each photo slot shows until the owners upload theirs (docs/decisions/0012-media-slots.md,
// amendment): a drawing of the slot's subject, each slot of a carousel a different one, the team
// one by one and the family in couples. A drawing is a string made in a moment: nothing is
// encoded, nothing is stored; the server sends it as SVG (drawing-address.server.ts).
import type { MediaSlot } from "../rules/media-slots.ts";
import { palette as p } from "./palette.ts";
import {
  bannerFrame,
  bellTowers,
  breakfastOnTheTerrace,
  cobbledStreet,
  cocktail,
  couple,
  landscapeFrame,
  plated,
  plazaMayor,
  portraitFrame,
  spiralStaircase,
  streetMap,
  tapasToShare,
  teamMember,
  terraceAtSunset,
  terraceByDay,
  type Frame,
  type Person,
} from "./scenes.ts";

/** The kind of thing a drawing shows: one per group of slots, so the owners' checklist and the tests can tell them apart. */
export type DrawingSubject = "terrace" | "city" | "food" | "dessert" | "drink" | "breakfast" | "team" | "family" | "map";

type SlotDrawing = { subject: DrawingSubject; draw: (f: Frame) => string };

const yanet: Person = { skin: p.skin2, hair: p.ink, style: "bun", wear: p.cream };
const osmany: Person = { skin: p.skin1, hair: p.ink, style: "short", wear: p.white };
const dayana: Person = { skin: p.skin3, hair: p.trunk, style: "long", wear: p.cream };
const reinier: Person = { skin: p.skin4, hair: p.ink, style: "curly", wear: p.white };

const drawings: Record<string, SlotDrawing> = {
  hero: { subject: "terrace", draw: terraceAtSunset },
  "location-1": { subject: "terrace", draw: terraceByDay },
  "location-2": { subject: "city", draw: bellTowers },
  "location-3": { subject: "city", draw: cobbledStreet },
  "location-4": { subject: "terrace", draw: spiralStaircase },
  "location-5": { subject: "city", draw: plazaMayor },
  "menu-teaser-1": { subject: "food", draw: tapasToShare },
  "menu-teaser-2": { subject: "food", draw: plated("fish", p.sky) },
  "menu-teaser-3": { subject: "dessert", draw: plated("flan", p.wine) },
  "menu-teaser-4": { subject: "drink", draw: cocktail("highball", p.lime, "mint") },
  "menu-teaser-5": { subject: "breakfast", draw: breakfastOnTheTerrace },
  "mains-1": { subject: "food", draw: plated("ropaVieja", p.terracotta) },
  "mains-2": { subject: "food", draw: plated("fish", p.sky) },
  "mains-3": { subject: "food", draw: plated("lobster", p.wine) },
  "mains-4": { subject: "food", draw: plated("chickenRice", p.leaf) },
  "mains-5": { subject: "food", draw: plated("porkCongri", p.ochre) },
  "desserts-1": { subject: "dessert", draw: plated("flan", p.wine) },
  "desserts-2": { subject: "dessert", draw: plated("ricePudding", p.sky) },
  "desserts-3": { subject: "dessert", draw: plated("guavaCheese", p.leaf) },
  "desserts-4": { subject: "dessert", draw: plated("breadPudding", p.terracotta) },
  "desserts-5": { subject: "dessert", draw: plated("coconutIceCream", p.rose) },
  "tapas-1": { subject: "food", draw: plated("croquettes", p.wine) },
  "tapas-2": { subject: "food", draw: plated("tostones", p.leaf) },
  "tapas-3": { subject: "food", draw: plated("chickpeas", p.terracotta) },
  "tapas-4": { subject: "food", draw: plated("chorizo", p.ochre) },
  "tapas-5": { subject: "food", draw: plated("ceviche", p.sky) },
  "cocktails-1": { subject: "drink", draw: cocktail("highball", p.lime, "mint") },
  "cocktails-2": { subject: "drink", draw: cocktail("coupe", p.cream, "lime") },
  "cocktails-3": { subject: "drink", draw: cocktail("clayCup", p.fried, "lime") },
  "cocktails-4": { subject: "drink", draw: cocktail("highball", p.coffee, "lime") },
  "cocktails-5": { subject: "drink", draw: cocktail("hurricane", p.saffron, "pineapple") },
  owners: { subject: "family", draw: couple({ ...osmany, skin: p.skin2, hair: p.stone }, { ...dayana, hair: p.stone, wear: p.gold }, "sunset") },
  "team-1": { subject: "team", draw: teamMember(yanet, p.sand) },
  "team-2": { subject: "team", draw: teamMember(osmany, p.sky) },
  "team-3": { subject: "team", draw: teamMember(dayana, p.rose) },
  "team-4": { subject: "team", draw: teamMember(reinier, p.ochre) },
  map: { subject: "map", draw: streetMap },
  "family-1": { subject: "family", draw: couple({ ...osmany, wear: p.sky }, { ...yanet, wear: p.rose }, "garden") },
  "family-2": { subject: "family", draw: couple({ ...reinier, wear: p.gold }, { ...dayana, wear: p.leaf }, "kitchen") },
  "family-3": { subject: "family", draw: couple({ ...osmany, skin: p.skin3, hair: p.stone, wear: p.wine }, { ...yanet, hair: p.stone, wear: p.ochre }, "street") },
};

/** The subject of a photo slot's drawing, or undefined for a slot without one (the PDFs). */
export function drawingSubject(slot: MediaSlot): DrawingSubject | undefined {
  return drawings[slot.id]?.subject;
}

function frameOf(slot: MediaSlot): Frame {
  const size = slot.placeholder;
  if (!size) return landscapeFrame;
  const ratio = size.width / size.height;
  if (ratio > 1.5) return bannerFrame;
  if (ratio < 1) return portraitFrame;
  return landscapeFrame;
}

/**
 * The SVG a photo slot shows until the owners replace it, at the slot's placeholder size (its
 * view box scales it to any width). Undefined for a slot that has no drawing.
 */
export function slotDrawingSvg(slot: MediaSlot): string | undefined {
  const drawing = drawings[slot.id];
  const size = slot.placeholder;
  if (!drawing || !size) return undefined;
  const f = frameOf(slot);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${f.w} ${f.h}" preserveAspectRatio="xMidYMid slice">${drawing.draw(f).replace(/\n/g, "")}</svg>`;
}
