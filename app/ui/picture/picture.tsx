import { PHOTO_MIME } from "#app/lib/media.ts";
import { fallbackSrc, photoSrcSet, type Photo } from "./photo.ts";
import "./picture.css";

export type PictureProps = {
  photo: Photo;
  /** The `sizes` attribute: how wide the image is shown, e.g. "(min-width: 62rem) 50vw, 100vw". */
  sizes: string;
  /** "lazy" (default) for anything below the fold or off-screen; "eager" for what is seen at once. */
  loading?: "eager" | "lazy";
  /** The page's largest image (the hero): fetched before anything else. */
  priority?: boolean;
  /** Overrides the slot's alt text, e.g. "" where a caption beside it says the same. */
  alt?: string;
  className?: string;
};

/**
 * A replaceable photo as AVIF, WebP and JPEG in several widths, with its size set (docs/product.md §11).
 * Until the owners upload one, the site's own drawing (one SVG for every width) with a note
 * that the photo is coming; the alt text says it to screen readers.
 */
export function Picture({ photo, sizes, loading = "lazy", priority = false, alt, className }: PictureProps) {
  const { drawing } = photo;
  return (
    <>
      <picture>
        {!drawing && <source type={PHOTO_MIME.avif} srcSet={photoSrcSet(photo, "avif")} sizes={sizes} />}
        {!drawing && <source type={PHOTO_MIME.webp} srcSet={photoSrcSet(photo, "webp")} sizes={sizes} />}
        <img
          className={className}
          src={drawing ? drawing.src : fallbackSrc(photo)}
          srcSet={drawing ? undefined : photoSrcSet(photo, "jpg")}
          sizes={drawing ? undefined : sizes}
          width={photo.width}
          height={photo.height}
          alt={alt ?? photo.alt}
          loading={priority ? "eager" : loading}
          fetchPriority={priority ? "high" : undefined}
          decoding={priority ? "sync" : "async"}
        />
      </picture>
      {drawing && (
        <span className="picture-note" aria-hidden="true">
          {drawing.note}
        </span>
      )}
    </>
  );
}
