// Where a slot's drawing is served (docs/decisions/0012-media-slots.md, amendment):
// /media/<slot>/drawing-<hash>.svg, the hash of the SVG itself, so the address changes when the
// drawing does and the file can be cached for a year like the photos. Made once per process.
import { createHash } from "node:crypto";
import { MEDIA_URL_PREFIX } from "#app/lib/media.ts";
import { findSlot, type MediaSlot } from "../rules/media-slots.ts";
import { slotDrawingSvg } from "./slot-drawings.ts";

type Served = { svg: string; file: string };

const made = new Map<string, Served | null>();

function served(slot: MediaSlot): Served | null {
  let entry = made.get(slot.id);
  if (entry === undefined) {
    const svg = slotDrawingSvg(slot);
    entry = svg ? { svg, file: `drawing-${createHash("sha256").update(svg).digest("hex").slice(0, 12)}.svg` } : null;
    made.set(slot.id, entry);
  }
  return entry;
}

/** The address of a slot's drawing, or undefined for a slot without one. */
export function drawingAddress(slot: MediaSlot): string | undefined {
  const entry = served(slot);
  return entry ? `${MEDIA_URL_PREFIX}/${slot.id}/${entry.file}` : undefined;
}

/** The SVG at `/media/<slot>/<file>` when that is a drawing's current address, else undefined. */
export function drawingAt(path: string): string | undefined {
  const match = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)\/(drawing-[0-9a-f]{12}\.svg)$/.exec(path);
  const slot = match ? findSlot(match[1]!) : undefined;
  const entry = slot ? served(slot) : null;
  return entry && entry.file === match![2] ? entry.svg : undefined;
}
