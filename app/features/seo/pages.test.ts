import { describe, expect, it } from "vitest";
import routes from "../../routes";
import { publicPages } from "./pages";

type Entry = { id?: string; path?: string; index?: boolean; children?: Entry[] };

describe("public pages", () => {
  it("are exactly the English pages of app/routes.ts, so the sitemap misses none", () => {
    const english = (routes as Entry[])
      .filter((r) => r.id?.startsWith("en-") && !r.id.endsWith("-manifest"))
      .map((r) => (r.index ? "/" : `/${r.path}`))
      .sort();
    expect(publicPages.map((p) => p.path).sort()).toEqual(english);
  });
});
