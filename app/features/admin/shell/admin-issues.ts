import type { Lang } from "../../../lib/lang";
import { fill } from "../../../lib/fill";
import { adminText } from "./dictionary";

/** A key of the owners' dictionary: what the owners' schemas report as a message. */
export type AdminTextCode = keyof (typeof adminText)["en"];

type Issue = { message: string; params?: Record<string, unknown>; maximum?: unknown };

/**
 * The translation of the owners' schemas in one language (Conform's formatError): each
 * issue's code as its text, `{n}` filled with the bound zod reports. The schemas
 * (sign-in, text edit, alt text) speak no language; the browser and the action both
 * give this to Conform. A message that is no code is shown as it is.
 */
export function adminIssueTexts(lang: Lang) {
  const t = adminText[lang];
  return (issues: readonly Issue[]): string[] =>
    issues.map(({ message, params, maximum }) => {
      if (!Object.hasOwn(t, message)) return message;
      const values: Record<string, string | number> = { ...(params as Record<string, string | number>) };
      if (typeof maximum === "number") values.n ??= maximum;
      return fill(t[message as AdminTextCode], values);
    });
}
