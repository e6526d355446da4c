// Addresses and sizes of the replaceable photos (docs/decisions/0012-media-slots.md).
// Pure: the <Picture> component, the server, the image build script and the tests use it.

/** Encoded variants, best first: <picture> offers them in this order. */
export const PHOTO_FORMATS = ["avif", "webp", "jpg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_MIME: Record<PhotoFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

/** The widths a photo is encoded in, when it is at least that wide. */
export const PHOTO_WIDTHS = [480, 960, 1440, 1920] as const;

/**
 * The most pixels a photo may have (a 48-megapixel phone photo is well below). A small
 * file can declare a huge image ("decompression bomb"); it is refused before decoding, and
 * the decoder itself stops at it.
 */
export const MAX_PHOTO_PIXELS = 100_000_000;

/** Larger uploads are scaled down to this width: no screen here needs more. */
export const MAX_PHOTO_WIDTH = 1920;

/**
 * And to this height: with the width alone, a very tall photo (or a wide one that its EXIF
 * orientation turns upright) would keep every row, and its decoded copy all its memory.
 * Together they bound the decoded photo to 1920 × 3840 pixels (22 MB) whatever was sent.
 */
export const MAX_PHOTO_HEIGHT = 2 * MAX_PHOTO_WIDTH;

/**
 * The widths a photo of this (already capped) width exists in: every standard width
 * below it, and its own width. Deterministic, so no list of files is stored.
 */
export function variantWidths(width: number): number[] {
  return [...PHOTO_WIDTHS.filter((w) => w < width), width];
}

export const MEDIA_URL_PREFIX = "/media";

/** "/media/location-1/3-960.avif": a new version gets a new address, so files are cached for a year. */
export function photoUrl(slot: string, version: number, width: number, format: PhotoFormat): string {
  return `${MEDIA_URL_PREFIX}/${slot}/${version}-${width}.${format}`;
}

/** The file name of a variant inside DATA_DIR/media/<slot>/. */
export function photoFileName(version: number, width: number, format: PhotoFormat): string {
  return `${version}-${width}.${format}`;
}

/** The file name of a PDF version inside DATA_DIR/media/<slot>/. */
export function pdfFileName(version: number): string {
  return `${version}.pdf`;
}

/** "location-1/3-960.avif" → its parts, or null for anything else (never a path outside the store). */
export function parseMediaPath(path: string): { slot: string; file: string } | null {
  const match = /^\/?([a-z0-9]+(?:-[a-z0-9]+)*)\/(\d{1,9}-\d{1,5}\.(?:avif|webp|jpg)|\d{1,9}\.pdf)$/.exec(path);
  return match ? { slot: match[1]!, file: match[2]! } : null;
}

/**
 * After a replacement the version it replaced stays public this long, for pages and
 * offline copies cached with its address; then only a signed-in owner can open it
 * (app/features/media/media-routes.server.ts). Older versions are never public.
 */
export const PREVIOUS_VERSION_GRACE_MS = 24 * 60 * 60 * 1000;

/** The version a media file name belongs to: "3-960.avif" and "3.pdf" → 3. */
export function versionOfMediaFile(file: string): number {
  return Number(/^\d+/.exec(file)?.[0] ?? Number.NaN);
}
