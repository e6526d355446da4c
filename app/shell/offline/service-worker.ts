// The site's service worker (docs/product.md §15.5, docs/decisions/0010-offline-reading.md), built
// into build/client/sw.js by scripts/build-service-worker.ts, which fills in the build's
// name and the scripts and styles of the public pages.
//
// - The build's scripts and styles are kept when the worker installs; photos and menu
//   images as they are seen (their addresses change with their content).
// - Pages, their data, the PDFs: from the network, kept as seen, and from the copy when
//   there is no connection (or the connection does not answer in NETWORK_TIMEOUT_MS).
// - After a visit, the page tells the worker its language: the menu of that language
//   (its page, card images and PDF) and the city map are fetched for offline reading.
// - Never kept: the owners' area, the request endpoints, anything but GET.
// - A new build's worker takes over at once, keeps again the pages the visitor had seen
//   (their new HTML names the new files) and deletes the old build's caches.
import { escapeHtml } from "#app/lib/escape-html.ts";
import { langFromPathname, localizePath, type Lang } from "#app/lib/lang.ts";
import { offlinePageTexts } from "./offline-texts.ts";
import {
  cacheNames,
  fullDataRequestUrl,
  isExpiredCopy,
  isKeepable,
  isKeptAnswerOf,
  REPLACES_KEPT_HEADER,
  replacedPages,
  MEDIA_CACHE_LIMIT,
  NETWORK_TIMEOUT_MS,
  OFFLINE_SET_PATH,
  pageOfDataRequest,
  ROUTE_MANIFEST_PATH,
  strategyFor,
} from "./offline-rules.ts";
import type { ForgetMessage, KeepMessage } from "./keep-message.ts";
import { KeptPagesOrder } from "./kept-pages-order.ts";

declare const __SW_BUILD__: string;
declare const __SW_SHELL__: string[];

// The few service-worker types used here (the project's TypeScript has the DOM library, not the worker one).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
declare const self: {
  readonly location: Location;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
};

const names = cacheNames(__SW_BUILD__);
const origin = self.location.origin;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      await (await caches.open(names.shell)).addAll(__SW_SHELL__);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set(Object.values(names));
      const old = (await caches.keys()).filter((name) => name.startsWith("terraza-") && !current.has(name));
      // What the visitor had kept is kept again, fetched for this build.
      const seen = new Set<string>();
      for (const name of old.filter((n) => n.startsWith("terraza-pages-"))) {
        for (const request of await (await caches.open(name)).keys()) seen.add(request.url);
      }
      const pages = await caches.open(names.pages);
      await Promise.allSettled([...seen].map((url) => keepPageFresh(pages, url)));
      await Promise.all(old.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { strategy, cache } = strategyFor(event.request, origin);
  if (strategy === "network-only" || !cache) return;
  if (strategy === "cache-first") event.respondWith(cacheFirst(event, names[cache]));
  else event.respondWith(networkFirst(event));
});

self.addEventListener("message", (event) => {
  const message = event.data as KeepMessage | ForgetMessage | undefined;
  if (message?.type === "keep") event.waitUntil(keepForOffline(message));
  if (message?.type === "forget") event.waitUntil(forgetOnPageWord(message));
});

/** A page this worker did not serve says its answer made these copies out of date. */
async function forgetOnPageWord({ pages }: ForgetMessage): Promise<void> {
  const replaced = replacedPages(pages.join(" "));
  if (replaced.length === 0) return;
  const asked = keptPagesOrder.ask();
  const kept = await caches.open(names.pages);
  await writeKeptPagesInTurn(() => forgetKept(kept, replaced, undefined, asked));
}

async function cacheFirst(event: FetchEvent, cacheName: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (isKeepable(response)) event.waitUntil(put(cache, event.request, response.clone(), cacheName));
  return response;
}

/**
 * Writes to the kept pages one answer after the other, in the order the answers came. A put
 * ends only once its whole body has arrived: run side by side, a slow answer in the old currency
 * could be written after a newer answer had dropped it, and a slow connection was then shown
 * the menu in the currency the visitor had just left.
 */
