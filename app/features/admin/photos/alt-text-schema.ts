import { z } from "../../../zod.ts";
import { ALT_TEXT_MAX_LENGTH } from "../../media/rules/media-upload";
import type { Lang } from "../../../lib/lang";
import { adminText, fill } from "../shell/dictionary";

/** A photo's alt text in both languages (docs/product.md §11: every image has one in each). Browser and action run it. */
export function altTextSchema(lang: Lang) {
  const t = adminText[lang];
  const alt = z
    .string({ error: t.altRequired })
    .trim()
    .min(1, t.altRequired)
    .max(ALT_TEXT_MAX_LENGTH, fill(t.altTooLong, { n: ALT_TEXT_MAX_LENGTH }));
  return z.object({ altEn: alt, altEs: alt });
}
