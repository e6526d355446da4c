import { describe, expect, it } from "vitest";
import en from "#content/text/en.json";
import es from "#content/text/es.json";
import { textOf } from "./text-blocks.ts";

function keysOf(texts: Record<string, Record<string, string>>): string[] {
  return Object.entries(texts)
    .flatMap(([section, values]) => Object.keys(values).map((v) => `${section}.${v}`))
    .sort();
}

describe("text blocks", () => {
  it("returns the text of a block", () => {
    expect(textOf({ "menu.tapas": "Tapas" }, "menu", "tapas")).toBe("Tapas");
  });

  it("renders a missing block exactly as the spec says", () => {
    expect(textOf({}, "menu", "tapas")).toBe("Missing translation: menu.tapas");
  });

  it("has every block in both languages", () => {
    expect(keysOf(es)).toEqual(keysOf(en));
    for (const key of keysOf(en)) expect(key).not.toMatch(/\.$/);
  });

  it("has every content group of docs/product.md §3", () => {
    for (const section of ["encabezado", "lugar", "menu-general", "owners", "team", "menu", "contactus", "carta", "about"]) {
      expect(Object.keys(en)).toContain(section);
    }
  });

  it("titles the English tapas and cocktails properly (the source's 'Contact us:' is a defect)", () => {
    expect(en.menu.tapas).toBe("Tapas");
    expect(en.menu.cocktails).toBe("Cocktails");
    expect(en.contactus.contact).toBe("Contact us:");
    expect(es.contactus.contact).toBe("Contáctenos:");
    expect(es.contactus.send).toBe("ENVIAR");
  });
});
