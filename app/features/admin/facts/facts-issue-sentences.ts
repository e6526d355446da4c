import type { FactsCode } from "#app/features/facts/rules/facts-schema.ts";
import type { factsTexts } from "./facts-texts.ts";

// Apart from the dictionary: the page's script calls it with the words of the owners' layout's
// data, and must not carry the dictionary (docs/decisions/0034-words-in-the-pages-language.md).

/** The schema's codes as sentences of one language (Conform's formatError through issueTexts). */
export function factsIssueSentences(t: (typeof factsTexts)["en"]): Record<FactsCode, string> {
  const codes: readonly FactsCode[] = ["required", "tooLong", "phoneForm", "emailForm", "urlForm", "latitudeRange", "longitudeRange", "numberForm", "countryCodeForm", "linkIncomplete"];
  return Object.fromEntries(codes.map((c) => [c, t[`facts.${c}`]])) as Record<FactsCode, string>;
}
