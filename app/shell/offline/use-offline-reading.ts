import { useEffect } from "react";
import type { Lang } from "#app/lib/lang.ts";
import type { ForgetMessage, KeepMessage } from "./keep-message.ts";
import { SERVICE_WORKER_PATH } from "./offline-rules.ts";

// docs/product.md §15.5: registers the service worker (production builds only: there is no sw.js
// in development) and, once the page has loaded, tells it what to keep for offline reading.

type NetworkInformation = { saveData?: boolean };

/** `lang` null: this page (the owners' area) keeps nothing. */
export function useOfflineReading(lang: Lang | null, page: string): void {
  useEffect(() => {
    if (!lang || !import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    let cancelled = false;
    const keep = async () => {
      await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { updateViaCache: "none" });
      const registration = await navigator.serviceWorker.ready;
      if (cancelled) return;
      const resources = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(location.origin));
      const saveData = (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true;
      const message: KeepMessage = { type: "keep", lang, page, resources, saveData };
      registration.active?.postMessage(message);
    };
    // Offline or refused (a private window): the site works as before, without the copy.
    keep().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [lang, page]);
}

/**
 * For a page whose answer makes kept copies out of date (`pages`, as in REPLACES_KEPT_HEADER):
 * when the worker did not serve it (the first visit, before the worker took control), the
 * worker never read that header, and it tells it. A page the worker served says nothing: the
 * worker has already dropped those copies and kept this answer in their place.
 */
export function useForgetKeptCopies(pages: readonly string[]): void {
  const key = pages.join(" ");
  useEffect(() => {
    if (!key || !import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    if (!navigation || navigation.workerStart > 0) return;
    // Runs before the frame's useOfflineReading (a child's effects run first): the copies are
    // dropped before this page's own keeping asks anything.
    const message: ForgetMessage = { type: "forget", pages: key.split(" ") };
    navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message)).catch(() => undefined);
  }, [key]);
}
