// The restaurant's facts that a new site carries as samples (content/site.json, "sample values
// until the owners give theirs"): a fact is still a sample while it equals the seed's value.
// The map links and embed are derived from the coordinates (mapLinks in app/shell/content/site.ts);
// WhatsApp and the review pages are optional, so a site without them has nothing left to do.
import type { SiteFacts } from "#app/shell/content/site.ts";

/** The facts the owners must give, by what they are to a guest. */
export const factValues = {
  address: (f: SiteFacts) => f.address,
  coordinates: (f: SiteFacts) => f.geo,
  phone: (f: SiteFacts) => f.phone,
  email: (f: SiteFacts) => f.email,
  sisterSites: (f: SiteFacts) => f.sisterSites,
} as const satisfies Record<string, (facts: SiteFacts) => unknown>;

export type SampleFact = keyof typeof factValues;

export const sampleFactNames = Object.keys(factValues) as SampleFact[];

/** A value as text with its objects' keys sorted: the same facts read from another store compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

/** The facts of `current` that still hold the value they have in `seed`, in factValues' order. */
export function samplesAmong(current: SiteFacts, seed: SiteFacts): SampleFact[] {
  return sampleFactNames.filter((name) => canonical(factValues[name](current)) === canonical(factValues[name](seed)));
}
