import { describe, expect, it } from "vitest";
import { adminText } from "../shell/dictionary.ts";
import { factsFields } from "#app/features/facts/rules/facts-changes.ts";
import { factsChangesLine, factsFieldNames } from "./facts-changes-words.ts";

// What the owners read under an earlier version of the restaurant's details.

describe("the line that names a version's changes", () => {
  it("names the changed fields by their labels on the form, in the owners' language", () => {
    expect(factsChangesLine(["phone", "whatsapp", "opening.es", "sisterSites"], adminText.en, "en")).toBe(
      "Changed: Phone, WhatsApp, Opening line · Spanish, Sister sites.",
    );
    expect(factsChangesLine(["address.street", "geo.latitude", "opening.en", "reviewPages"], adminText.es, "es")).toBe(
      "Cambios: Calle y número, Latitud, Línea de apertura · Inglés, Páginas de opiniones.",
    );
  });

  it("says which is the first version, and nothing for a version that changed nothing the form shows", () => {
    expect(factsChangesLine(null, adminText.es, "es")).toBe("La primera versión.");
    expect(factsChangesLine([], adminText.en, "en")).toBeNull();
  });

  it("has a distinct name for every field, in each language", () => {
    for (const lang of ["en", "es"] as const) {
      const names = factsFieldNames(adminText[lang], lang);
      expect(new Set(factsFields.map((f) => names[f])).size).toBe(factsFields.length);
    }
  });
});
