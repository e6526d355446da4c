import { promisify } from "node:util";
import zlib from "node:zlib";
import type { KeptBody, PageEncoding } from "./kept-body.ts";

// A shared page (docs/decisions/0009-html-cache.md) is compressed once, brotli and gzip, the
// first time a visitor accepts each, and those bytes go to every later visitor who accepts them (the compression middleware leaves an
// answer that already says its Content-Encoding alone): under load the server compressed the same
// page again for each of fifty requests at once, and held each one's compressor meanwhile
// (docs/operations.md §14). They are dropped with the page, at the next edit.

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Once per page and version, so the smallest output is worth its few milliseconds. */
const compressors: Record<PageEncoding, (html: string) => Promise<Buffer>> = {
  br: (html) =>
    brotli(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        // As the live compression (server/platform.ts): every page is smaller than 256 KiB.
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    }),
  gzip: (html) => gzip(html, { level: 9 }),
};

/** The page's bytes in `encoding`, compressed at the first call and kept with the page. */
export function compressedBody(body: Extract<KeptBody, { kind: "shared" }>, encoding: PageEncoding): Promise<Buffer> {
  const kept = (body.compressed ??= {});
  let bytes = kept[encoding];
  if (!bytes) {
    const made = compressors[encoding](body.html);
    kept[encoding] = bytes = made;
    // A failure is not kept: the next request compresses again.
    made.catch(() => {
      if (kept[encoding] === made) delete kept[encoding];
    });
  }
  return bytes;
}

/**
 * The kept encoding to send for an Accept-Encoding header, as the compression middleware chooses
 * (the highest q-value, brotli before gzip at equal ones); undefined when the visitor accepts
 * neither (then the page goes through the middleware as it is).
 */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (name) q[name] = Number.isFinite(value) ? value : 0;
  }
  const of = (name: PageEncoding) => q[name] ?? q["*"] ?? 0;
  const [best] = (["br", "gzip"] as const).filter((name) => of(name) > 0).sort((a, b) => of(b) - of(a));
  return best;
}
