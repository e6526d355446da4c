import type { RequestHandler } from "express";

// THE way the server reads a request body (docs/product.md §7: 413 beyond a limit). Every
// action and endpoint reads its body here, with its own limit and its accepted media
// types, so no client can make the server hold more than that limit in memory; reading a
// request's body anywhere else (request.formData(), .text(), .json(), .arrayBuffer()) is a
// lint error (eslint.config.js). A refused body is not read further here: the Express side
// (drainUnreadBody, below) throws a short rest away after the answer, or stops reading a long
// one and cuts the connection a while later, so the client reads the 413 instead of a reset
// while it is still sending.

/** At most this much of an unread body is read (and thrown away) after the answer. */
export const UNREAD_BODY_DRAIN_MAX_BYTES = 8 * 1024 * 1024;
/**
 * How long, after the answer, a connection whose client is still sending stays open before it
 * is cut. Cutting at once while the client sends makes the client's system answer with a
 * reset that can wipe the answer before the client reads it.
 */
export const UNREAD_BODY_LINGER_MS = 2000;

export const URL_ENCODED = "application/x-www-form-urlencoded";
export const MULTIPART = "multipart/form-data";
/** What a browser's form sends: url-encoded, or multipart (React Router's <Form encType>). */
export const FORM_TYPES = [URL_ENCODED, MULTIPART] as const;

export type BodyLimit = {
  /** The largest body accepted, in bytes; a longer one is "too-large" whatever its Content-Length says. */
  maxBytes: number;
  /** Accepted media types (lower case, no parameters); any other is "unsupported-type". */
  types: readonly string[] | ((mediaType: string) => boolean);
};

export type BodyRefusal = "too-large" | "unsupported-type" | "unreadable";
export type BodyRead = { ok: true; bytes: Uint8Array } | { ok: false; reason: BodyRefusal };
export type FormRead = { ok: true; formData: FormData } | { ok: false; reason: BodyRefusal };

/** The HTTP status of a refusal: 413, 415 or 400. */
export function refusalStatus(reason: BodyRefusal): 413 | 415 | 400 {
  return reason === "too-large" ? 413 : reason === "unsupported-type" ? 415 : 400;
}

/** The media type of a request, lower case, without parameters: "application/json". */
export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

function accepts(limit: BodyLimit, type: string): boolean {
  return typeof limit.types === "function" ? limit.types(type) : limit.types.includes(type);
}

/** Refuses before a byte is read: a type not accepted, or a declared Content-Length over the limit. */
function refuseEarly(request: Request, limit: BodyLimit): BodyRefusal | null {
  if (!accepts(limit, mediaType(request))) return "unsupported-type";
  const declared = request.headers.get("content-length");
  if (declared !== null && !(Number(declared) <= limit.maxBytes)) return "too-large";
  return null;
}

/**
 * The body's bytes, read up to `limit.maxBytes`: a longer body (whatever its
 * Content-Length says, or without one) is refused as soon as it passes the limit,
 * having held at most the limit in memory. Never throws.
 */
export async function readBody(request: Request, limit: BodyLimit): Promise<BodyRead> {
  const early = refuseEarly(request, limit);
  if (early) return { ok: false, reason: early };
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit.maxBytes) {
        reader.releaseLock();
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/**
 * The request's form (url-encoded or multipart), parsed by the platform's own parser fed
 * through a counter that stops at `limit.maxBytes`, so a file upload is never held beyond
 * its limit either. "unreadable" for a body that is not the form it claims to be. Never throws.
 */
export async function readForm(request: Request, limit: BodyLimit): Promise<FormRead> {
  const early = refuseEarly(request, limit);
  if (early) return { ok: false, reason: early };
  if (!request.body) return { ok: false, reason: "unreadable" };
  const reader = request.body.getReader();
  let total = 0;
  let tooLarge = false;
  const capped = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          return;
        }
        total += value.byteLength;
        if (total > limit.maxBytes) {
          tooLarge = true;
          reader.releaseLock();
          controller.error(new RangeError("body over the limit"));
          return;
        }
        controller.enqueue(value);
      } catch (error) {
        controller.error(error);
      }
    },
  });
  try {
    const headers = { "Content-Type": request.headers.get("content-type") ?? "" };
    // A stream body needs duplex "half" in Node's fetch; the DOM types do not know it yet.
    const init: RequestInit & { duplex: "half" } = { method: "POST", headers, body: capped, duplex: "half" };
    return { ok: true, formData: await new Request(request.url, init).formData() };
  } catch {
    return { ok: false, reason: tooLarge ? "too-large" : "unreadable" };
  }
}

/** Text as UTF-8, or undefined when the bytes are not UTF-8. */
export function utf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The Express side of the same rule. A handler may answer without reading the body, or
 * only part of it (a refusal above, 415, 403 from the origin check, 405 for a POST to a
 * page). React Router's adapter has attached to the body stream and paused it, so Node
 * does not discard the rest by itself: the unread bytes would block the keep-alive
 * connection, and the next request on it (behind a proxy: another visitor's) would hang.
 * Once the answer is sent, the rest is read and thrown away, up to a bound; beyond it the
 * connection is closed. Nothing unread is ever kept in memory.
 */
export function drainUnreadBody(maxBytes = UNREAD_BODY_DRAIN_MAX_BYTES, lingerMs = UNREAD_BODY_LINGER_MS): RequestHandler {
  return (req, res, next) => {
    res.once("finish", () => {
      if (req.complete || req.destroyed) return;
      // Not `Connection: close`: Node would then close the socket as soon as the answer is
      // written, while the client is still sending (the reset above).
      const socket = req.socket;
      const cut = setTimeout(() => socket.destroy(), lingerMs).unref();
      req.once("end", () => clearTimeout(cut));
      req.once("close", () => clearTimeout(cut));
      // A short rest is read and thrown away, so the connection carries the next request.
      // Beyond that nothing more is read (nothing held, nothing spent): the server says it is
      // done (FIN) and the client has until the cut to read the answer and stop.
      req.removeAllListeners("data");
      let drained = 0;
      req.on("data", (chunk: Buffer) => {
        drained += chunk.byteLength;
        if (drained <= maxBytes) return;
        req.removeAllListeners("data");
        req.pause();
        socket.end();
      });
      req.resume();
    });
    next();
  };
}
