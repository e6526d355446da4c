import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The deploy kit as shipped (docs/operations.md §2), read: the site's container is reached
// through Caddy only and trusts no one else's X-Forwarded-For, base images are pinned by
// digest, the image's DATA_DIR is its user's only, and the files that hold secrets cannot be
// committed by mistake. (The image is not built on the project's machine: no Docker daemon.)

const root = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

/** The services of a compose file, each as its block of lines (the file's own two-space layout). */
function services(compose: string): Map<string, string> {
  const lines = compose.split("\n");
  const start = lines.indexOf("services:");
  const found = new Map<string, string>();
  let name: string | undefined;
  let block: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const service = /^ {2}([\w-]+):\s*$/.exec(line);
    if (service) {
      if (name) found.set(name, block.join("\n"));
      name = service[1];
      block = [];
    } else block.push(line);
  }
  if (name) found.set(name, block.join("\n"));
  return found;
}

describe("the deploy kit", () => {
  const compose = read("deploy/compose.yaml");
  const byService = services(compose);

  it("publishes no port of the site: only Caddy's 80 and 443", () => {
    expect([...byService.keys()]).toEqual(expect.arrayContaining(["site", "caddy", "backup"]));
    for (const [name, block] of byService) {
      if (name === "caddy") continue;
      expect(block, name).not.toMatch(/^\s+(ports|expose|network_mode):/m);
    }
    const published = [...byService.get("caddy")!.matchAll(/^\s+- "([^"]+)"$/gm)].map((m) => m[1]);
    expect(published).toEqual(["80:80", "443:443", "443:443/udp"]);
  });

  it("has the site trust Caddy's address alone, on the network it shares with Caddy only", () => {
    const site = byService.get("site")!;
    const trusted = /^\s+TRUST_PROXY: &caddy-address (\S+)$/m.exec(site)?.[1];
    expect(trusted).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(byService.get("caddy")).toMatch(/^\s+proxy:\n\s+ipv4_address: \*caddy-address$/m);
    expect(site).toMatch(/^\s+networks:\n\s+- proxy\n/m);
    // The address is inside the network's fixed subnet.
    const subnet = /^\s+- subnet: (\d+\.\d+\.\d+)\.0\/24$/m.exec(compose)?.[1];
    expect(trusted!.startsWith(`${subnet}.`)).toBe(true);
  });

  it("pins every base image by digest", () => {
    const dockerfile = read("deploy/Dockerfile");
    const args = new Map([...dockerfile.matchAll(/^ARG (\w+)=(\S+)$/gm)].map((m) => [m[1]!, m[2]!]));
    const stages = new Set([...dockerfile.matchAll(/^FROM .* AS (\S+)$/gm)].map((m) => m[1]!));
    const froms = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]!);
    expect(froms.length).toBeGreaterThan(1);
    for (const from of froms) {
      if (stages.has(from)) continue;
      const image = from.replace(/^\$\{(\w+)\}$/, (_, name: string) => args.get(name) ?? from);
      expect(image, from).toMatch(/^[\w./-]+:[\w.-]+@sha256:[0-9a-f]{64}$/);
    }
    for (const image of [...compose.matchAll(/^\s+image: (\S+)$/gm)].map((m) => m[1]!)) {
      // The two images compose builds itself are named, not pulled.
      if (image.startsWith("terraza-")) continue;
      expect(image).toMatch(/^[\w./-]+:[\w.-]+@sha256:[0-9a-f]{64}$/);
    }
    const renovate = JSON.parse(read("renovate.json")) as { packageRules: { matchManagers?: string[]; pinDigests?: boolean }[] };
    expect(renovate.packageRules).toContainEqual(expect.objectContaining({ matchManagers: ["dockerfile", "docker-compose"], pinDigests: true }));
  });

  it("makes the image's DATA_DIR its user's only", () => {
    const dockerfile = read("deploy/Dockerfile");
    expect(dockerfile).toMatch(/\bDATA_DIR=\/data\b/);
    expect(dockerfile).toMatch(/^RUN mkdir -p \/data .*&& chmod 0700 \/data/m);
  });

  it("keeps data and secrets out of the build context for every builder: the root .dockerignore is the Dockerfile's own", () => {
    // BuildKit reads deploy/Dockerfile.dockerignore; the classic builder and podman only the root's.
    expect(fs.readlinkSync(path.join(root, ".dockerignore"))).toBe("deploy/Dockerfile.dockerignore");
    const patterns = read(".dockerignore").split("\n");
    for (const pattern of ["data", "backups", ".env", "**/node_modules", ".git"]) expect(patterns).toContain(pattern);
  });

  it("runs without build tools: TypeScript is a dev dependency, and the image's production stage drops what npm keeps of it", () => {
    // npm keeps typescript after --omit=dev as an optional peer of @react-router/node
    // (docs/operations.md §2); the server and the scripts run their .ts with Node's type stripping.
    const pkg = JSON.parse(read("package.json")) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    for (const tool of ["typescript", "vite", "@react-router/dev", "drizzle-kit"]) {
      expect(pkg.dependencies, tool).not.toHaveProperty(tool);
      expect(pkg.devDependencies, tool).toHaveProperty(tool);
    }
    expect(read("deploy/Dockerfile")).toMatch(/^RUN npm ci --omit=dev .*&& rm -rf node_modules\/typescript\b/m);
  });

  it("never lets git take a file of secrets, and keeps the example environment", () => {
    const ignored = (file: string) => spawnSync("git", ["check-ignore", "--no-index", "-q", file], { cwd: root }).status === 0;
    for (const secret of [".env", ".env.production", ".env.local", "deploy/.env", "deploy/restic-password"]) expect(ignored(secret), secret).toBe(true);
    expect(ignored(".env.example")).toBe(false);
  });
});
