// Build step (npm run build): draws the placeholder photos and PDFs and encodes every
// variant once, into build/media-seed/. A fresh DATA_DIR copies them on first start
// instead of encoding (docs/decisions/0012-media-slots.md). Encoded sets are cached
// in node_modules/.cache/media-seed, keyed by the code that draws and encodes them.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { mediaSlots, PLACEHOLDER_VERSION } from "../app/features/media/rules/media-slots.ts";
import { writePlaceholder, type SeedManifest } from "../app/features/media/placeholders.server.ts";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "build/media-seed");
const inputs = [
  "app/features/media/rules/media-slots.ts",
  "app/features/media/placeholders.server.ts",
  "app/features/media/variants.server.ts",
  "app/lib/media.ts",
  "scripts/build-images.ts",
  "node_modules/sharp/package.json",
  "node_modules/pdfkit/package.json",
];

async function cacheKey(): Promise<string> {
  const hash = createHash("sha256");
  for (const file of inputs) hash.update(await fs.readFile(path.join(root, file)));
  return hash.digest("hex").slice(0, 16);
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function generate(dir: string, key: string): Promise<void> {
  const manifest: SeedManifest = { key, slots: {} };
  const queue = [...mediaSlots];
  // Two at a time: sharp already spreads each encode over the cores.
  await Promise.all(
    [0, 1].map(async () => {
      for (let slot = queue.shift(); slot; slot = queue.shift()) {
        manifest.slots[slot.id] = await writePlaceholder(slot, path.join(dir, slot.id), PLACEHOLDER_VERSION, {
          avifEffort: 1,
        });
      }
    }),
  );
  await fs.writeFile(path.join(dir, "manifest.json"), JSON.stringify(manifest, null, 2));
}

const started = performance.now();
const key = await cacheKey();
const cached = path.join(root, "node_modules/.cache/media-seed", key);
const fromCache = await exists(path.join(cached, "manifest.json"));
if (!fromCache) {
  const tmp = `${cached}.tmp-${process.pid}`;
  await fs.rm(tmp, { recursive: true, force: true });
  await generate(tmp, key);
  await fs.rm(cached, { recursive: true, force: true });
  await fs.rename(tmp, cached);
}
await fs.rm(out, { recursive: true, force: true });
await fs.cp(cached, out, { recursive: true });

const manifest = JSON.parse(await fs.readFile(path.join(out, "manifest.json"), "utf8")) as SeedManifest;
const bytes = Object.values(manifest.slots).reduce((sum, s) => sum + s.bytes, 0);
console.log(
  `build-images: ${Object.keys(manifest.slots).length} placeholder slots, ${(bytes / 1024 / 1024).toFixed(1)} MiB, ` +
    `${fromCache ? "from cache" : "encoded"} in ${((performance.now() - started) / 1000).toFixed(1)} s → ${path.relative(root, out)}/`,
);
