import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { targets } from "../../scripts/lib/targets.ts";
import { rawGet } from "../support/site/http-get.ts";
import { startBuiltSite, type BuiltSite } from "../support/site/built-site.ts";

// The home page's JavaScript budget holds on every build, not only when `npm run bench`
// runs (docs/decisions/0008-hydration-after-load.md, 0011): its scripts are asked for only
// by the small loader after the page has loaded (no modulepreload link, no module script in
// the HTML: a React Router whose markup changed would make deferHydration fall back to
// hydrating at once, silently), and what they weigh on the wire, brotli as served, stays
// within the budget. Lighthouse counts the same files plus their HTTP headers.

let server: BuiltSite;
beforeAll(async () => {
  server = await startBuiltSite();
});
afterAll(async () => {
  await server.stop();
});

/** The modules a page's loader names, and every module they import statically, transitively. */
async function modulesOf(html: string): Promise<string[]> {
  // The route manifest is read by the router on navigation, not to start the page.
  const queue = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])].filter((p) => !p.startsWith("/assets/manifest-"));
  const seen = new Set<string>();
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const code = (await rawGet(server.url + path)).body.toString();
    for (const [, file] of code.matchAll(/(?:^|[;}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g)) queue.push(`/assets/${file}`);
  }
  return [...seen];
}

describe("the home page's JavaScript", () => {
  for (const path of ["/", "/es"]) {
    it(`${path}: loads after the page, within ${targets.homeJsKiB} KiB brotli`, async () => {
      const html = (await rawGet(server.url + path)).body.toString();
      expect(html).not.toMatch(/<link\b[^>]*rel="modulepreload"/);
      expect(html).not.toMatch(/<script\b[^>]*type="module"/);
      expect(html).toMatch(/<script nonce="[^"]+">\(function\(d,w\)/);

      const modules = await modulesOf(html);
      expect(modules.some((m) => m.startsWith("/assets/entry.client-"))).toBe(true);
      let bytes = 0;
      for (const m of modules) {
        const response = await rawGet(server.url + m, { "Accept-Encoding": "br" });
        expect(response.headers["content-encoding"]).toBe("br");
        bytes += response.body.length;
      }
      expect(bytes / 1024).toBeLessThanOrEqual(targets.homeJsKiB);
    });
  }
});
