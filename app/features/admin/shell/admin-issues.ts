import type { OwnerLang } from "#app/lib/lang.ts";
import { issueTexts } from "#app/lib/issue-texts.ts";
import { adminText } from "./dictionary.ts";

/** A key of the owners' dictionary: what the owners' schemas report as a message. */
export type AdminTextCode = keyof (typeof adminText)["en"];

/**
 * The translation of the owners' schemas in one language (Conform's formatError): each
 * issue's code as its text, `{n}` filled with the bound zod reports. The schemas
 * (sign-in, text edit, alt text) speak no language; the browser and the action both
 * give this to Conform. A message that is no code is shown as it is.
 */
export function adminIssueTexts(lang: OwnerLang) {
  return issueTexts<AdminTextCode>(adminText[lang], { min: "min", max: "n" });
}
