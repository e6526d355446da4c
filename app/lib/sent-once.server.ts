import { createContext, type RouterContextProvider } from "react-router";
import type { SentOnce } from "./sent-once.tsx";

/**
 * Values a document request's loaders set aside for its render (sent-once.tsx) or for what
 * entry.server.tsx writes around it (the Restaurant's JSON-LD, app/shell/seo/document-json-ld.server.ts):
 * a map for a document, null for a client navigation's data (server/load-context.ts decides,
 * from the address's `.data`). entry.server.tsx hands the map to the render.
 */
export const documentValuesContext = createContext<Map<string, unknown> | null>(null);

/**
 * In a loader: the value as it should travel. For a document, it is kept for the server's
 * render under `name` (unique within the request, e.g. the route's id and the field) and
 * left out of the hydration data; for a client navigation, it travels in the data.
 */
export function sendOnce<T extends object | string>(context: Readonly<RouterContextProvider>, name: string, value: T): SentOnce<T> {
  const values = context.get(documentValuesContext);
  if (!values) return { value };
  if (values.has(name)) throw new Error(`sendOnce: "${name}" is already set for this request`);
  values.set(name, value);
  return { inDocument: name };
}
