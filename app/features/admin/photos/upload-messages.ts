import { acceptedTypeNames, formatBytes, MAX_PHOTO_PIXELS, MAX_UPLOAD_BYTES, type UploadKind } from "#app/features/media/rules/media-upload.ts";
import type { OwnerLang } from "#app/lib/lang.ts";
import { fill } from "#app/lib/fill.ts";
import type { AdminWords } from "../shell/dictionary.ts";

export type UploadProblem = "empty" | "too-large" | "wrong-type" | "too-many-pixels" | "unreadable" | "not-processed" | "active-content";

/** What an owner reads when an upload is refused, in the area's language (`t`: its words). */
export function uploadMessage(problem: UploadProblem, kind: UploadKind, lang: OwnerLang, t: AdminWords): string {
  switch (problem) {
    case "empty":
      return t.uploadEmpty;
    case "too-large":
      return fill(t.uploadTooLarge, { max: formatBytes(MAX_UPLOAD_BYTES, lang) });
    case "wrong-type":
      return kind === "photo" ? fill(t.uploadWrongTypePhoto, { types: acceptedTypeNames("photo", t.or) }) : t.uploadWrongTypePdf;
    case "too-many-pixels":
      return fill(t.uploadTooManyPixels, { n: MAX_PHOTO_PIXELS / 1_000_000 });
    case "unreadable":
      return t.uploadUnreadable;
    case "not-processed":
      return t.uploadNotProcessed;
    case "active-content":
      return t.uploadPdfActiveContent;
  }
}

/** The hint under the file field: accepted types and the size limit. */
export function uploadHint(kind: UploadKind, lang: OwnerLang, t: AdminWords): string {
  const values = { types: acceptedTypeNames(kind, t.or), max: formatBytes(MAX_UPLOAD_BYTES, lang) };
  return fill(kind === "photo" ? t.uploadHintPhoto : t.uploadHintPdf, values);
}
