import type { Route } from "./+types/offline-set";
import { isLang } from "../lib/lang.ts";
import { offlineSet } from "./offline-set.server.ts";

// GET /offline.json?lang=es: the files the service worker keeps for offline reading (docs/product.md §15.5).
export async function loader({ url }: Route.LoaderArgs) {
  const lang = url.searchParams.get("lang");
  if (!isLang(lang)) return new Response("lang must be en or es", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return Response.json({ urls: await offlineSet(lang) }, { headers: { "Cache-Control": "no-cache" } });
}
