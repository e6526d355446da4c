import { describe, expect, it } from "vitest";
import { seedFacts } from "#app/shell/content/seed-facts.ts";
import type { SiteFacts } from "#app/shell/content/site.ts";
import { changedFacts, factsFields } from "./facts-changes.ts";

// The rule behind the owners' list of earlier versions: a version names every field it changed.

/** Every value of the facts by its path ("address.street", "opening.es"): objects opened, lists and single values kept whole. */
function leaves(value: unknown, path: string[] = []): string[][] {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, [...path, key]));
  }
  return [path];
}

/** The facts with the value at `path` changed to another of its kind. */
function changedAt(facts: SiteFacts, path: string[]): SiteFacts {
  const copy = structuredClone(facts) as unknown as Record<string, unknown>;
  const parent = path.slice(0, -1).reduce((at, key) => at[key] as Record<string, unknown>, copy);
  const key = path.at(-1)!;
  const old = parent[key];
  parent[key] =
    typeof old === "string" ? `${old} (new)`
    : typeof old === "number" ? old + 0.5
    : old === null ? "+53 5 000 0000"
    : Array.isArray(old) ? [...(old as unknown[]), { name: "New", url: "https://new.example.com" }]
    : undefined;
  return copy as unknown as SiteFacts;
}

describe("what a version of the facts changed", () => {
  it("names nothing between equal versions", () => {
    expect(changedFacts(seedFacts, structuredClone(seedFacts))).toEqual([]);
  });

  it("names each value of the facts, alone, when only it changed", () => {
    const paths = leaves(seedFacts);
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) {
      expect(changedFacts(seedFacts, changedAt(seedFacts, path)), path.join(".")).toEqual([path.join(".")]);
    }
    // Every field is one of the facts' values, and every value a field.
    expect([...factsFields].sort()).toEqual(paths.map((p) => p.join(".")).sort());
  });

  it("names several changes in the form's order, a WhatsApp removed, a list reordered and each language's opening line", () => {
    const after: SiteFacts = {
      ...seedFacts,
      opening: { ...seedFacts.opening, es: "" },
      whatsapp: null,
      phone: "+53 5 222 3344",
      sisterSites: [...seedFacts.sisterSites].reverse(),
      geo: { ...seedFacts.geo, longitude: -79.98 },
    };
    const before: SiteFacts = { ...seedFacts, whatsapp: "+53 5 299 4430" };
    expect(changedFacts(before, after)).toEqual(["geo.longitude", "phone", "whatsapp", "opening.es", "sisterSites"]);
  });
});
