// docs/product.md §15.5 (docs/decisions/0010-offline-reading.md): what the service worker does with
// each request. Pure, so the rules are unit-tested and shared by the worker
// (service-worker.ts) and the page that talks to it.
import { isAdminPath } from "#app/lib/admin-paths.ts";
import { isManagePath } from "#app/lib/manage-paths.ts";

/** Where the page asks which files make the menu readable offline in a language. */
export const OFFLINE_SET_PATH = "/offline.json";

/** The worker's own address: served uncached (server/main.ts), at the site's root so its scope is the whole site. */
export const SERVICE_WORKER_PATH = "/sw.js";

/** The caches of one deployment; a new build's worker deletes the others when it takes over. */
export function cacheNames(build: string) {
  return {
    /** The build's scripts and styles. */
    shell: `terraza-shell-${build}`,
    /** Pages, their data, the PDFs and the other revalidated files, as last seen online. */
    pages: `terraza-pages-${build}`,
    /** Photos and menu images: their addresses change with their content, so they outlive builds. */
    media: "terraza-media",
  };
}

/** How a request is answered: from the network only, cache first, or network first with the cache as fallback. */
export type Strategy = "network-only" | "cache-first" | "network-first";

/**
 * Never stored: the owners' area (at any spelling: isAdminPath), a guest's manage page (its
 * address is the key to their request, and it must show the status of now: isManagePath),
 * the request endpoints, health, the worker itself. Without regard to case, as the router matches them.
 */
const neverCached = [
  isAdminPath,
  isManagePath,
  (path: string) => /^\/(api|tapas-backend)\//i.test(path),
  (path: string) => /^\/healthz$/i.test(path),
  (path: string) => path === SERVICE_WORKER_PATH,
];

export function strategyFor(request: { method: string; url: string }, origin: string): { strategy: Strategy; cache?: "shell" | "pages" | "media" } {
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== origin) return { strategy: "network-only" };
  const path = url.pathname;
  if (neverCached.some((isPrivate) => isPrivate(path))) return { strategy: "network-only" };
  if (path.startsWith("/assets/")) return { strategy: "cache-first", cache: "shell" };
  if (path.startsWith("/media/") || path.startsWith("/menu-files/")) return { strategy: "cache-first", cache: "media" };
  return { strategy: "network-first", cache: "pages" };
}

/**
 * The page a React Router data request belongs to: "/menu.data" → "/menu",
 * "/_root.data" → "/", "/es.data" → "/es"; null for anything else.
 */
export function pageOfDataRequest(url: URL): string | null {
  const path = url.pathname;
  if (!path.endsWith(".data")) return null;
  if (path === "/_root.data") return "/";
  if (path.endsWith("/_.data")) return path.slice(0, -"_.data".length);
  return path.slice(0, -".data".length);
}

/**
 * The same data request without React Router's `_routes` selection: a full answer
 * (every route's data) also serves a request for some of them.
 */
export function fullDataRequestUrl(url: URL): string | null {
  if (!url.pathname.endsWith(".data") || !url.searchParams.has("_routes")) return null;
  const full = new URL(url.href);
  full.searchParams.delete("_routes");
  return full.href;
}

/**
 * React Router asks which routes the links on a page lead to (its lazy route discovery,
 * GET /__manifest?paths=…). Every public page links to the same few pages, so offline any
 * kept answer serves another page's question.
 */
export const ROUTE_MANIFEST_PATH = "/__manifest";

/**
 * The header of a page answered for a choice the server remembers in a cookie (the menu's
 * currency, ?currency=usd): the pages it names ("/menu /es/menu", its own plain address
 * first) now answer with that choice, so their kept copies and data, made before it, are
 * dropped, and this answer is kept as the first of them. Offline, or on a connection too slow,
 * the visitor then reads the page as they last chose it, never in the currency before.
 */
export const REPLACES_KEPT_HEADER = "X-Replaces-Kept";

/** The addresses a REPLACES_KEPT_HEADER names (same-origin paths only). */
export function replacedPages(header: string | null): string[] {
  return (header ?? "").split(/\s+/).filter((path) => path.startsWith("/") && !path.startsWith("//"));
}

/** Whether a kept request is one of `pages` or its React Router data. */
export function isKeptAnswerOf(url: URL, pages: readonly string[]): boolean {
  return pages.includes(url.pathname) || pages.includes(pageOfDataRequest(url) ?? "");
}

/** Only a whole, successful answer from the site itself is kept (no error page, no redirect). */
export function isKeepable(response: { status: number; type: string; redirected: boolean }): boolean {
  return response.status === 200 && response.type === "basic" && !response.redirected;
}

/** How long a page waits for the network before showing the copy it has (a connection that answers too slowly). */
export const NETWORK_TIMEOUT_MS = 4_000;

/** Stored photos at most, oldest dropped first (the media cache outlives builds). */
export const MEDIA_CACHE_LIMIT = 250;

/**
 * Whether a kept copy shows what has ended by itself since: a page with timed content (the
 * menu's "not today" marks, today's specials) says until when with `Expires`
 * (app/features/menu/today/menu-today.server.ts). Such a copy is not served offline: better the
 * offline page than yesterday's special or a dish marked out that the kitchen has again.
 */
export function isExpiredCopy(response: { headers: { get(name: string): string | null } }, now: number): boolean {
  const expires = response.headers.get("Expires");
  if (expires === null) return false;
  const at = Date.parse(expires);
  return !Number.isFinite(at) || now >= at;
}