let keptPagesWrites: Promise<unknown> = Promise.resolve();
const keptPagesOrder = new KeptPagesOrder();
function writeKeptPagesInTurn(write: () => Promise<void>): Promise<void> {
  const turn = keptPagesWrites.then(write);
  keptPagesWrites = turn.catch(() => undefined);
  return turn;
}

async function networkFirst(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const url = new URL(request.url);
  const pages = await caches.open(names.pages);
  const asked = keptPagesOrder.ask();
  const fromNetwork = fetch(request).then((response) => {
    if (isKeepable(response)) {
      const replaced = replacedPages(response.headers.get(REPLACES_KEPT_HEADER));
      const copy = response.clone();
      event.waitUntil(
        writeKeptPagesInTurn(async () => {
          if (replaced.length > 0) await forgetKept(pages, replaced, request.mode === "navigate" ? copy.clone() : undefined, asked);
          if (keptPagesOrder.mayWrite(request.url, asked)) await pages.put(request, copy);
        }),
      );
    }
    return response;
  });
  const keptCopy = () => keptAnswer(pages, url);
  // A connection that does not answer in time: the kept copy, while the network goes on.
  const slow = new Promise<Response | undefined>((resolve) => setTimeout(() => void keptCopy().then(resolve), NETWORK_TIMEOUT_MS));
  const first = await Promise.race([fromNetwork.catch(() => undefined), slow]);
  if (first) return first;
  try {
    return await fromNetwork;
  } catch {
    const kept = await keptCopy();
    if (kept) return kept;
    const page = pageOfDataRequest(url);
    // A client-side navigation to a page never kept: React Router loads it as a document
    // instead (its single-fetch redirect answer), which gets the offline page below.
    if (page !== null) return new Response(null, { status: 204, headers: { "X-Remix-Redirect": page, "X-Remix-Reload-Document": "true" } });
    if (request.mode === "navigate") return offlinePage(langFromPathname(url.pathname));
    return Response.error();
  }
}

/**
 * The kept answer for a URL; for React Router data, a full answer also serves a partial
 * request, and any kept route manifest serves another page's question.
 */
async function keptAnswer(pages: Cache, url: URL): Promise<Response | undefined> {
  const kept = await anyKeptAnswer(pages, url);
  return kept && !isExpiredCopy(kept, Date.now()) ? kept : undefined;
}

async function anyKeptAnswer(pages: Cache, url: URL): Promise<Response | undefined> {
  const exact = await pages.match(url.href);
  if (exact) return exact;
  if (url.pathname === ROUTE_MANIFEST_PATH) return pages.match(url.href, { ignoreSearch: true });
  const full = fullDataRequestUrl(url);
  return full ? pages.match(full) : undefined;
}

/**
 * Drops the kept answers of `replaced` (and their data); keeps `answer`, if given, as the first
 * of them. `asked`: the number of the request whose answer drops them (kept-pages-order.ts).
 */
async function forgetKept(pages: Cache, replaced: string[], answer: Response | undefined, asked: number) {
  // Also the pages not kept yet: a fetch for one, asked before, may still be on its way.
  for (const page of replaced) keptPagesOrder.dropped(new URL(page, origin).href, asked);
  for (const key of await pages.keys()) {
    if (!isKeptAnswerOf(new URL(key.url), replaced)) continue;
    await pages.delete(key);
    keptPagesOrder.dropped(key.url, asked);
  }
  const [own] = replaced;
  if (!answer || !own) return;
  const ownUrl = new URL(own, origin).href;
  if (keptPagesOrder.mayWrite(ownUrl, asked)) await pages.put(ownUrl, answer);
}

async function put(cache: Cache, request: Request | string, response: Response, cacheName: string) {
  await cache.put(request, response);
  if (cacheName !== names.media) return;
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MEDIA_CACHE_LIMIT))) await cache.delete(old);
}

/** Fetches a URL and keeps it when the answer is keepable. */
async function keepFresh(cache: Cache, url: string): Promise<void> {
  const response = await fetch(url, { cache: "no-cache" });
  if (isKeepable(response)) await cache.put(url, response);
}

/**
 * keepFresh for the kept pages: in turn with the visitor's own answers, never over a later-asked
 * one, and dropping the copies its answer replaces like a visit's answer does: a page the visitor
 * saw before this worker took control (the first visit's switch to dollars) is kept by this fetch
 * only, and its answer is the one that says the euro copies are out of date.
 */
