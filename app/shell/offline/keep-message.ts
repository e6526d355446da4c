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
