import { describe, expect, it } from "vitest";
import { deferHydration, HYDRATION_TRIGGERS, ROUTE_MODULES_MARKER } from "./deferred-hydration";

// The shape of what React Router's <Scripts> writes (React hoists the preloads into <head>).
const moduleCode = `import * as route0 from "/assets/root-A.js";\n${ROUTE_MODULES_MARKER} = {"root":route0};\nimport("/assets/entry.client-B.js");`;
const document = [
  `<!DOCTYPE html><html lang="en"><head>`,
  `<link rel="modulepreload" href="/assets/entry.client-B.js" nonce="N1=="/>`,
  `<link rel="modulepreload" href="/assets/site-C.js" nonce="N1=="/>`,
  `<link nonce="N1==" rel="stylesheet" href="/assets/site-D.css"/>`,
  `</head><body><main>Hola</main>`,
  `<script type="application/ld+json" nonce="N1==">{"@type":"Restaurant"}</script>`,
  `<script nonce="N1==">window.__reactRouterContext = {};</script>`,
  `<script nonce="N1==" type="module" async="">${moduleCode}</script>`,
  `</body></html>`,
].join("");

describe("hydration after the page has loaded", () => {
  const { html, deferred } = deferHydration(document);

  it("takes the module preloads out of <head> and leaves the rest of the page as it was", () => {
    expect(deferred).toBe(true);
    expect(html).not.toContain(`<link rel="modulepreload"`);
    expect(html).toContain(`<link nonce="N1==" rel="stylesheet" href="/assets/site-D.css"/>`);
    expect(html).toContain(`<script type="application/ld+json" nonce="N1==">{"@type":"Restaurant"}</script>`);
    expect(html).toContain(`<script nonce="N1==">window.__reactRouterContext = {};</script>`);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
  });

  it("adds the same module script, with the same nonce and the preloads, once the page has loaded or the visitor acts", () => {
    const loader = /<script nonce="N1==">(\(function\(d,w\)[\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(loader).toBeDefined();
    const appended: Record<string, string>[] = [];
    const listeners = new Map<string, () => void>();
    const doc = {
      readyState: "interactive",
      currentScript: { nonce: "N1==" },
      createElement: (tag: string) => ({ tag }) as Record<string, string>,
      head: { appendChild: (el: Record<string, string>) => appended.push(el) },
      body: { appendChild: (el: Record<string, string>) => appended.push(el) },
    };
    const win = {
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
    };
    new Function("document", "window", loader!)(doc, win);
    expect([...listeners.keys()]).toEqual([...HYDRATION_TRIGGERS]);
    expect(appended).toEqual([]);
    listeners.get("load")!();
    expect(listeners.size).toBe(0);
    expect(appended.map((el) => [el.tag, el.rel ?? el.type, el.href ?? "", el.nonce])).toEqual([
      ["link", "modulepreload", "/assets/entry.client-B.js", "N1=="],
      ["link", "modulepreload", "/assets/site-C.js", "N1=="],
      ["script", "module", "", "N1=="],
    ]);
    expect(appended[2]!.textContent).toBe(moduleCode);
  });

  it("writes the code it carries without a single '<', so nothing in it can end its script element", () => {
    const withLessThan = document.replace(moduleCode, `${moduleCode}\nif (1 < 2) console.log("<!--");`);
    const loader = /<script nonce="N1==">(\(function\(d,w\)[\s\S]*?)<\/script>/.exec(deferHydration(withLessThan).html)?.[1];
    expect(loader).not.toContain("<");
    expect(loader).toContain("\\u003c!--");
  });

  it("leaves a page without React Router's module script untouched", () => {
    const page = `<html><head><link rel="modulepreload" href="/x.js"/></head><body><script type="module">import "/y.js"</script></body></html>`;
    expect(deferHydration(page)).toEqual({ html: page, deferred: false });
  });
});
