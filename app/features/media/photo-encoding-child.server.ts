// The entry of the short-lived process that encodes one owner's photo (photo-encoding.server.ts):
// it takes the job, writes the variants, answers their size or the refusal, and exits, so libvips'
// memory goes back to the system with it (docs/operations.md §14, app/lib/child-job.server.ts).
// Built as build/server/photo-encoding.js (vite.config.ts); in development server/child-dev.ts
// loads it through Vite.
import { answerOneJob } from "#app/lib/child-job.server.ts";
import type { PhotoJob } from "./photo-encoding.server.ts";
import { encodePhotoVariants } from "./variants.server.ts";

answerOneJob(({ input, dir, version }: PhotoJob) => encodePhotoVariants(Buffer.from(input.buffer, input.byteOffset, input.byteLength), dir, version));
