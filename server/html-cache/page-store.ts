import type { KeptBody } from "./kept-body.ts";

// The kept pages themselves (docs/decisions/0009-html-cache.md): per address, content version
// and day, until an edit, their own `Expires` or a maximum age; the oldest goes first.

export type CachedPage = {
  /** Headers the page's handler set (not the per-response ones: CSP, compression, length). */
  headers: [string, string][];
  body: KeptBody;
  storedAt: number;
  /**
   * When the page's content changes by itself, not with an edit (its `Expires` header): the
   * menu's "not today" marks end at the next opening, today's specials at midnight
   * (app/features/menu/today/menu-today.server.ts). The page is rendered again from then on.
   */
  expiresAt?: number;
};

/** The instant an `Expires` header names, in ms; undefined without a valid one. */
export function expiresAtOf(headers: readonly [string, string][]): number | undefined {
  const value = headers.find(([name]) => name.toLowerCase() === "expires")?.[1];
  const at = value === undefined ? NaN : Date.parse(value);
  return Number.isFinite(at) ? at : undefined;
}

/**
 * The cache key: the address (it holds page and language), the content version, and the
 * restaurant's day (the reservation form's date limits and the footer's year change with it).
 */
export function pageCacheKey(path: string, contentVersion: string, day: string): string {
  return `${contentVersion}|${day}|${path}`;
}

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
