import type { RequestHandler } from "express";

/** Beyond this much unread body the connection is closed rather than read to its end. */
export const UNREAD_BODY_DRAIN_MAX_BYTES = 1024 * 1024;

/**
 * A handler may answer without reading the request body (415 for a body that is not
 * JSON, 403 from the origin check, 405 for a POST to a page). React Router's adapter
 * has already attached to the body stream and paused it, so Node does not discard the
 * rest by itself: the unread bytes then block the keep-alive connection, and the next
 * request on it (behind a proxy: another visitor's) hangs until the connection is reset.
 * Found by the fuzz test (issue 7 §2). Once the answer is sent, the rest of the body is
 * read and thrown away, up to a bound; beyond it the connection is closed.
 */
export function drainUnreadBody(maxBytes = UNREAD_BODY_DRAIN_MAX_BYTES): RequestHandler {
  return (req, res, next) => {
    // Too large to read through: tell the client now not to send another request on this connection.
    if (Number(req.headers["content-length"] ?? 0) > maxBytes) res.setHeader("Connection", "close");
    res.once("finish", () => {
      if (req.complete || req.destroyed) return;
      req.removeAllListeners("data");
      let drained = 0;
      req.on("data", (chunk: Buffer) => {
        drained += chunk.byteLength;
        if (drained > maxBytes) req.socket.destroy();
      });
      req.resume();
    });
    next();
  };
}
