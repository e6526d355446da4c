import { issueTexts } from "#app/lib/issue-texts.ts";
import type { AdminWords } from "./dictionary.ts";

/** A key of the owners' dictionary: what the owners' schemas report as a message. */
export type AdminTextCode = keyof AdminWords;

/**
 * The translation of the owners' schemas in one language (Conform's formatError): each
 * issue's code as its text, `{n}` filled with the bound zod reports. The schemas
 * (sign-in, text edit, alt text) speak no language; the browser gives this the words of the
 * owners' layout's data (`useAdminText`), the action `adminText[lang]`. A message that is no
 * code is shown as it is.
 */
export function adminIssueTexts(words: AdminWords) {
  return issueTexts<AdminTextCode>(words, { min: "min", max: "n" });
}
