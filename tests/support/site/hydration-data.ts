/**
 * The values of a document's hydration data: React Router writes its loaders' data as a
 * turbo-stream, one JSON array in which each string appears once, inside the inline scripts
 * `window.__reactRouterContext.streamController.enqueue("…")`. Throws when there are none.
 */
export function hydrationValues(html: string): unknown[] {
  const scripts = [...html.matchAll(/<script[^>]*>window\.__reactRouterContext\.streamController\.enqueue\(("[^<]*")\);<\/script>/g)];
  if (scripts.length === 0) throw new Error("no hydration data in the document");
  return scripts.flatMap(([, literal]) => JSON.parse(JSON.parse(literal!) as string) as unknown[]);
}

/** The values of a client navigation's data (`.data`): the same format, its first line. */
export function navigationValues(body: string): unknown[] {
  return JSON.parse(body.split("\n")[0]!) as unknown[];
}

/** The address of a page's client-navigation data, as React Router asks it (`/` is `/_.data`). */
export function navigationDataPath(path: string): string {
  return `${path === "/" ? "/_" : path}.data`;
}
