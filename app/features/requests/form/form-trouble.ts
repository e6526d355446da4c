import { fill } from "#app/lib/fill.ts";
import { contactMessages } from "../rules/contact-messages.ts";
import type { SiteFacts } from "#app/shell/content/site.ts";
import type { Lang } from "#app/lib/lang.ts";

/**
 * What the visitor reads when the form itself breaks: what happened and where else to write or
 * call, the e-mail and phone in force (the root loader's facts, docs/owners-guide.md "Restaurant details").
 */
export function formTrouble(lang: Lang, facts: Pick<SiteFacts, "email" | "phone">): [string, string] {
  const m = contactMessages[lang];
  return [m.unexpectedError, fill(m.formTrouble, { email: facts.email, phone: facts.phone })];
}
