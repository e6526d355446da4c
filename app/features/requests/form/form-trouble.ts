import { fill } from "../../../lib/fill";
import { contactMessages } from "../rules/contact-messages";
import { siteFacts } from "../../../shell/content/site";
import type { Lang } from "../../../lib/lang";

/** What the visitor reads when the form itself breaks: what happened and where else to write or call. */
export function formTrouble(lang: Lang): [string, string] {
  const m = contactMessages[lang];
  return [m.unexpectedError, fill(m.formTrouble, { email: siteFacts.email, phone: siteFacts.phone })];
}
