import { describe, expect, it } from "vitest";
import { socialMeta } from "./social-meta.ts";

function byKey(tags: ReturnType<typeof socialMeta>) {
  return Object.fromEntries(
    tags.map((t) => [String((t as Record<string, string>).property ?? (t as Record<string, string>).name), (t as Record<string, string>).content]),
  );
}

describe("Open Graph and Twitter tags", () => {
  it("describe the page in its language with its own absolute image", () => {
    const tags = byKey(
      socialMeta({ page: "menu", lang: "es", siteUrl: "https://laterrazatrinidad.com", siteName: "Casa Azul Trinidad", title: "Carta", description: "Nuestra carta", published: ["en", "es"] }),
    );
    expect(tags).toMatchObject({
      "og:site_name": "Casa Azul Trinidad",
      "og:title": "Carta",
      "og:description": "Nuestra carta",
      "og:url": "https://laterrazatrinidad.com/es/menu",
      "og:locale": "es_ES",
      "og:locale:alternate": "en_US",
      "og:image": "https://laterrazatrinidad.com/og/menu-es.png",
      "og:image:width": "1200",
      "og:image:height": "630",
      "twitter:card": "summary_large_image",
      "twitter:image": "https://laterrazatrinidad.com/og/menu-es.png",
    });
    expect(tags["og:image:alt"]).toMatch(/Trinidad/);
  });

  it("name every other published language as an alternate locale, and no unpublished one", () => {
    const tags = socialMeta({
      page: "about",
      lang: "fr",
      siteUrl: "https://laterrazatrinidad.com",
      siteName: "Casa Azul Trinidad",
      title: "Notre famille",
      description: "d",
      published: ["en", "es", "fr", "ru"],
    });
    const alternates = tags.flatMap((t) => ((t as Record<string, string>).property === "og:locale:alternate" ? [(t as Record<string, string>).content] : []));
    expect(alternates).toEqual(["en_US", "es_ES", "ru_RU"]);
    expect(byKey(tags)).toMatchObject({ "og:locale": "fr_FR", "og:url": "https://laterrazatrinidad.com/fr/about", "og:image": "https://laterrazatrinidad.com/og/about-fr.png" });
  });

  it("take another image when the page has a better one", () => {
    const tags = byKey(
      socialMeta({
        page: "home",
        lang: "en",
        siteUrl: "https://laterrazatrinidad.com",
        siteName: "Casa Azul Trinidad",
        title: "Home",
        description: "d",
        image: { path: "/media/terrace.jpg", width: 1600, height: 900, alt: "The terrace at sunset" },
      }),
    );
    expect(tags["og:image"]).toBe("https://laterrazatrinidad.com/media/terrace.jpg");
    expect(tags["og:image:width"]).toBe("1600");
    expect(tags["twitter:image:alt"]).toBe("The terrace at sunset");
  });
});
