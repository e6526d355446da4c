// Encoding of a photo into its responsive variants (docs/contributing.md §1 images: sharp, AVIF + WebP
// + JPEG, several widths). Used by the owners' uploads (photo-encoding.server.ts).
import fs from "node:fs/promises";
import path from "node:path";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { NotAnImageError, TooManyPixelsError } from "./rules/not-an-image.ts";
import { MAX_PHOTO_HEIGHT, MAX_PHOTO_PIXELS, MAX_PHOTO_WIDTH, PHOTO_FORMATS, photoFileName, variantWidths, type PhotoFormat } from "#app/lib/media.ts";

export type EncodedPhoto = { width: number; height: number; bytes: number };

export type EncodeOptions = {
  /** AVIF encoder effort 0–9 (default 2: a few per cent larger than 4, several times faster on a small server). */
  avifEffort?: number;
};

// libvips keeps recent operations and their pixels in a cache (up to 50 MB by default) for
// reuse; no photo is encoded twice here, so the cache only holds memory after an upload.
sharp.cache(false);

export { NotAnImageError, TooManyPixelsError };

function encoder(format: PhotoFormat, options: EncodeOptions) {
  return (image: Sharp) => {
    switch (format) {
      case "avif":
        return image.avif({ quality: 55, effort: options.avifEffort ?? 2 });
      case "webp":
        return image.webp({ quality: 76 });
      case "jpg":
        return image.jpeg({ quality: 80, mozjpeg: true, progressive: true });
    }
  };
}

/** The pixels `input`'s header declares: only the header is read (sharp's pixel limit lifted to learn it). */
async function declaredPixels(input: Buffer): Promise<number> {
  try {
    const { width, height } = await sharp(input, { limitInputPixels: false }).metadata();
    if (width && height) return width * height;
  } catch (error) {
    throw new NotAnImageError(error instanceof Error ? error.message : String(error));
  }
  throw new NotAnImageError("no width or height in the header");
}

/**
 * Refuses a header that declares more than MAX_PHOTO_PIXELS (TooManyPixelsError) before anything
 * is decoded. Then decodes `input` (any format sharp reads), turns it upright, drops its metadata
 * (no camera or GPS data leaves the server), caps its width and height and writes every variant
 * as `<dir>/<version>-<width>.<format>`. Returns the size of the largest variant.
 */
export async function encodePhotoVariants(
  input: Buffer,
  dir: string,
  version: number,
  options: EncodeOptions = {},
): Promise<EncodedPhoto> {
  const pixels = await declaredPixels(input);
  if (pixels > MAX_PHOTO_PIXELS) throw new TooManyPixelsError(`${pixels} pixels declared, at most ${MAX_PHOTO_PIXELS}`);
  let base: { data: Buffer; info: OutputInfo };
  try {
    // The pixel limit counts width × height, which no EXIF rotation changes.
    base = await sharp(input, { failOn: "error", limitInputPixels: MAX_PHOTO_PIXELS })
      .rotate()
      .resize({ width: MAX_PHOTO_WIDTH, height: MAX_PHOTO_HEIGHT, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#fbf5ec" })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new NotAnImageError(error instanceof Error ? error.message : String(error));
  }
  const { width, height, channels } = base.info;
  await fs.mkdir(dir, { recursive: true });
  let bytes = 0;
  for (const w of variantWidths(width)) {
    for (const format of PHOTO_FORMATS) {
      const resized = sharp(base.data, { raw: { width, height, channels } }).resize({ width: w });
      const out = await encoder(format, options)(resized).toBuffer();
      await fs.writeFile(path.join(dir, photoFileName(version, w, format)), out);
      bytes += out.length;
    }
  }
  return { width, height, bytes };
}
