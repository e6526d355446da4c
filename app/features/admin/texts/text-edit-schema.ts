import { z } from "../../../zod.ts";
import { TEXT_BLOCK_MAX_LENGTH } from "../rules/admin-limits";
import type { Lang } from "../../../lib/lang";
import { adminText, fill } from "../shell/dictionary";

/**
 * The text editor's form: both languages of one block, each with the text it started
 * from (base, "" when the translation is missing). Emptying an existing text is refused;
 * leaving a missing translation empty keeps it missing. Browser and action run it.
 */
export function textEditSchema(lang: Lang) {
  const t = adminText[lang];
  const text = z
    .string()
    .trim()
    .max(TEXT_BLOCK_MAX_LENGTH, { error: fill(t.textTooLong, { n: TEXT_BLOCK_MAX_LENGTH }) })
    .optional();
  return z
    .object({
      es: text,
      en: text,
      baseEs: z.string().optional(),
      baseEn: z.string().optional(),
    })
    .superRefine((v, ctx) => {
      if (!v.es && v.baseEs) ctx.addIssue({ code: "custom", path: ["es"], message: t.textEmpty });
      if (!v.en && v.baseEn) ctx.addIssue({ code: "custom", path: ["en"], message: t.textEmpty });
    });
}

/** The editor's form as its schema gives it. */
export type TextEdit = z.output<ReturnType<typeof textEditSchema>>;
