import { fill } from "#app/lib/fill.ts";
import type { ContactMessages } from "../rules/contact-messages.ts";
import type { SiteFacts } from "#app/shell/content/site.ts";

/**
 * What the visitor reads when the form itself breaks: what happened and where else to write or
 * call, the e-mail and phone in force (the root loader's facts, docs/owners-guide.md "Restaurant details").
 */
export function formTrouble(m: Pick<ContactMessages, "unexpectedError" | "formTrouble">, facts: Pick<SiteFacts, "email" | "phone">): [string, string] {
  return [m.unexpectedError, fill(m.formTrouble, { email: facts.email, phone: facts.phone })];
}
