import { z } from "#app/zod.ts";
import { ALT_TEXT_MAX_LENGTH } from "#app/features/media/rules/media-upload.ts";
import type { AdminTextCode } from "../shell/admin-issues.ts";

type Code = AdminTextCode;

const alt = z
  .string({ error: "altRequired" satisfies Code })
  .trim()
  .min(1, "altRequired" satisfies Code)
  .max(ALT_TEXT_MAX_LENGTH, "altTooLong" satisfies Code);

/**
 * A photo's alt text in both languages (docs/product.md §11: every image has one in each).
 * Browser and action run it; its messages are codes (adminIssueTexts).
 */
export const altTextSchema = z.object({ altEn: alt, altEs: alt });
