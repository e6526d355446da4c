import { describe, expect, it } from "vitest";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { seedFacts } from "#app/shell/content/seed-facts.ts";
import { contentEdits } from "#app/shell/content/content-version.server.ts";
import { currentFacts, currentFactsVersion, factsHistory, restoreFacts, saveFacts } from "./facts-store.server.ts";
import type { FactsEdit } from "./rules/facts-schema.ts";
import { perLang } from "#app/lib/lang.ts";

// The restaurant's facts in the database: seeded at the start, each save a version, an earlier
// version restorable, and every save published (the HTML cache's pages made stale).

freshDataDirs();

/** An opening line in English and Spanish, none in the other languages. */
const openDaily = { ...perLang(() => ""), en: "Open daily", es: "Abierto a diario" };

function editOf(changes: Partial<FactsEdit>): FactsEdit {
  const { servesCuisine: _, ...edit } = seedFacts;
  return { ...edit, sisterSites: [...edit.sisterSites], reviewPages: [...edit.reviewPages], ...changes };
}

describe("the restaurant's facts store", () => {
  it("starts with content/site.json's facts", async () => {
    expect(await currentFacts()).toEqual(seedFacts);
    expect((await currentFactsVersion()).changedBy).toBe("seed");
  });

  it("saves a version, publishes it, and reads the new facts at once", async () => {
    const seeded = await currentFactsVersion();
    const before = contentEdits();
    const saved = await saveFacts(editOf({ phone: "+53 5 555 0101", opening: openDaily }), "ana@example.com", seeded.id);
    expect(saved.outcome).toBe("saved");
    expect(contentEdits()).toBeGreaterThan(before);
    const now = await currentFacts();
    expect(now.phone).toBe("+53 5 555 0101");
    expect(now.opening).toEqual(openDaily);
    expect(now.servesCuisine).toEqual(seedFacts.servesCuisine);
    expect((await saveFacts(editOf({ phone: "+53 5 555 0101", opening: openDaily }), "ana@example.com", (await currentFactsVersion()).id)).outcome).toBe("unchanged");
  });

  it("writes nothing over a version the owner never saw", async () => {
    const seeded = await currentFactsVersion();
    await saveFacts(editOf({ phone: "+53 5 555 0101" }), "ana@example.com", seeded.id);
    const late = await saveFacts(editOf({ phone: "+53 5 555 0202" }), "luis@example.com", seeded.id);
    expect(late).toMatchObject({ outcome: "conflict", newer: { changedBy: "ana@example.com" } });
    expect((await currentFacts()).phone).toBe("+53 5 555 0101");
  });

  it("restores an earlier version as a new one, so the restore can be undone", async () => {
    const seeded = await currentFactsVersion();
    await saveFacts(editOf({ address: { ...seedFacts.address, street: "Calle Nueva 2" } }), "ana@example.com", seeded.id);
    expect((await currentFacts()).address.street).toBe("Calle Nueva 2");
    expect((await restoreFacts(seeded.id, "luis@example.com")).outcome).toBe("saved");
    expect((await currentFacts()).address.street).toBe(seedFacts.address.street);
    const history = await factsHistory(10);
    expect(history.map((v) => v.changedBy)).toEqual(["luis@example.com", "ana@example.com", "seed"]);
    expect((await restoreFacts(9999, "luis@example.com")).outcome).toBe("not-found");
  });
});
