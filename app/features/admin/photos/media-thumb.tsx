import { MEDIA_URL_PREFIX, pdfFileName, photoUrl, variantWidths } from "#app/lib/media.ts";
import { PLACEHOLDER_VERSION, type MediaSlot } from "#app/features/media/rules/media-slots.ts";

/** The smallest stored JPEG of a photo version: enough for a thumbnail, quick on a phone. */
export function thumbnailUrl(slot: string, version: number, width: number): string {
  return photoUrl(slot, version, variantWidths(width)[0]!, "jpg");
}

/** The file of one version of a PDF slot, at its own (immutable) address. */
export function pdfVersionUrl(slot: string, version: number): string {
  return `${MEDIA_URL_PREFIX}/${slot}/${pdfFileName(version)}`;
}

export type MediaThumbProps = {
  slot: string;
  kind: MediaSlot["kind"];
  version: number;
  width: number | null;
  height: number | null;
  /** "" when the text beside the thumbnail already says what it shows. Photos only. */
  alt: string;
  /** The slot's own drawing (SlotState.drawing): what its placeholder version shows. */
  drawing: string | undefined;
};

/** A small picture of one version of a slot; a PDF gets a labelled tile instead. */
export function MediaThumb({ slot, kind, version, width, height, alt, drawing }: MediaThumbProps) {
  if (kind === "pdf" || width === null || height === null) {
    // The text beside it names the file; the tile only marks it as a document.
    return (
      <span className="admin-thumb admin-thumb--pdf" aria-hidden="true">
        PDF
      </span>
    );
  }
  return (
    <img
      className="admin-thumb"
      src={version === PLACEHOLDER_VERSION && drawing ? drawing : thumbnailUrl(slot, version, width)}
      width={width}
      height={height}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}
