import { createClient, type Client } from "@libsql/client";
import type { RequestHandler, Response } from "express";
import { config } from "../app/config.server";
import { db } from "../app/db.server";
import { siteFacts } from "../app/shell/content/site";
import { languages, localizePath } from "../app/lib/lang";
import { contentEdits } from "../app/shell/content/content-version.server.ts";
import { publicPages } from "../app/shell/seo/pages";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { deferredModuleCode } from "../app/shell/performance/deferred-hydration";
import { allowScriptHashes, cspNonce } from "./security-headers";
import { onShutdown } from "./shutdown";
import { rememberedCurrency } from "../app/features/menu/rules/currency-choice";

// docs/product.md §15.2 (docs/decisions/0009-html-cache.md): the server keeps the HTML it rendered
// for each public page, per address (page and language), content version and day, and serves
// it again until an owner's edit changes the content version, or until the page's own `Expires`
// when it shows something that ends by itself (app/features/menu/menu-today.server.ts). Mounted after compression, so
// it keeps and serves uncompressed HTML and each response is compressed as the browser asks.
//
// A kept page is the same bytes for every visitor (docs/operations.md §8, §10): the nonce it was
// rendered with is taken out of its script tags, and its responses allow those inline scripts
// by their SHA-256 hashes instead. So it carries a strong ETag, a revisit of an unchanged page
// gets 304 with no body, and a shared cache in front may keep it. The first response, rendered
// while the visitor waits, keeps its own nonce. Should the nonce appear anywhere but in a nonce
// attribute, the page is kept as the pieces between its occurrences and each response joins
// them with its own nonce, as before: one request's nonce never reaches another.
//
// A shared page is compressed once, brotli and gzip, the first time a visitor accepts each, and
// those bytes go to every later visitor who accepts them (the compression middleware leaves an
// answer that already says its Content-Encoding alone): under load the server compressed the same
// page again for each of fifty requests at once, and held each one's compressor meanwhile
// (docs/operations.md §14). They are dropped with the page, at the next edit.

/** A kept page's body: shared bytes allowed by script hashes, or a template for each response's nonce. */
export type KeptBody =
  | { kind: "shared"; html: string; etag: string; scriptHashes: string[]; compressed?: Partial<Record<PageEncoding, Promise<Buffer>>> }
  | { kind: "nonce"; parts: string[] };

/** The encodings a shared page is kept in, besides its HTML. */
export type PageEncoding = "br" | "gzip";

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

export type CachedPage = {
  /** Headers the page's handler set (not the per-response ones: CSP, compression, length). */
  headers: [string, string][];
  body: KeptBody;
  storedAt: number;
  /**
   * When the page's content changes by itself, not with an edit (its `Expires` header): the
   * menu's "not today" marks end at the next opening, today's specials at midnight
   * (app/features/menu/menu-today.server.ts). The page is rendered again from then on.
   */
  expiresAt?: number;
};

/** The instant an `Expires` header names, in ms; undefined without a valid one. */
export function expiresAtOf(headers: readonly [string, string][]): number | undefined {
  const value = headers.find(([name]) => name.toLowerCase() === "expires")?.[1];
  const at = value === undefined ? NaN : Date.parse(value);
  return Number.isFinite(at) ? at : undefined;
}

/** The HTML as pieces between the occurrences of `nonce`. */
export function toTemplate(html: string, nonce: string): string[] {
  return nonce ? html.split(nonce) : [html];
}

/** The HTML for a response with `nonce`. */
export function fillTemplate(parts: readonly string[], nonce: string): string {
  return parts.join(nonce);
}

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Script types a browser does not run (structured data), which a policy need not name. */
const dataScriptType = /\btype="(application\/(ld\+)?json)"/i;

function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

/**
 * The CSP source expressions ('sha256-…') of every script the page runs from its own text:
 * its inline scripts, and the module script its hydration loader adds later
 * (app/shell/performance/deferred-hydration.ts).
 */
export function inlineScriptHashes(html: string): string[] {
  const texts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(scriptElement)) {
    if (/\bsrc=/i.test(attributes) || dataScriptType.test(attributes)) continue;
    texts.push(text);
  }
  const deferred = deferredModuleCode(html);
  if (deferred !== undefined) texts.push(deferred);
  return [...new Set(texts.map((text) => `sha256-${sha256(text)}`))];
}

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

/** The page without its nonce, its script hashes and ETag; undefined when the nonce is used elsewhere too. */
export function sharedBody(html: string, nonce: string): Extract<KeptBody, { kind: "shared" }> | undefined {
  const shared = nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
  if (nonce && shared.includes(nonce)) return undefined;
  const etag = `"${createHash("sha256").update(shared, "utf8").digest("base64url").slice(0, 27)}"`;
  return { kind: "shared", html: shared, etag, scriptHashes: inlineScriptHashes(shared) };
}

/**
 * The cache key: the address (it holds page and language), the content version, and the
 * restaurant's day (the reservation form's date limits and the footer's year change with it).
 */
export function pageCacheKey(path: string, contentVersion: string, day: string): string {
  return `${contentVersion}|${day}|${path}`;
}

/** Only a whole, successful, cookie-free HTML page may be kept. */
export function isCacheableResponse(response: { status: number; contentType: string | undefined; setCookie: boolean; html: string }): boolean {
  return (
    response.status === 200 &&
    !response.setCookie &&
    (response.contentType ?? "").startsWith("text/html") &&
    response.html.trimEnd().endsWith("</html>")
  );
}

