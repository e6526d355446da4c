// What the owners may upload as a photo or a file (docs/product.md §13.4), one source of truth for
// the upload form (checked in the browser before sending), the action, and the tests.

import type { Lang } from "#app/lib/lang.ts";
import { formats } from "#app/lib/formats.ts";

const MIB = 1024 * 1024;

/**
 * The largest file an owner may upload. A phone's photo is 2–8 MB and a scanned map a
 * few MB; anything larger is refused before it is read, and the photo is re-encoded anyway.
 */
export const MAX_UPLOAD_BYTES = 15 * MIB;

/** Room for the multipart envelope and the form's other fields around the file. */
export const UPLOAD_ENVELOPE_BYTES = 64 * 1024;

/** The largest upload request body the server reads. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + UPLOAD_ENVELOPE_BYTES;

/** The most pixels a photo may have (app/lib/media.ts, where the encoder reads it too). */
export { MAX_PHOTO_PIXELS } from "#app/lib/media.ts";

/** Alt texts longer than this stop being a description and become a caption. */
export const ALT_TEXT_MAX_LENGTH = 250;

/**
 * The formats accepted for photos, recognised by their content (file-type), never by
 * the file's name or the type the browser claims. Every one is decoded by sharp and
 * re-encoded; SVG (a document that can carry scripts) and HEIC are not among them.
 */
export const PHOTO_UPLOAD_TYPES = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
  "image/avif": "AVIF",
} as const;

export const FILE_UPLOAD_TYPES = { "application/pdf": "PDF" } as const;

export type UploadKind = "photo" | "pdf";

/** The media types a slot of this kind accepts, for the file input's `accept`. */
export function acceptedTypes(kind: UploadKind): string[] {
  return Object.keys(kind === "photo" ? PHOTO_UPLOAD_TYPES : FILE_UPLOAD_TYPES);
}

/** "JPEG, PNG, WebP or AVIF" style list for messages, per language. */
export function acceptedTypeNames(kind: UploadKind, or: string): string {
  const names: string[] = Object.values(kind === "photo" ? PHOTO_UPLOAD_TYPES : FILE_UPLOAD_TYPES);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} ${or} ${names.at(-1)}`;
}

/** Whether content detected as `mime` may go into a slot of this kind. */
export function isAcceptedType(kind: UploadKind, mime: string | undefined): boolean {
  return mime !== undefined && acceptedTypes(kind).includes(mime);
}

/** Bytes as people read them, in their language: "15 MB", "1.2 MB" / "1,2 MB", "840 KB". */
export function formatBytes(bytes: number, lang: Lang): string {
  const f = formats[lang];
  if (bytes >= MIB) return `${f.number(bytes / MIB, { min: 0, max: 1 })} MB`;
  return `${f.number(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

export type UploadCheck = { ok: true } | { ok: false; error: "empty" | "too-large" };

/** The checks that need only the file's size: run in the browser before sending, and again on the server. */
export function checkUploadSize(size: number): UploadCheck {
  if (size <= 0) return { ok: false, error: "empty" };
  if (size > MAX_UPLOAD_BYTES) return { ok: false, error: "too-large" };
  return { ok: true };
}
