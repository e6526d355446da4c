import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

// docs/product.md §15.3: the hashed assets are compressed once, at build time, at brotli's and
// gzip's highest levels (scripts/compress-assets.ts), instead of on every response at
// the fast levels the compression middleware uses: about 15 % fewer bytes for the same
// files. Served only to browsers that accept the encoding; the others get the plain
// file from express.static, compressed on the fly as before.

/** The encodings the build writes, best first, with their file suffixes. */
export const precompressedEncodings = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

/** The files worth compressing, with the type they are served as. */
export const compressibleTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};

type Encoding = (typeof precompressedEncodings)[number]["encoding"];

/** Serves `<file>.br` / `<file>.gz` from `dir` for a request of `<file>`, with a year's immutable caching. */
export function precompressedAssets(dir: string): RequestHandler {
  const root = path.resolve(dir);
  // The build does not change while the server runs: look once.
  const available = new Map<string, Set<Encoding>>();
  const files = fs.existsSync(root) ? fs.readdirSync(root) : [];
  for (const { encoding, suffix } of precompressedEncodings) {
    for (const file of files.filter((f) => f.endsWith(suffix))) {
      const original = file.slice(0, -suffix.length);
      if (!compressibleTypes[path.extname(original)]) continue;
      const set = available.get(original) ?? new Set<Encoding>();
      set.add(encoding);
      available.set(original, set);
    }
  }

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    const encodings = available.get(name);
    if (!encodings) return next();
    res.vary("Accept-Encoding");
    // Our order, not the header's: browsers list gzip first but take brotli as gladly.
    const variant = precompressedEncodings.find((e) => encodings.has(e.encoding) && req.acceptsEncodings(e.encoding) === e.encoding);
    if (!variant) return next();
    res.sendFile(
      name + variant.suffix,
      {
        root,
        maxAge: "1y",
        immutable: true,
        // A hashed file never changes: nothing to revalidate or to ask for in ranges.
        etag: false,
        lastModified: false,
        acceptRanges: false,
        headers: { "Content-Encoding": variant.encoding, "Content-Type": compressibleTypes[path.extname(name)]! },
      },
      (error) => {
        if (error && !res.headersSent) next();
      },
    );
  };
}
