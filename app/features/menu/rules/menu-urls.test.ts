import { describe, expect, it } from "vitest";
import { menuPdfFileName } from "./menu-urls.ts";

describe("the name a downloaded menu PDF is saved under", () => {
  it("is the restaurant's name in force, in plain lower-case ASCII, then the language", () => {
    expect(menuPdfFileName("La Terraza Trinidad", "en")).toBe("la-terraza-trinidad-menu-en.pdf");
    expect(menuPdfFileName("Café Ñico & Peña", "es")).toBe("cafe-nico-pena-menu-es.pdf");
    expect(menuPdfFileName("  \"Casa\"  Azul's  ", "en")).toBe("casa-azul-s-menu-en.pdf");
  });
});
