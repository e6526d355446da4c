// The refusals of a photo's encoding (variants.server.ts), apart, so callers need not load sharp.
// Each names itself: from the encoding's child process only the name and the message come back
// (photo-encoding.server.ts).

/** Input sharp cannot decode; callers turn it into a value. */
export class NotAnImageError extends Error {
  override readonly name = "NotAnImageError";
}

/** A photo whose header declares more than MAX_PHOTO_PIXELS (a "decompression bomb"): refused before it is decoded. */
export class TooManyPixelsError extends Error {
  override readonly name = "TooManyPixelsError";
}
