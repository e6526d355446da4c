import type { Lang } from "#app/lib/lang.ts";
import { mailTexts } from "./mail-texts.ts";
import { isWhatsappKind, type MailTemplateKind, type TemplateText } from "./rules/mail-templates.ts";

// The guest mails' embedded wording, per kind and language: mail-texts.ts's. Apart from the
// templates' rules (./rules/mail-templates.ts), which the owners' template editor runs in the
// browser: the mails' words in every language stay out of its scripts
// (docs/decisions/0034-words-in-the-pages-language.md).

/** The embedded text a kind has until the owners save their own (and again after "restore default"). */
export function defaultTemplate(kind: MailTemplateKind, lang: Lang): TemplateText {
  const t = mailTexts[lang];
  if (isWhatsappKind(kind)) return { subject: "", body: t[kind] };
  return { subject: t[`${kind}.subject`], body: t[`${kind}.reservation`] };
}
