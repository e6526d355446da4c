import type { RequestHandler } from "express";
import { allowScriptHashes, cspNonce } from "../security-headers.ts";
import { captureHtml, isCacheableResponse } from "./captured-page.ts";
import { compressedBody, pageEncoding } from "./compression.ts";
import { fillTemplate, sharedBody, toTemplate } from "./kept-body.ts";
import { HtmlCache, pageCacheKey, type HtmlCacheOptions } from "./page-store.ts";

// docs/product.md §15.2 (docs/decisions/0009-html-cache.md): the server keeps the HTML it rendered
// for each public page, per address (page and language), content version and day, and serves
// it again until an owner's edit changes the content version, or until the page's own `Expires`
// when it shows something that ends by itself (app/features/menu/today/menu-today.server.ts). Mounted after compression, so
// it keeps and serves uncompressed HTML and each response is compressed as the browser asks.

/**
 * Whether an If-None-Match header names this ETag (RFC 9110 §13.1.2: weak comparison, or "*").
 * Not Express's req.fresh: it answers "not fresh" whenever the request says Cache-Control:
 * no-cache, which fetch() adds to any request carrying its own If-None-Match, while an origin
 * server may answer such a conditional request with 304 all the same.
 */
export function holdsEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}

export type HtmlCacheMiddlewareOptions = HtmlCacheOptions & {
  /** The addresses that may be kept: the public pages in both languages. */
  paths: ReadonlySet<string>;
  /** What the pages show, as one string that changes with every edit (see content-version.server.ts). */
  contentVersion: () => Promise<string>;
  /** The restaurant's date, e.g. "2026-11-21". */
  day: () => string;
  /**
   * For a page that also depends on a cookie (the menu's remembered currency), the variant its
   * Cookie header asks for ("" for the default one); undefined for every other page. Such a
   * page is kept once per variant; its kept answers say `Vary: Cookie`, as the page itself does.
   */
  cookieVariant?: (path: string, cookieHeader: string | undefined) => string | undefined;
};

export function htmlCache(options: HtmlCacheMiddlewareOptions): { middleware: RequestHandler; cache: HtmlCache } {
  const cache = new HtmlCache(options);
  const middleware: RequestHandler = (req, res, next) => {
    // Only plain GETs of a public page: no HEAD, no POST (an action's answer), no query string.
    if (req.method !== "GET" || !options.paths.has(req.path) || req.originalUrl !== req.path) return next();
    options.contentVersion().then(
      (version) => {
        const variant = options.cookieVariant?.(req.path, req.headers.cookie);
        const key = pageCacheKey(variant ? `${req.path}#${variant}` : req.path, version, options.day());
        const nonce = cspNonce(res);
        const kept = cache.get(version, key);
        if (kept) {
          res.status(200);
          for (const [name, value] of kept.headers) res.setHeader(name, value);
          // Vary is never kept (it belongs to each response): said again here; the page said it when rendered.
          if (variant !== undefined) res.vary("Cookie");
          if (kept.body.kind === "shared") {
            allowScriptHashes(res, kept.body.scriptHashes);
            res.setHeader("ETag", kept.body.etag);
            // The visitor (or a cache in front) holds these very bytes: say so, send nothing.
            if (holdsEtag(req.headers["if-none-match"], kept.body.etag)) {
              res.status(304).end();
              return;
            }
          }
          const encoding = kept.body.kind === "shared" ? pageEncoding(req.headers["accept-encoding"]) : undefined;
          if (kept.body.kind === "shared" && encoding) {
            const { html } = kept.body;
            compressedBody(kept.body, encoding).then(
              (bytes) => {
                res.setHeader("Content-Encoding", encoding);
                res.setHeader("Content-Length", bytes.length);
                res.end(bytes);
              },
              // Should the compressor fail, the page goes as it is and the middleware compresses it.
              () => {
                res.setHeader("Content-Length", Buffer.byteLength(html));
                res.end(html);
              },
            );
            return;
          }
          const html = kept.body.kind === "shared" ? kept.body.html : fillTemplate(kept.body.parts, nonce);
          res.setHeader("Content-Length", Buffer.byteLength(html));
          res.end(html);
          return;
        }
        captureHtml(res, (html, headers) => {
          const status = res.statusCode;
          const contentType = res.getHeader("Content-Type");
          const cacheControl = res.getHeader("Cache-Control");
          const cacheable = isCacheableResponse({
            status,
            contentType: typeof contentType === "string" ? contentType : undefined,
            cacheControl: typeof cacheControl === "string" ? cacheControl : undefined,
            setCookie: res.hasHeader("Set-Cookie"),
            html,
          });
          if (cacheable) cache.set(version, key, { headers, body: sharedBody(html, nonce) ?? { kind: "nonce", parts: toTemplate(html, nonce) } });
        });
        next();
      },
      // The database cannot say its version: render as if there were no cache.
      () => next(),
    );
  };
  return { middleware, cache };
}
