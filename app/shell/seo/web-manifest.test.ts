import { describe, expect, it } from "vitest";
import { manifestPath, shortNameOf, webManifest } from "./web-manifest.ts";

describe("web manifest", () => {
  it("opens the installed site in the visitor's language with the site's colour and icons", () => {
    const es = webManifest("es", "Casa Azul Trinidad");
    expect(manifestPath("es")).toBe("/es/manifest.webmanifest");
    expect(es).toMatchObject({ lang: "es", start_url: "/es", theme_color: "#6d1a2b", display: "standalone" });
    expect(es.icons.map((i) => i.sizes)).toEqual(["any", "192x192", "512x512", "512x512"]);
    expect(webManifest("en", "Casa Azul Trinidad").start_url).toBe("/");
  });

  it("is named with the restaurant's name, shortened by whole words where room is short", () => {
    expect(webManifest("en", "Casa Azul Trinidad")).toMatchObject({ name: "Casa Azul Trinidad", short_name: "Casa Azul" });
    expect(shortNameOf("La Terraza Trinidad")).toBe("La Terraza");
    expect(shortNameOf("El Patio de Lola")).toBe("El Patio");
    expect(shortNameOf("La Bodeguita")).toBe("La Bodeguita");
    expect(shortNameOf("Restaurante Paladar Sol")).toBe("Restaurante");
    expect(shortNameOf("Chanchullerito Bar")).toBe("Chanchullerito Bar");
    expect(shortNameOf("  Casa   Pepe  ")).toBe("Casa Pepe");
  });
});
