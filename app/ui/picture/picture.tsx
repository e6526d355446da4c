import { PHOTO_MIME } from "#app/lib/media.ts";
import { fallbackSrc, photoSrcSet, type Photo } from "./photo.ts";

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

/** A replaceable photo as AVIF, WebP and JPEG in several widths, with its size set (docs/product.md §11). */
export function Picture({ photo, sizes, loading = "lazy", priority = false, alt, className }: PictureProps) {
  return (
    <picture>
      <source type={PHOTO_MIME.avif} srcSet={photoSrcSet(photo, "avif")} sizes={sizes} />
      <source type={PHOTO_MIME.webp} srcSet={photoSrcSet(photo, "webp")} sizes={sizes} />
      <img
        className={className}
        src={fallbackSrc(photo)}
        srcSet={photoSrcSet(photo, "jpg")}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={alt ?? photo.alt}
        loading={priority ? "eager" : loading}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
      />
    </picture>
  );
}
