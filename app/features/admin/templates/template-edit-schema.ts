import { z } from "#app/zod.ts";
import type { OwnerLang } from "#app/lib/lang.ts";
import { validateTemplate, type MailTemplateKind } from "#app/features/requests/rules/mail-templates.ts";

/**
 * The template editor's form for one kind: a subject (mail kinds only) and a body. The rules
 * and their messages are app/features/requests/rules/mail-templates.ts, in the owner's
 * language; browser and action run the same schema, and the store checks again.
 */
export function templateEditSchema(kind: MailTemplateKind, ownerLang: OwnerLang) {
  return z
    .object({
      subject: z.string().trim().optional().default(""),
      body: z.string().trim().optional().default(""),
    })
    .superRefine((value, ctx) => {
      for (const { field, message } of validateTemplate(kind, value, ownerLang)) ctx.addIssue({ code: "custom", path: [field], message });
    });
}

export type TemplateEdit = z.output<ReturnType<typeof templateEditSchema>>;
