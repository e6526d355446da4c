// Which of the restaurant's facts are still the seed's samples, and where the owners change them.
import { seedFacts } from "#app/shell/content/seed-facts.ts";
import { currentFacts } from "#app/features/facts/facts-store.server.ts";
import { samplesAmong, type SampleFact } from "./rules/sample-facts.ts";
import type { Fix } from "./rules/fixes.ts";

/** The facts in force that still hold content/site.json's sample values. */
export async function sampleFactsLeft(): Promise<SampleFact[]> {
  return samplesAmong(await currentFacts(), seedFacts);
}

/** The owners change them on their Restaurant details page. */
export const sampleFactsFix: Fix = { kind: "page", path: "/facts", page: "navFacts" };
