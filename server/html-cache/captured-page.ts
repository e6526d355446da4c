import type { Response } from "express";

// What a rendered page leaves to keep (docs/decisions/0009-html-cache.md): its body and the
// headers its handler set, when it is a whole, successful, cookie-free HTML page that does not
// say no-store.

/**
 * Only a whole, successful, cookie-free HTML page may be kept, and not one that says
 * `Cache-Control: no-store` (the menu while its card images are drawn: routes/menu.tsx).
 */
export function isCacheableResponse(response: {
  status: number;
  contentType: string | undefined;
  cacheControl: string | undefined;
  setCookie: boolean;
  html: string;
}): boolean {
  return (
    response.status === 200 &&
    !response.setCookie &&
    !/(^|,)\s*no-store\s*(,|$)/i.test(response.cacheControl ?? "") &&
    (response.contentType ?? "").startsWith("text/html") &&
    response.html.trimEnd().endsWith("</html>")
  );
}

/** Headers that belong to one response (or to the layers around the page), never kept. */
export const perResponseHeaders = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "vary",
  "etag",
  "last-modified",
  "date",
  "connection",
  "keep-alive",
  "set-cookie",
]);

export /**
 * Calls `done` with the body the page handler wrote and the headers it added (those set
 * before it ran, like the security headers, belong to each response), once the whole
 * response has gone out. Nothing is called for a response cut short.
 */
function captureHtml(res: Response, done: (html: string, headers: [string, string][]) => void) {
  const before = new Set(res.getHeaderNames());
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk == null || typeof chunk === "function") return;
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response["write"];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response["end"];
  res.once("finish", () => {
    const headers: [string, string][] = [];
    for (const name of res.getHeaderNames()) {
      if (before.has(name) || perResponseHeaders.has(name)) continue;
      const value = res.getHeader(name);
      if (typeof value === "string" || typeof value === "number") headers.push([name, String(value)]);
    }
    done(Buffer.concat(chunks).toString("utf8"), headers);
  });
}
