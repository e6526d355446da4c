// What a page needs to show one replaceable photo (docs/decisions/0012-media-slots.md).
import { photoUrl, variantWidths, type PhotoFormat } from "#app/lib/media.ts";

/**
 * A photo in the page's language, as loaders hand it to <Picture> and <Carousel>.
 * Small on purpose: the URLs are derived from slot, version and width.
 */
export type Photo = {
  slot: string;
  version: number;
  /** Size of the largest variant: set on <img> so nothing shifts while loading. */
  width: number;
  height: number;
  alt: string;
  /**
   * While the slot shows the site's own drawing (until the owners upload a photo): the SVG's
   * address, shown as it is, and the note beside it in the page's language (picture.tsx).
   */
  drawing?: { src: string; note: string };
};

export function photoSrcSet(photo: Photo, format: PhotoFormat): string {
  return variantWidths(photo.width)
    .map((w) => `${photoUrl(photo.slot, photo.version, w, format)} ${w}w`)
    .join(", ");
}

/** The JPEG for browsers without srcset: the variant nearest 960 px wide without going over, or the smallest. */
export function fallbackSrc(photo: Photo): string {
  const widths = variantWidths(photo.width);
  const width = widths.filter((w) => w <= 960).at(-1) ?? widths[0]!;
  return photoUrl(photo.slot, photo.version, width, "jpg");
}

