import { fill } from "./fill.ts";

/** What a schema reports to Conform: a code as message, and the values its sentence needs. */
export type SchemaIssue = { message: string; params?: Record<string, unknown>; minimum?: unknown; maximum?: unknown };

/**
 * Conform's formatError from one language's table of sentences: each issue's code as its
 * sentence, filled from the issue's params and the bounds zod reports (`minimum` as `{min}`,
 * `maximum` as `{max}`, or as the placeholders `bounds` names). A message that is no code in
 * the table is shown as it is.
 */
export function issueTexts<Code extends string>(
  sentences: Readonly<Record<Code, string>>,
  bounds: { readonly min: string; readonly max: string } = { min: "min", max: "max" },
) {
  return (issues: readonly SchemaIssue[]): string[] =>
    issues.map(({ message, params, minimum, maximum }) => {
      if (!Object.hasOwn(sentences, message)) return message;
      const values: Record<string, string | number> = { ...(params as Record<string, string | number>) };
      if (typeof minimum === "number") values[bounds.min] ??= minimum;
      if (typeof maximum === "number") values[bounds.max] ??= maximum;
      return fill(sentences[message as Code], values);
    });
}
