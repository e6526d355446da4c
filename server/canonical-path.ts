import type { RequestHandler } from "express";

/**
 * A path with an empty segment or a backslash ("/es//evil.example/x", "/\evil.example")
 * is redirected to the same path with single slashes. Left as it is, the router serves it,
 * and a link built from it (the language switch turns "/es//evil.example/x" into
 * "//evil.example/x") would be read by a browser as another host's address. 308 keeps
 * the method and body of a form post; the query string is kept as it came.
 */
export function canonicalPath(): RequestHandler {
  return (req, res, next) => {
    const queryAt = req.originalUrl.indexOf("?");
    const path = queryAt === -1 ? req.originalUrl : req.originalUrl.slice(0, queryAt);
    if (!/\/\/|\\/.test(path)) return next();
    const single = path.replace(/[/\\]+/g, "/");
    res.redirect(308, single + (queryAt === -1 ? "" : req.originalUrl.slice(queryAt)));
  };
}