async function keepPageFresh(pages: Cache, url: string): Promise<void> {
  const asked = keptPagesOrder.ask();
  const response = await fetch(url, { cache: "no-cache" });
  if (!isKeepable(response)) return;
  const replaced = replacedPages(response.headers.get(REPLACES_KEPT_HEADER));
  const isDocument = pageOfDataRequest(new URL(url)) === null;
  await writeKeptPagesInTurn(async () => {
    if (replaced.length > 0) await forgetKept(pages, replaced, isDocument ? response.clone() : undefined, asked);
    if (keptPagesOrder.mayWrite(url, asked)) await pages.put(url, response);
  });
}

type OpenCaches = Record<"shell" | "pages" | "media", Cache>;

function keepFreshIn(caches_: OpenCaches, cache: keyof OpenCaches, url: string): Promise<void> {
  return cache === "pages" ? keepPageFresh(caches_.pages, url) : keepFresh(caches_[cache], url);
}

// The page's own language set is fetched again at most this often (it is small, but the
// visitor pays for every byte).
const SET_REFRESH_MS = 30 * 60_000;
const setFetchedAt = new Map<Lang, number>();

async function keepForOffline({ lang, page, resources, saveData }: KeepMessage): Promise<void> {
  const caches_: OpenCaches = { shell: await caches.open(names.shell), pages: await caches.open(names.pages), media: await caches.open(names.media) };
  // What the page loaded before this worker existed: from the browser's cache, no new
  // download; and the page's route manifest (small), which React Router asks for again.
  for (const url of resources) {
    const { strategy, cache } = strategyFor({ method: "GET", url }, origin);
    if (!cache || (await caches_[cache].match(url))) continue;
    if (strategy === "cache-first") await caches_[cache].add(url).catch(() => undefined);
    else if (new URL(url).pathname === ROUTE_MANIFEST_PATH) await keepFreshIn(caches_, cache, url).catch(() => undefined);
  }
  const pageUrl = new URL(page, origin).href;
  // A page the rules never keep (a guest's manage page) is not kept on a page's word either.
  const keepsPage = strategyFor({ method: "GET", url: pageUrl }, origin).cache === "pages";
  if (keepsPage && !(await caches_.pages.match(pageUrl))) await keepPageFresh(caches_.pages, pageUrl).catch(() => undefined);

  // The menu of this language and the city map; not on a connection that asks to save data.
  const last = setFetchedAt.get(lang);
  if (saveData || (last !== undefined && Date.now() - last < SET_REFRESH_MS)) return;
  setFetchedAt.set(lang, Date.now());
  const answer = await fetch(`${OFFLINE_SET_PATH}?lang=${lang}`, { cache: "no-cache" }).catch(() => undefined);
  if (!answer?.ok) return;
  const { urls } = (await answer.json()) as { urls: string[] };
  await Promise.allSettled(
    urls.map(async (url) => {
      const { strategy, cache } = strategyFor({ method: "GET", url: new URL(url, origin).href }, origin);
      if (strategy === "network-only" || !cache) return;
      if (strategy === "cache-first") {
        if (!(await caches_[cache].match(url))) await caches_[cache].add(url);
      } else {
        await keepFreshIn(caches_, cache, new URL(url, origin).href);
      }
    }),
  );
}

/** The page for an address never kept, in the address's language, with links to what can be read. */
function offlinePage(lang: Lang): Response {
  const t = offlinePageTexts[lang];
  const home = localizePath("/", lang);
  const menu = localizePath("/menu", lang);
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.pageTitle)}</title><style>body{margin:0;font:1.05rem/1.6 system-ui,sans-serif;color:#2a1c17;background:#fbf5ec}main{max-width:36rem;margin:0 auto;padding:3rem 1.25rem}h1{font-family:Georgia,serif;color:#6d1a2b}a{color:#6d1a2b}</style></head><body><main><h1>${escapeHtml(t.heading)}</h1><p>${escapeHtml(t.notSaved)}</p><p>${escapeHtml(t.savedPages)}</p><ul><li><a href="${home}">${escapeHtml(t.home)}</a></li><li><a href="${menu}">${escapeHtml(t.menu)}</a></li></ul></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      "Cache-Control": "no-store",
    },
  });
}
