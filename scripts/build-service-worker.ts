// Build step (npm run build), after `react-router build`: bundles the service worker
// (app/shell/offline/service-worker.ts) into build/client/sw.js (docs/product.md §15.5), with
// - the scripts and styles every public page may need, from Vite's manifest: the pages'
//   route modules, what they import, and what they load later (the contact form, the
//   carousel's engine), but not the robot check (it needs the network anyway);
// - the build's name, a hash of every file name in build/client/assets (they carry the
//   hash of their content), which names the worker's caches: a new deployment's worker
//   replaces the old caches.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { build } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const client = path.join(root, "build/client");

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] };
const manifest = JSON.parse(await fs.readFile(path.join(client, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;

// The client entry and the route modules of the public pages (app/routes.ts).
const publicModules = [
  /[\\/]entry\.client\.tsx$/,
  /^app\/root\.tsx/,
  /^app\/routes\/home\/home-page\.tsx/,
  /^app\/routes\/photos\/photos-page\.tsx/,
  /^app\/routes\/menu\.tsx/,
  /^app\/routes\/about\/about-page\.tsx/,
  /^app\/routes\/not-found\.tsx/,
];
const notOffline = /altcha/;

const keys = Object.keys(manifest);
const roots = publicModules.map((pattern) => {
  const key = keys.find((k) => pattern.test(k));
  if (!key) throw new Error(`build-service-worker: no module matching ${pattern} in Vite's manifest`);
  return key;
});

const files = new Set<string>();
const seen = new Set<string>();
const visit = (key: string) => {
  if (seen.has(key) || notOffline.test(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
};
roots.forEach(visit);
const shell = [...files].map((file) => `/${file}`).sort();

const assets = (await fs.readdir(path.join(client, "assets"))).sort();
const buildName = createHash("sha256").update(assets.join("\n")).digest("hex").slice(0, 12);

await build({
  configFile: false,
  root,
  logLevel: "warn",
  define: { __SW_BUILD__: JSON.stringify(buildName), __SW_SHELL__: JSON.stringify(shell) },
  build: {
    outDir: client,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    lib: { entry: "app/shell/offline/service-worker.ts", formats: ["iife"], name: "terrazaServiceWorker", fileName: () => "sw.js" },
  },
});
console.log(`build-service-worker: build/client/sw.js, build ${buildName}, ${shell.length} files kept for offline reading`);
