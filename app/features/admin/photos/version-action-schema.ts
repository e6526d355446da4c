import { z } from "#app/zod.ts";

// The photos page's buttons that act on one kept version: restore it, or delete it.

export type VersionIntent = "restore" | "delete-version";

/** What such a button posts besides its intent; anything else is refused as a whole. */
export const versionActionSchema = z.object({ version: z.coerce.number().int().positive() });
