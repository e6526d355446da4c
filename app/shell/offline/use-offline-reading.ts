import { useEffect } from "react";
import type { Lang } from "#app/lib/lang.ts";
import type { KeepMessage } from "./keep-message.ts";
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
