// Build step (npm run build): writes `<file>.br` (brotli, quality 11) and `<file>.gz`
// (gzip, level 9) beside every script, stylesheet and SVG in build/client/assets, which
// server/precompressed-assets.ts serves to browsers that accept them (docs/product.md §15.3).
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { compressibleTypes } from "../server/precompressed-assets.ts";

const dir = path.resolve(import.meta.dirname, "../build/client/assets");
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const started = performance.now();
let before = 0;
let after = 0;
const files = (await fs.readdir(dir)).filter((f) => compressibleTypes[path.extname(f)]);
for (const file of files) {
  const source = await fs.readFile(path.join(dir, file));
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: path.extname(file) === ".svg" ? zlib.constants.BROTLI_MODE_GENERIC : zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // Small files too: the compression middleware leaves anything under 1 KiB as it is, and
  // the bundler's runtime (~0.7 KiB) is on every page (0011). A variant that would not be
  // smaller is not written, and the plain file is served.
  if (br.length < source.length) await fs.writeFile(path.join(dir, `${file}.br`), br);
  if (gz.length < source.length) await fs.writeFile(path.join(dir, `${file}.gz`), gz);
  before += source.length;
  after += Math.min(br.length, source.length);
}
console.log(
  `compress-assets: ${files.length} files, ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
