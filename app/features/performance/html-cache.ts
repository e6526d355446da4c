// docs/product.md §15.2 (docs/decisions/0009-html-cache.md): the server keeps the HTML it rendered for
// each public page, per address (page and language), content version and day, and serves
// it again until an owner's edit changes the content version. Pure: the Express glue is
// server/html-cache.ts.
//
// Every response carries its own CSP nonce (docs/operations.md §8) and the HTML repeats it in its
// script tags. A page is kept as the pieces between the occurrences of the nonce it was
// rendered with, and each response joins them with its own: one request's nonce never
// reaches another.

export type CachedPage = {
  /** Headers the page's handler set (not the per-response ones: CSP, compression, length). */
  headers: [string, string][];
  /** The HTML split at its nonce. */
  parts: string[];
  storedAt: number;
};

/** The HTML as pieces between the occurrences of `nonce`. */
export function toTemplate(html: string, nonce: string): string[] {
  return nonce ? html.split(nonce) : [html];
}

/** The HTML for a response with `nonce`. */
export function fillTemplate(parts: readonly string[], nonce: string): string {
  return parts.join(nonce);
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
    if (page && this.now() - page.storedAt > this.maxAgeMs) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  /** Keeps a page rendered for `contentVersion`; dropped when the content changed meanwhile. */
  set(contentVersion: string, key: string, page: Omit<CachedPage, "storedAt">): void {
    if (this.version !== undefined && this.version !== contentVersion) return;
    this.version = contentVersion;
    this.pages.delete(key);
    this.pages.set(key, { ...page, storedAt: this.now() });
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
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
