import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fillTemplate, inlineScriptHashes, sharedBody, toTemplate } from "./kept-body.ts";
import { hydrationLoader } from "#app/shell/performance/deferred-hydration.ts";

const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" nonce="${nonce}"/></head><body><script nonce="${nonce}">go()</script></body></html>`;

describe("nonce template", () => {
  it("gives each response its own nonce, never the one the page was rendered with", () => {
    const parts = toTemplate(page("RENDERED+nonce/1=="), "RENDERED+nonce/1==");
    const html = fillTemplate(parts, "fresh==");
    expect(html).toBe(page("fresh=="));
    expect(html).not.toContain("RENDERED");
    expect(fillTemplate(parts, "other==")).toBe(page("other=="));
  });

  it("keeps a page rendered without a nonce as it is", () => {
    expect(fillTemplate(toTemplate("<html>x</html>", ""), "abc")).toBe("<html>x</html>");
  });
});

describe("script hashes", () => {
  const hash = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

  it("names every inline script the page runs, not scripts loaded by address nor structured data", () => {
    const html = `<html><head><script type="application/ld+json">{"a":1}</script><script src="/a.js"></script><script>one()</script></head><body><script type="module">two()</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([hash("one()"), hash("two()")]);
  });

  it("names the module script a deferred page's loader adds later", () => {
    const moduleCode = `import "/assets/entry.js";window.__reactRouterRouteModules={};`;
    const loader = hydrationLoader(moduleCode, ["/assets/entry.js"]);
    expect(inlineScriptHashes(`<html><body><script>${loader}</script></body></html>`)).toEqual([hash(loader), hash(moduleCode)]);
  });

  it("takes the nonce out, or gives up when the nonce is used elsewhere", () => {
    expect(sharedBody(page("abc=="), "abc==")?.html).toBe(page("abc==").replaceAll(' nonce="abc=="', ""));
    expect(sharedBody(`${page("abc==")}<!-- abc== -->`, "abc==")).toBeUndefined();
  });
});
