// Which of the restaurant's facts are still the seed's samples, and where the owners change them.
// Kept on its own: the facts' store is read here alone, so pointing the list at another store
// changes this file only.
import seed from "#content/site.json";
import { siteFacts } from "#app/shell/content/site.ts";
import { samplesAmong, type SampleFact } from "./rules/sample-facts.ts";
import type { Fix } from "./rules/fixes.ts";

/** The facts that still hold content/site.json's sample values. */
export async function sampleFactsLeft(): Promise<SampleFact[]> {
  return samplesAmong(siteFacts, seed);
}

/** Where the facts are changed today: the file the site is built with, by the owners' helper. */
export const sampleFactsFix: Fix = { kind: "helper", ask: "byoAskFacts", doc: "docs/product.md §11" };
