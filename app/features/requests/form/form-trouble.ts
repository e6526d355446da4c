import { fill } from "#app/lib/fill.ts";
import { contactMessages } from "../rules/contact-messages.ts";
import { seedContact } from "#app/shell/content/seed-contact.ts";
import type { Lang } from "#app/lib/lang.ts";

/** What the visitor reads when the form itself breaks: what happened and where else to write or call. */
export function formTrouble(lang: Lang): [string, string] {
  const m = contactMessages[lang];
  return [m.unexpectedError, fill(m.formTrouble, { email: seedContact.email, phone: seedContact.phone })];
}
