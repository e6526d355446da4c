import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempDataDir } from "#tests/support/site/built-site.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** `npm run admin:create` as a deployer runs it (docs/operations.md), with the environment given. */
function adminCreate(env: Record<string, string>): { status: number | null; stdout: string; stderr: string } {
  return spawnSync("npm", ["run", "--silent", "admin:create", "--", "owner@laterraza.example"], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", ...env },
    input: "una contraseña bastante larga\n",
    encoding: "utf8",
  });
}

// The first owner is made from a shell, often on a fresh server where a setting is still wrong:
// the command must say which setting and why, the way the server's start does, not print a stack.
describe("npm run admin:create", () => {
  it("answers a wrong setting with its message and exit status 1, without a stack trace, and writes nothing", () => {
    const dataDir = tempDataDir();
    const run = adminCreate({ DATA_DIR: dataDir, TRUST_PROXY: "true" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("admin:create: Invalid configuration:");
    expect(run.stderr).toContain("TRUST_PROXY");
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(fs.existsSync(path.join(dataDir, "site.db"))).toBe(false);
  });

  it("creates the owner when the settings are right", () => {
    const dataDir = tempDataDir();
    const run = adminCreate({ DATA_DIR: dataDir });
    expect(run.stdout).toContain("Owner owner@laterraza.example created in");
    expect(run.status).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "site.db"))).toBe(true);
  });
});