/** Headers that belong to one response (or to the layers around the page), never kept. */
export const perResponseHeaders = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "vary",
  "etag",
  "last-modified",
  "date",
  "connection",
  "keep-alive",
  "set-cookie",
]);

export type HtmlCacheOptions = {
  /** Pages kept at most; the oldest goes first. */
  maxEntries?: number;
  /** A kept page is rendered again after this long, whatever happens (a safety net). */
  maxAgeMs?: number;
  now?: () => number;
};

/** The kept pages of one content version: a version change empties it. */
export class HtmlCache {
  private readonly pages = new Map<string, CachedPage>();
  private version: string | undefined;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor({ maxEntries = 64, maxAgeMs = 10 * 60_000, now = Date.now }: HtmlCacheOptions = {}) {
    this.maxEntries = maxEntries;
    this.maxAgeMs = maxAgeMs;
    this.now = now;
  }

  get size(): number {
    return this.pages.size;
  }

  get(contentVersion: string, key: string): CachedPage | undefined {
    this.forgetOtherVersions(contentVersion);
    const page = this.pages.get(key);
    if (page && (this.now() - page.storedAt > this.maxAgeMs || this.hasExpired(page))) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  /** Keeps a page rendered for `contentVersion`; dropped when the content changed meanwhile. */
  set(contentVersion: string, key: string, page: Omit<CachedPage, "storedAt" | "expiresAt">): void {
    if (this.version !== undefined && this.version !== contentVersion) return;
    const expiresAt = expiresAtOf(page.headers);
    if (expiresAt !== undefined && expiresAt <= this.now()) return;
    this.version = contentVersion;
    this.pages.delete(key);
    this.pages.set(key, { ...page, storedAt: this.now(), ...(expiresAt === undefined ? {} : { expiresAt }) });
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }

  private hasExpired(page: CachedPage): boolean {
    return page.expiresAt !== undefined && this.now() >= page.expiresAt;
  }

  clear(): void {
    this.pages.clear();
    this.version = undefined;
  }

  private forgetOtherVersions(contentVersion: string) {
    if (this.version === contentVersion) return;
    this.pages.clear();
    this.version = contentVersion;
  }
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
          const cacheable = isCacheableResponse({
            status,
            contentType: typeof contentType === "string" ? contentType : undefined,
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

/**
 * Calls `done` with the body the page handler wrote and the headers it added (those set
 * before it ran, like the security headers, belong to each response), once the whole
 * response has gone out. Nothing is called for a response cut short.
 */
function captureHtml(res: Response, done: (html: string, headers: [string, string][]) => void) {
  const before = new Set(res.getHeaderNames());
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk == null || typeof chunk === "function") return;
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response["write"];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response["end"];
  res.once("finish", () => {
    const headers: [string, string][] = [];
    for (const name of res.getHeaderNames()) {
      if (before.has(name) || perResponseHeaders.has(name)) continue;
      const value = res.getHeader(name);
      if (typeof value === "string" || typeof value === "number") headers.push([name, String(value)]);
    }
    done(Buffer.concat(chunks).toString("utf8"), headers);
  });
}

const restaurantDay = new Intl.DateTimeFormat("en-CA", { timeZone: siteFacts.timeZone, year: "numeric", month: "2-digit", day: "2-digit" });

/** The cache of the site's public pages, in both languages, as server/app.ts mounts it. */
export function publicPageCache(): RequestHandler {
  onShutdown(async () => (await versionConnection)?.close(), "html cache");
  const paths = new Set(publicPages.flatMap((page) => languages.map((lang) => localizePath(page.path, lang))));
  const menuPaths = new Set(languages.map((lang) => localizePath("/menu", lang)));
  return htmlCache({
    paths,
    async contentVersion() {
      return `${contentEdits()}.${await dataVersion()}`;
    },
    day: () => restaurantDay.format(new Date()),
    cookieVariant: (path, cookieHeader) => (menuPaths.has(path) ? (rememberedCurrency(cookieHeader) ?? "") : undefined),
  }).middleware;
}

let versionConnection: Promise<Client> | undefined;
let lastVersion: { at: number; value: Promise<string> } | undefined;

/**
 * How long a reading of data_version is trusted. Asking SQLite on every request cost more
 * than the rest of serving a kept page (the bench's rendered/static ratio went from 0.8 to
 * 1.3 without it); an edit by another program now shows within this delay, and owners'
 * edits in this process still show at once (contentEdits()).
 */
const dataVersionTrustedMs = 200;

/**
 * SQLite's data_version: it changes when a connection other than the one asking commits
 * a change, so an edit made outside this process (or a write by this process's other
 * connections) is seen. It is counted per connection, and the site's client opens a new
 * connection after each transaction: asked there, concurrent requests would read
 * different numbers and empty the cache in turn. So it is asked on one connection of its
 * own, kept for the life of the process, and at most once per dataVersionTrustedMs.
 */
function dataVersion(): Promise<string> {
  const now = Date.now();
  if (lastVersion && now - lastVersion.at < dataVersionTrustedMs) return lastVersion.value;
  const reading = { at: now, value: readDataVersion() };
  lastVersion = reading;
  // A failed reading is not trusted: the next request asks again.
  reading.value.catch(() => {
    if (lastVersion === reading) lastVersion = undefined;
  });
  return reading.value;
}

async function readDataVersion(): Promise<string> {
  // Once the file exists and is migrated.
  versionConnection ??= db().then(() => createClient({ url: `file:${config().dbFile}`, timeout: 5000 }));
  const result = await (await versionConnection).execute("PRAGMA data_version");
  return String(result.rows[0]?.[0] ?? "");
}
