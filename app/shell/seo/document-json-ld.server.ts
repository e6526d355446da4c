import { createContext, type RouterContextProvider } from "react-router";
import { documentValuesContext } from "../../lib/sent-once.server";

/**
 * The page's schema.org Restaurant (restaurant-schema.ts), serialized by the root loader and
 * written by entry.server.tsx at the end of the document's <body>, outside React's tree: search
 * engines read it there, and neither the page's hydration data nor its scripts carry it
 * (docs/decisions/0024-text-sent-once.md). React 19 leaves a tag after its own at the end of
 * <body> as it is while hydrating.
 */
const documentJsonLdContext = createContext<string | null>(null);

/** In the root loader: the serialized block, kept only for a document (not a client navigation's data). */
export function setDocumentJsonLd(context: Readonly<RouterContextProvider>, json: () => string): void {
  if (context.get(documentValuesContext)) context.set(documentJsonLdContext, json());
}

/** In entry.server.tsx: the document with the block before its </body>, or as it was without one. */
export function withDocumentJsonLd(html: string, context: Readonly<RouterContextProvider>, nonce: string): string {
  const json = context.get(documentJsonLdContext);
  const end = html.lastIndexOf("</body>");
  if (!json || end < 0) return html;
  const script = `<script type="application/ld+json"${nonce ? ` nonce="${nonce}"` : ""}>${json}</script>`;
  return html.slice(0, end) + script + html.slice(end);
}
