import type { Lang } from "#app/lib/lang.ts";

/** What a page tells the service worker after it has loaded (use-offline-reading.ts → service-worker.ts). */
export type KeepMessage = {
  type: "keep";
  lang: Lang;
  /** The page's own address (path and query). */
  page: string;
  /** The site's files the page loaded before the worker was there (scripts, styles, photos). */
  resources: string[];
  /** The browser asks to save data: keep only what was seen, fetch nothing more. */
  saveData: boolean;
};

/**
 * What a page the worker did not serve tells it (use-offline-reading.ts → service-worker.ts):
 * its answer made these pages' kept copies out of date (REPLACES_KEPT_HEADER, which the worker
 * reads itself on the answers it serves).
 */
export type ForgetMessage = {
  type: "forget";
  /** Same-origin paths, as in REPLACES_KEPT_HEADER. */
  pages: string[];
};
