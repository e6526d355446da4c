import { describe, expect, it } from "vitest";
import en from "#content/text/en.json";
import es from "#content/text/es.json";
import { ownerLanguages } from "#app/lib/lang.ts";
import { publicPages } from "#app/shell/seo/pages.ts";
import { placeName, placeOfBlock, textBlockPlaces, textPages } from "./text-block-places.ts";

function keysOf(texts: Record<string, Record<string, string>>): string[] {
  return Object.entries(texts).flatMap(([section, values]) => Object.keys(values).map((v) => `${section}.${v}`));
}

describe("the owners' names and places of the text blocks", () => {
  it("names every block of the content, in every language, at a place of a public page", () => {
    for (const key of new Set([...keysOf(en), ...keysOf(es)])) {
      const named = placeOfBlock(key);
      expect(named, key).toBeDefined();
      for (const lang of ownerLanguages) {
        expect(named?.name[lang].trim(), `${key} ${lang}`).not.toBe("");
        for (const place of named?.places ?? []) {
          const parts: Record<string, { name: Record<string, string> }> = textPages[place.page].parts;
          expect(parts[place.part]?.name[lang]?.trim(), `${key} ${place.page}.${place.part} ${lang}`).toBeTruthy();
          expect(textPages[place.page].name[lang].trim()).not.toBe("");
        }
      }
    }
  });

  it("names no block the content does not have", () => {
    expect(Object.keys(textBlockPlaces).sort()).toEqual(keysOf(en).sort());
  });

  it("knows every public page, and no two blocks of one place share a name", () => {
    expect(Object.keys(textPages).sort()).toEqual(publicPages.map((p) => p.id).sort());
    for (const lang of ownerLanguages) {
      const full = Object.values(textBlockPlaces).map((b) => `${placeName(b.places[0], lang)} · ${b.name[lang]}`);
      expect(new Set(full).size).toBe(full.length);
    }
  });

  it("says a place as page · part in the owner's language", () => {
    expect(placeName({ page: "home", part: "header" }, "es")).toBe("Inicio · Cabecera");
    expect(placeName({ page: "home", part: "header" }, "en")).toBe("Home · Header");
  });
});
