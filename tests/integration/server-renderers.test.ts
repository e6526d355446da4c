import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/operations.md §14: the native renderers (sharp's libvips, resvg, satori) keep their memory in
// the process that loaded them, so they run in short-lived children (the menu's drawing, a photo's
// encoding). This reads the server build (`npm run build` first): neither the server's start nor
// the table card's PDF, drawn in the server, may load them through a static import. A dynamic
// `import()` is allowed: it is how the in-process fallback of unit tests and scripts loads them.

const serverBuild = path.resolve(import.meta.dirname, "../../build/server");
const renderers = ["sharp", "satori", "@resvg/resvg-js"];

/** Every package a built file loads through static imports, its own files' included, transitively. */
function staticPackages(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const code = fs.readFileSync(file, "utf8");
  for (const [, specifier] of code.matchAll(/^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*"([^"]+)"|^\s*import\s*"([^"]+)"/gm)) {
    if (specifier === undefined) continue;
    if (specifier.startsWith(".")) for (const p of staticPackages(path.resolve(path.dirname(file), specifier), seen)) packages.add(p);
    else packages.add(specifier);
  }
  return packages;
}

function builtFile(prefix: string): string {
  const name = fs.readdirSync(path.join(serverBuild, "assets")).find((f) => f.startsWith(prefix) && f.endsWith(".js"));
  if (!name) throw new Error(`no ${prefix}*.js in build/server/assets: run \`npm run build\` first`);
  return path.join(serverBuild, "assets", name);
}

describe("the server process and the native renderers", () => {
  it("finds them where they are meant to be (the check can see an import)", () => {
    expect(staticPackages(path.join(serverBuild, "photo-encoding.js")).has("sharp")).toBe(true);
    expect(staticPackages(builtFile("card-image.server-")).has("satori")).toBe(true);
  });

  it("the server's start loads none of them", () => {
    const loaded = staticPackages(path.join(serverBuild, "index.js"));
    const build = fs.readdirSync(path.join(serverBuild, "assets")).filter((f) => f.startsWith("server-build-"));
    for (const file of build) for (const p of staticPackages(path.join(serverBuild, "assets", file))) loaded.add(p);
    expect(loaded.has("react-router")).toBe(true);
    expect(renderers.filter((r) => loaded.has(r))).toEqual([]);
  });

  it("the table card's PDF loads none of them", () => {
    const loaded = staticPackages(builtFile("table-card-pdf.server-"));
    expect(loaded.has("pdfkit")).toBe(true);
    expect(renderers.filter((r) => loaded.has(r))).toEqual([]);
  });
});
