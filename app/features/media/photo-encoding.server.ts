// Where an owner's photo is encoded (docs/operations.md §14): once sharp's libvips has decoded and
// encoded a photo, its native memory stays with the process that loaded it (one 12-megapixel
// upload left 47 MB in the server for good: `npm run bench:memory`). The
// server therefore encodes each photo in a short-lived child process (app/lib/child-job.server.ts)
// and keeps none of it; without that set-up (unit tests, scripts) it encodes in this process.
//
// The contract: the photo's bytes, its folder and its version go to the child; the child checks
// the header, writes every variant and answers their size (variants.server.ts). A refusal comes
// back as the same error class (NotAnImageError, TooManyPixelsError); a child that crashed or
// answered another error, or has not answered within PHOTO_ENCODING_TIMEOUT_MS (then it is
// killed: the next owner's photo waits in line behind this one), is a PhotoEncodingFailed with its
// message. No second try: an image that crashed the decoder once would crash it again.
import { ChildJobFailed, runChildJob, type ChildEntry } from "#app/lib/child-job.server.ts";
import { NotAnImageError, TooManyPixelsError } from "./rules/not-an-image.ts";
import type { EncodedPhoto } from "./variants.server.ts";

export type PhotoJob = { input: Uint8Array; dir: string; version: number };

/**
 * How long a photo's encoding may take: a 12-megapixel photo takes seconds (`npm run
 * bench:memory`); many times that on a busy one-core server still fits.
 */
export const PHOTO_ENCODING_TIMEOUT_MS = 120_000;

let child: { entry: ChildEntry; timeoutMs: number } | undefined;

/** From now on, encode in a short-lived child process of `entry` (the server calls this at start). */
export function encodePhotosInAChildProcess(entry: ChildEntry, { timeoutMs = PHOTO_ENCODING_TIMEOUT_MS } = {}): void {
  child = { entry, timeoutMs };
}

/** Back to encoding in this process (tests). */
export function encodePhotosInThisProcess(): void {
  child = undefined;
}

/** encodePhotoVariants (variants.server.ts) of `input` into `dir`, in a child process once the server set one up. */
export async function encodePhoto(input: Buffer, dir: string, version: number): Promise<EncodedPhoto> {
  if (!child) {
    // sharp loads at the first photo, not at start (docs/operations.md §14).
    const { encodePhotoVariants } = await import("./variants.server.ts");
    return encodePhotoVariants(input, dir, version);
  }
  const answer = await runChildJob<PhotoJob, EncodedPhoto>(
    child.entry,
    { input, dir, version },
    // As for the menu's drawing (menu-drawing-process.server.ts): large blocks go back at once.
    { label: "photo encoding process", env: { MALLOC_MMAP_THRESHOLD_: "65536" }, timeoutMs: child.timeoutMs },
  );
  if (answer.ok) return answer.value;
  if ("name" in answer && answer.name === "NotAnImageError") throw new NotAnImageError(answer.message);
  if ("name" in answer && answer.name === "TooManyPixelsError") throw new TooManyPixelsError(answer.message);
  throw new PhotoEncodingFailed(`photo encoding failed: ${answer.message}`, "stack" in answer ? answer.stack : undefined);
}

/** The encoding's child crashed, was killed (for memory or time) or failed otherwise: not a refusal of the photo. */
export class PhotoEncodingFailed extends ChildJobFailed {
  override readonly name = "PhotoEncodingFailed";
}
