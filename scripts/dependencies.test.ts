import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/operations.md §13: React Router's packages are one release. Mixed versions build and
// start, then fail at hydration or in typegen in ways that are hard to trace back to this.

type Manifest = { version?: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };

const read = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
const root = read("package.json");
const declared = { ...root.dependencies, ...root.devDependencies };
const reactRouterPackages = Object.keys(declared).filter((name) => name === "react-router" || name.startsWith("@react-router/"));

describe("dependencies", () => {
  it("pins every React Router package to one identical version, and that version is installed", () => {
    expect(reactRouterPackages.length).toBeGreaterThanOrEqual(4);
    const versions = new Set(reactRouterPackages.map((name) => declared[name]));
    expect([...versions]).toHaveLength(1);
    const [version] = versions;
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    for (const name of reactRouterPackages) {
      expect(read(path.join("node_modules", name, "package.json")).version, name).toBe(version);
    }
  });
});
