import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// The proof scripts run the production build (docs/product.md §16.3: "against the production
// server"). They build first when there is no build or the sources are newer.

const root = path.resolve(import.meta.dirname, "../..");
const entry = path.join(root, "build/server/index.js");
const sources = ["app", "server", "db", "content", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestChange(file: string): number {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(file)) newest = Math.max(newest, newestChange(path.join(file, name)));
  return newest;
}

/** Runs `npm run build` unless build/ is newer than every source; returns whether it built. */
export function ensureBuild(log: (line: string) => void = console.log): boolean {
  const built = fs.statSync(entry, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changed = Math.max(...sources.map((s) => newestChange(path.join(root, s))));
  if (built > changed) return false;
  log(built === 0 ? "no build yet: npm run build" : "sources changed since the last build: npm run build");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "inherit", "inherit"], timeout: 15 * 60_000 });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status ?? result.signal})`);
  return true;
}
