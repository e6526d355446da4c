import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPages } from "#app/shell/seo/pages.ts";
import { languages, localizePath } from "#app/lib/lang.ts";
import { rawGet } from "../support/site/http-get.ts";
import { startBuiltSite, type BuiltSite } from "../support/site/built-site.ts";
import { publishEveryLanguage } from "../support/site/publish-languages.ts";

// docs/product.md §15.3: a public page waits for one stylesheet before its first paint, the
// same file for every public page (app/root.tsx imports their styles). A component's style
// that root.tsx does not import becomes a second render-blocking request on a 300 ms line
// (the slow profile, decision 0021), and only on the pages that use it.

let server: BuiltSite;
beforeAll(async () => {
  server = await startBuiltSite();
  await publishEveryLanguage(server);
});
afterAll(async () => {
  await server.stop();
});

const stylesheetsOf = (html: string) => [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? "");

describe("public pages' stylesheets", () => {
  it("every public page, in every language, links the same single stylesheet", async () => {
    const seen = new Map<string, string[]>();
    for (const lang of languages) {
      for (const page of publicPages) {
        const path = localizePath(page.path, lang);
        const response = await rawGet(server.url + path);
        expect(response.status, path).toBe(200);
        seen.set(path, stylesheetsOf(response.body.toString()));
      }
    }
    const first = [...seen.values()][0];
    expect(first).toHaveLength(1);
    for (const [path, sheets] of seen) expect(sheets, path).toEqual(first);
  });
});
