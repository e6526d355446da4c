import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { languages, type Lang } from "#app/lib/lang.ts";
import { ownLanguageNames } from "#app/lib/language-names.ts";
import { LanguageSwitch } from "./language-switch.tsx";

// The public language switch (docs/product.md §10), rendered as the server sends it: each other
// published language by its own name, to the same page and hash, and nothing for an unpublished one.

function rendered(at: string, published: readonly Lang[]): string {
  const names = Object.fromEntries(published.map((lang) => [lang, ownLanguageNames[lang]]));
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[at]}>
      <ul>
        <LanguageSwitch names={names} label="Language" />
      </ul>
    </MemoryRouter>,
  );
}

/** Each link of the switch: its address, hreflang, lang and the name it says. */
function links(html: string) {
  return [...html.matchAll(/<a class="lang-switch[^"]*" hrefLang="(\w+)" lang="(\w+)" href="([^"]*)"[^>]*>.*?<span class="navbar__lang-name">([^<]*)<\/span><\/a>/g)].map(
    ([, hreflang, lang, href, name]) => ({ href, hreflang, lang, name }),
  );
}

describe("the language switch", () => {
  it("with two languages published: one link to the other, by its name, keeping the page and its hash", () => {
    const html = rendered("/menu#breakfast", ["en", "es"]);
    expect(links(html)).toEqual([{ href: "/es/menu#breakfast", hreflang: "es", lang: "es", name: "Español" }]);
    expect(html).not.toContain("nav-dropdown");
  });

  it("with all six: a dropdown named for the page's language, listing the five others by their own names", () => {
    const html = rendered("/fr/about", languages);
    expect(html).toContain('<span class="visually-hidden">Language: </span><span class="flag flag--fr" aria-hidden="true"></span><span class="navbar__lang-name">Français</span>');
    expect(links(html)).toEqual([
      { href: "/about", hreflang: "en", lang: "en", name: "English" },
      { href: "/es/about", hreflang: "es", lang: "es", name: "Español" },
      { href: "/de/about", hreflang: "de", lang: "de", name: "Deutsch" },
      { href: "/it/about", hreflang: "it", lang: "it", name: "Italiano" },
      { href: "/ru/about", hreflang: "ru", lang: "ru", name: "Русский" },
    ]);
  });

  it("leaves out an unpublished language, and shows nothing when the page's is the only one", () => {
    expect(links(rendered("/ru", ["en", "es", "ru"])).map((l) => l.lang)).toEqual(["en", "es"]);
    expect(rendered("/", ["en"])).toBe("<ul></ul>");
  });
});
