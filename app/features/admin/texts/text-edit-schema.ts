import { z } from "#app/zod.ts";
import { TEXT_BLOCK_MAX_LENGTH } from "../rules/admin-limits.ts";
import type { AdminTextCode } from "../shell/admin-issues.ts";
import { languages, perLang, type Lang } from "#app/lib/lang.ts";

type Code = AdminTextCode;

/** The field that carries the text a language's editor started from: "baseEn", "baseFr"… */
export type BaseField = `base${Capitalize<Lang>}`;

/** The field that carries the text a language's editor started from. */
export const baseField: Record<Lang, BaseField> = perLang((lang) => `base${lang.charAt(0).toUpperCase()}${lang.slice(1)}` as BaseField);

const text = z.string().trim().max(TEXT_BLOCK_MAX_LENGTH, { error: "textTooLong" satisfies Code }).optional();
const base = z.string().optional();

/**
 * The text editor's form: every guest language of one block, each with the text it started
 * from (base, "" when the translation is missing). Emptying an existing text is refused;
 * leaving a missing translation empty keeps it missing. A language whose field is not sent at
 * all is left as it is, so saving one language never blanks another. Browser and action run it;
 * its messages are codes (adminIssueTexts).
 */
export const textEditSchema = z
  .object(
    Object.fromEntries(languages.flatMap((lang) => [[lang, text], [baseField[lang], base]])) as Record<Lang, typeof text> &
      Record<BaseField, typeof base>,
  )
  .superRefine((v, ctx) => {
    for (const lang of languages) {
      if (!v[lang] && v[baseField[lang]]) ctx.addIssue({ code: "custom", path: [lang], message: "textEmpty" satisfies Code });
    }
  });

/** The editor's form as its schema gives it. */
export type TextEdit = z.output<typeof textEditSchema>;
