import type { RouterContextProvider } from "react-router";
import { documentValuesContext } from "#app/lib/sent-once.server.ts";

/**
 * The page's schema.org Restaurant (restaurant-schema.ts), serialized by the root loader and
 * written by entry.server.tsx at the end of the document's <body>, outside React's tree: search
 * engines read it there, and neither the page's hydration data nor its scripts carry it
 * (docs/decisions/0024-text-sent-once.md). React 19 leaves a tag after its own at the end of
 * <body> as it is while hydrating. It waits among the values a document's loaders set aside
 * (sent-once.server.ts), under a name of its own; a client navigation's data has none.
 */
const RESTAURANT_JSON_LD = "restaurant-json-ld";

/** In the root loader: the serialized block, made and kept only for a document. */
export function setDocumentJsonLd(context: Readonly<RouterContextProvider>, json: () => string): void {
  context.get(documentValuesContext)?.set(RESTAURANT_JSON_LD, json());
}

/** In entry.server.tsx: the document with the block before its </body>, or as it was without one. */
export function withDocumentJsonLd(html: string, documentValues: ReadonlyMap<string, unknown> | null, nonce: string): string {
  const json = documentValues?.get(RESTAURANT_JSON_LD);
  const end = html.lastIndexOf("</body>");
  if (typeof json !== "string" || end < 0) return html;
  const script = `<script type="application/ld+json"${nonce ? ` nonce="${nonce}"` : ""}>${json}</script>`;
  return html.slice(0, end) + script + html.slice(end);
}
