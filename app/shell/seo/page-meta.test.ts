import { describe, expect, it } from "vitest";
import { pageMeta } from "./page-meta.ts";

describe("page meta", () => {
  it("gives title, description, canonical and hreflang en/es/x-default", () => {
    const meta = pageMeta({ siteUrl: "https://example.com", lang: "es", path: "/menu", title: "T", description: "D", siteName: "Casa Azul" });
    expect(meta).toContainEqual({ title: "T" });
    expect(meta).toContainEqual({ name: "description", content: "D" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.com/es/menu" });
    expect(meta).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "en", href: "https://example.com/menu" });
    expect(meta).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "es", href: "https://example.com/es/menu" });
    expect(meta).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://example.com/menu" });
  });

  it("maps home to / and /es", () => {
    const meta = pageMeta({ siteUrl: "https://example.com/", lang: "en", path: "/", title: "T", description: "D", siteName: "Casa Azul" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.com/" });
    expect(meta).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "es", href: "https://example.com/es" });
  });
});
