import { describe, expect, it } from "vitest";
import { manifestPath, webManifest } from "./web-manifest.ts";

describe("web manifest", () => {
  it("opens the installed site in the visitor's language with the site's colour and icons", () => {
    const es = webManifest("es");
    expect(manifestPath("es")).toBe("/es/manifest.webmanifest");
    expect(es).toMatchObject({ lang: "es", start_url: "/es", theme_color: "#6d1a2b", display: "standalone" });
    expect(es.icons.map((i) => i.sizes)).toEqual(["any", "192x192", "512x512", "512x512"]);
    expect(webManifest("en").start_url).toBe("/");
  });
});
