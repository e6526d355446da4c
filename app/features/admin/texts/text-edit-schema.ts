import { z } from "#app/zod.ts";
import { TEXT_BLOCK_MAX_LENGTH } from "../rules/admin-limits.ts";
import type { AdminTextCode } from "../shell/admin-issues.ts";
import type { Lang } from "#app/lib/lang.ts";

type Code = AdminTextCode;

const text = z.string().trim().max(TEXT_BLOCK_MAX_LENGTH, { error: "textTooLong" satisfies Code }).optional();

/**
 * The text editor's form: both languages of one block, each with the text it started
 * from (base, "" when the translation is missing). Emptying an existing text is refused;
 * leaving a missing translation empty keeps it missing. Browser and action run it; its
 * messages are codes (adminIssueTexts).
 */
export const textEditSchema = z
  .object({
    es: text,
    en: text,
    baseEs: z.string().optional(),
    baseEn: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.es && v.baseEs) ctx.addIssue({ code: "custom", path: ["es"], message: "textEmpty" satisfies Code });
    if (!v.en && v.baseEn) ctx.addIssue({ code: "custom", path: ["en"], message: "textEmpty" satisfies Code });
  });

/** The field that carries the text a language's editor started from. */
export const baseField = { en: "baseEn", es: "baseEs" } as const satisfies Record<Lang, keyof TextEdit>;

/** The editor's form as its schema gives it. */
export type TextEdit = z.output<typeof textEditSchema>;
