import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

describe("sitemap.xml", () => {
  const xml = sitemapXml("https://laterrazatrinidad.com", ["en", "es"]);

  it("lists every page in each published language with absolute addresses", () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      "https://laterrazatrinidad.com/",
      "https://laterrazatrinidad.com/es",
      "https://laterrazatrinidad.com/photos",
      "https://laterrazatrinidad.com/es/photos",
      "https://laterrazatrinidad.com/menu",
      "https://laterrazatrinidad.com/es/menu",
      "https://laterrazatrinidad.com/about",
      "https://laterrazatrinidad.com/es/about",
    ]);
  });

  it("gives each address its alternates in the published languages and x-default", () => {
    const menuEs = xml.split("<url>").find((u) => u.includes("<loc>https://laterrazatrinidad.com/es/menu</loc>"));
    expect(menuEs).toContain('hreflang="en" href="https://laterrazatrinidad.com/menu"');
    expect(menuEs).toContain('hreflang="es" href="https://laterrazatrinidad.com/es/menu"');
    expect(menuEs).toContain('hreflang="x-default" href="https://laterrazatrinidad.com/menu"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<xhtml:link /g)).toHaveLength(8 * 3);
    expect(xml).not.toContain("/fr");
  });

  it("lists all six languages when all are published, each address with six alternates and x-default", () => {
    const all = sitemapXml("https://laterrazatrinidad.com", ["en", "es", "fr", "de", "it", "ru"]);
    expect(all.match(/<loc>/g)).toHaveLength(4 * 6);
    const aboutRu = all.split("<url>").find((u) => u.includes("<loc>https://laterrazatrinidad.com/ru/about</loc>"));
    expect(aboutRu).toContain('hreflang="de" href="https://laterrazatrinidad.com/de/about"');
    expect(aboutRu?.match(/<xhtml:link /g)).toHaveLength(7);
  });
});

describe("robots.txt", () => {
  it("keeps the owners' area out and points at the sitemap", () => {
    expect(robotsTxt("https://laterrazatrinidad.com/").split("\n")).toEqual([
      "User-agent: *",
      "Disallow: /admin",
      "Disallow: /es/admin",
      "Disallow: /fr/admin",
      "Disallow: /de/admin",
      "Disallow: /it/admin",
      "Disallow: /ru/admin",
      "",
      "Sitemap: https://laterrazatrinidad.com/sitemap.xml",
      "",
    ]);
  });
});
