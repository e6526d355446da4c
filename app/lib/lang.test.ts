import { describe, expect, it } from "vitest";
import { languages, languageSettings, langFromPathname, localizePath, stripLang, switchLangHref } from "./lang.ts";

describe("language and addresses", () => {
  it("reads the language from the address", () => {
    expect(langFromPathname("/")).toBe("en");
    expect(langFromPathname("/menu")).toBe("en");
    expect(langFromPathname("/es")).toBe("es");
    expect(langFromPathname("/es/menu")).toBe("es");
    expect(langFromPathname("/espresso")).toBe("en");
    // Unknown addresses keep the language of their prefix (the 404 page, docs/product.md §8).
    expect(langFromPathname("/es/no-such-page")).toBe("es");
    expect(langFromPathname("/no-such-page")).toBe("en");
  });

  it("maps a page between the languages and back", () => {
    for (const path of ["/", "/photos", "/menu", "/about"]) {
      const es = localizePath(path, "es");
      expect(stripLang(es)).toBe(path);
      expect(localizePath(path, "en")).toBe(path);
    }
    expect(localizePath("/", "es")).toBe("/es");
  });

  it("switches language keeping search and hash", () => {
    expect(switchLangHref({ pathname: "/", hash: "#form-contact" }, "es")).toBe("/es#form-contact");
    expect(switchLangHref({ pathname: "/es/menu", search: "?a=1" }, "en")).toBe("/menu?a=1");
    expect(switchLangHref({ pathname: "/es", hash: "#owners-section" }, "en")).toBe("/#owners-section");
    // Never an address a browser reads as another host.
    expect(switchLangHref({ pathname: "/es//evil.example/x" }, "en")).toBe("/evil.example/x");
    expect(switchLangHref({ pathname: "/es/\\evil.example/x" }, "en")).toBe("/evil.example/x");
    expect(switchLangHref({ pathname: "//evil.example/x" }, "es")).toBe("/es/evil.example/x");
    expect(switchLangHref({ pathname: "/photos" }, "en")).toBe("/photos");
  });
});

describe("the languages' settings", () => {
  it("give each language a prefix of a slash and lowercase letters (the default none), safe in an address pattern", () => {
    for (const lang of languages) expect(languageSettings[lang].prefix).toMatch(lang === languages[0] ? /^$/ : /^\/[a-z]+$/);
  });
});
