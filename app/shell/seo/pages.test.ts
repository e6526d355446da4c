import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { publicPages } from "./pages.ts";

type Entry = { id?: string; file: string; path?: string; index?: boolean; children?: Entry[] };

describe("public pages", () => {
  it("are exactly the English pages of app/routes.ts, so the sitemap misses none", () => {
    const english = (routes as Entry[])
      // Pages are the English view modules; resource routes (.ts) and the owners' area (a layout) are not.
      .filter((r) => r.id?.startsWith("en-") && r.file.endsWith(".tsx") && !r.children)
      .map((r) => (r.index ? "/" : `/${r.path}`))
      .sort();
    expect(publicPages.map((p) => p.path).sort()).toEqual(english);
  });
});
