import { describe, expect, it } from "vitest";
import { matchesAll } from "./text-search.ts";

describe("text search", () => {
  it("ignores case and accents, and needs every word", () => {
    expect(matchesAll("cafe", ["Café con leche"])).toBe(true);
    expect(matchesAll("CONTÁCTENOS", ["Contáctenos:"])).toBe(true);
    expect(matchesAll("menu actualizado", ["carta.actualizacion", "Menú actualizado en noviembre"])).toBe(true);
    expect(matchesAll("menu jamón", ["Menú actualizado"])).toBe(false);
    expect(matchesAll("  ", ["anything"])).toBe(true);
  });
});
