import { describe, expect, it } from "vitest";
import seed from "#content/site.json";
import type { SiteFacts } from "#app/shell/content/site.ts";
import { sampleFactNames, samplesAmong } from "./sample-facts.ts";

const copy = (): SiteFacts => structuredClone(seed);

describe("the sample facts", () => {
  it("are all the owners' facts while the facts are the seed's", () => {
    expect(samplesAmong(copy(), seed)).toEqual(sampleFactNames);
  });

  it("drop a fact once it differs from the seed, and only that one", () => {
    const facts = copy();
    facts.phone = "+53 41 123 456";
    facts.address.street = "Calle Real 12";
    expect(samplesAmong(facts, seed)).toEqual(sampleFactNames.filter((n) => n !== "phone" && n !== "address"));
  });

  it("count the sister sites as given once either link is the owners'", () => {
    const facts = copy();
    facts.homestayUrl = "https://www.casa-de-ejemplo.example";
    expect(samplesAmong(facts, seed)).not.toContain("sisterSites");
  });

  it("read the same values from a store that keeps keys in another order as samples", () => {
    const facts = copy();
    facts.geo = { longitude: seed.geo.longitude, latitude: seed.geo.latitude };
    expect(samplesAmong(facts, seed)).toContain("coordinates");
  });
});
