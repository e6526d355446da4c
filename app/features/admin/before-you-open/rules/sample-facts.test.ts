import { describe, expect, it } from "vitest";
import { seedFacts as seed } from "#app/shell/content/seed-facts.ts";
import type { SiteFacts } from "#app/shell/content/site.ts";
import { sampleFactNames, samplesAmong } from "./sample-facts.ts";

const copy = (): SiteFacts => structuredClone(seed);

describe("the sample facts", () => {
  it("are all the owners' facts while the facts are the seed's", () => {
    expect(samplesAmong(copy(), seed)).toEqual(sampleFactNames);
  });

  it("drop a fact once it differs from the seed, and only that one", () => {
    const facts: SiteFacts = { ...copy(), phone: "+53 41 123 456", address: { ...seed.address, street: "Calle Real 12" } };
    expect(samplesAmong(facts, seed)).toEqual(sampleFactNames.filter((n) => n !== "phone" && n !== "address"));
  });

  it("count the sister sites as given once any link is the owners'", () => {
    const facts: SiteFacts = { ...copy(), sisterSites: [{ name: "Casa de ejemplo", url: "https://www.casa-de-ejemplo.example" }, ...seed.sisterSites.slice(1)] };
    expect(samplesAmong(facts, seed)).not.toContain("sisterSites");
  });

  it("read the same values from a store that keeps keys in another order as samples", () => {
    const facts: SiteFacts = { ...copy(), geo: { longitude: seed.geo.longitude, latitude: seed.geo.latitude } };
    expect(samplesAmong(facts, seed)).toContain("coordinates");
  });
});
